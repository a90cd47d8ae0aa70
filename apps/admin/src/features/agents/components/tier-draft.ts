import { type ContractTierInput, MAX_CONTRACT_TIERS } from '@fortuna/contracts/agents';
import { decimalToMinor, minorToDecimal, typedAmountToCanonical } from '@fortuna/contracts/money';
import type { FieldErrors } from '../../../ui/form-errors';
import { percentToRateBp } from './rates';

/** One tier as typed: every field text, so half-typed numbers survive until sent. */
export interface TierDraft {
  minActiveMembers: string;
  /** Team valid bet (salaries) or net loss (dividends), as decimal text. */
  minTeamFigure: string;
  /** "1.5" for 1.5 % (150 bp). */
  ratePercent: string;
}

export const MAX_ACTIVE_MEMBERS = 1_000_000;

export function emptyTier(): TierDraft {
  return { minActiveMembers: '0', minTeamFigure: '0.00', ratePercent: '' };
}

/** A new row under the last one, starting from its thresholds so staff only raise them. */
export function nextTier(tiers: readonly TierDraft[]): TierDraft {
  const last = tiers.at(-1);
  return last ? { ...last } : emptyTier();
}

export function addTier(tiers: readonly TierDraft[]): TierDraft[] {
  return tiers.length >= MAX_CONTRACT_TIERS ? [...tiers] : [...tiers, nextTier(tiers)];
}

export function removeTier(tiers: readonly TierDraft[], index: number): TierDraft[] {
  return tiers.length <= 1 ? [...tiers] : tiers.filter((_, at) => at !== index);
}

export function changeTier(tiers: readonly TierDraft[], index: number, changes: Partial<TierDraft>): TierDraft[] {
  return tiers.map((tier, at) => (at === index ? { ...tier, ...changes } : tier));
}

export type TiersResult = { ok: true; tiers: ContractTierInput[] } | { ok: false; errors: FieldErrors };

interface ParsedTier {
  active: number | null;
  figure: bigint | null;
  rateBp: number | null;
}

function parseTier(tier: TierDraft): ParsedTier {
  const activeText = tier.minActiveMembers.trim();
  const active = /^\d{1,7}$/.test(activeText) && Number(activeText) <= MAX_ACTIVE_MEMBERS ? Number(activeText) : null;
  const canonical = typedAmountToCanonical(tier.minTeamFigure);
  const minor = canonical === null ? null : decimalToMinor(canonical);
  return { active, figure: minor !== null && minor >= 0n ? minor : null, rateBp: percentToRateBp(tier.ratePercent) };
}

/**
 * Checks the tier table as the server does (errors keyed `tiers.<row>.<field>`): each field readable,
 * 1 to 10 rows, and each row after the first needing more active members or a larger team figure than
 * the row before, at no lower rate.
 */
export function validateTiers(drafts: readonly TierDraft[]): TiersResult {
  const errors: FieldErrors = {};
  if (drafts.length === 0) errors.tiers = 'Add at least one tier';
  if (drafts.length > MAX_CONTRACT_TIERS) errors.tiers = `At most ${MAX_CONTRACT_TIERS} tiers`;
  const parsed = drafts.map(parseTier);
  parsed.forEach((tier, index) => {
    const key = `tiers.${index}`;
    if (tier.active === null)
      errors[`${key}.minActiveMembers`] = `A whole number from 0 to ${MAX_ACTIVE_MEMBERS.toLocaleString('en')}`;
    if (tier.figure === null) errors[`${key}.minTeamFigure`] = 'An amount of 0 or more with at most 2 decimals';
    if (tier.rateBp === null) errors[`${key}.rateBp`] = 'A percentage from 0 to 100 with at most 2 decimals';
    const before = parsed[index - 1];
    if (!before) return;
    if (tier.active !== null && tier.figure !== null && before.active !== null && before.figure !== null) {
      if (tier.active <= before.active && tier.figure <= before.figure) {
        errors[`${key}.minActiveMembers`] ??= `Needs more active members or a larger figure than tier ${index}`;
      }
    }
    if (tier.rateBp !== null && before.rateBp !== null && tier.rateBp < before.rateBp) {
      errors[`${key}.rateBp`] ??= `Not lower than tier ${index}`;
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    tiers: parsed.map((tier) => ({
      minActiveMembers: tier.active ?? 0,
      minTeamFigure: minorToDecimal(tier.figure ?? 0n),
      rateBp: tier.rateBp ?? 0,
    })),
  };
}

/** The first problem of a row, for a compact table that shows one message per row. */
export function rowErrors(errors: FieldErrors, index: number): { field: keyof TierDraft; message: string }[] {
  const fields: [keyof TierDraft, string][] = [
    ['minActiveMembers', 'minActiveMembers'],
    ['minTeamFigure', 'minTeamFigure'],
    ['ratePercent', 'rateBp'],
  ];
  return fields.flatMap(([field, key]) => {
    const message = errors[`tiers.${index}.${key}`];
    return message ? [{ field, message }] : [];
  });
}
