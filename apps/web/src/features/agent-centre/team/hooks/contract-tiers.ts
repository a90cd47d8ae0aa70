import {
  type ContractKind,
  type ContractOfferInput,
  type ContractTierInput,
  contractOfferSchema,
  type DividendPeriod,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BP,
} from '@fortuna/contracts/agents';
import { decimalToMinor } from '@fortuna/contracts/money';
import { typedAmount } from '../../../../lib/money-display';

/** A tier as typed: the rate in percent, as the agent reads it. */
export interface TierRow {
  /** Stable React key of the row. */
  key: number;
  minActiveMembers: string;
  minTeamFigure: string;
  ratePercent: string;
}

export type TierField = 'minActiveMembers' | 'minTeamFigure' | 'ratePercent';
export type TierProblem = 'required' | 'wholeNumber' | 'amount' | 'rate';
export type TierRowErrors = Partial<Record<TierField, TierProblem>>;

const MAX_ACTIVE_MEMBERS = 1_000_000;

/** "1.25" (percent) → 125 bp; null unless a number from 0 to 100 with at most 2 decimals. */
export function percentToBp(text: string): number | null {
  const hundredths = decimalToMinor(text.trim());
  if (hundredths === null || hundredths < 0n || hundredths > BigInt(MAX_RATE_BP)) return null;
  return Number(hundredths);
}

/** 125 bp → "1.25" (percent), without trailing zeros: 100 → "1", 50 → "0.5". */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A whole number of members from 0 up, or null. */
function parseMembers(text: string): number | null {
  const cleaned = text.trim();
  if (!/^\d{1,7}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= MAX_ACTIVE_MEMBERS ? value : null;
}

/** The team figure as typed (the site's number format) in the canonical form the API takes, or null. */
function parseFigure(text: string): string | null {
  return typedAmount(text);
}

/** What is wrong with each field of a row (nothing for a valid row). */
export function tierRowErrors(row: TierRow): TierRowErrors {
  const errors: TierRowErrors = {};
  if (!row.minActiveMembers.trim()) errors.minActiveMembers = 'required';
  else if (parseMembers(row.minActiveMembers) === null) errors.minActiveMembers = 'wholeNumber';
  if (!row.minTeamFigure.trim()) errors.minTeamFigure = 'required';
  else if (parseFigure(row.minTeamFigure) === null) errors.minTeamFigure = 'amount';
  if (!row.ratePercent.trim()) errors.ratePercent = 'required';
  else if (percentToBp(row.ratePercent) === null) errors.ratePercent = 'rate';
  return errors;
}

/** The row as the API takes it, or null while a field is wrong. */
export function tierInputOf(row: TierRow): ContractTierInput | null {
  const minActiveMembers = parseMembers(row.minActiveMembers);
  const minTeamFigure = parseFigure(row.minTeamFigure);
  const rateBp = percentToBp(row.ratePercent);
  if (minActiveMembers === null || minTeamFigure === null || rateBp === null) return null;
  return { minActiveMembers, minTeamFigure, rateBp };
}

export function emptyTierRow(key: number): TierRow {
  return { key, minActiveMembers: '0', minTeamFigure: '0', ratePercent: '' };
}

export function canAddTier(rows: readonly TierRow[]): boolean {
  return rows.length < MAX_CONTRACT_TIERS;
}

export interface ContractDraft {
  downlineId: number;
  kind: ContractKind;
  period: DividendPeriod | '';
  rows: readonly TierRow[];
}

export type DraftCheck =
  | { ok: true; offer: ContractOfferInput }
  | { ok: false; rowErrors: TierRowErrors[]; needsPeriod: boolean; needsTier: boolean };

/** The offer to send, or what to fix: each row's problems, a missing dividend period, no tier at all. */
export function checkContractDraft(draft: ContractDraft, confirmLowerRate = false): DraftCheck {
  const rowErrors = draft.rows.map(tierRowErrors);
  const needsPeriod = draft.kind === 'dividend' && draft.period === '';
  const needsTier = draft.rows.length === 0;
  const tiers = draft.rows.map(tierInputOf);
  const hasRowError = rowErrors.some((errors) => Object.keys(errors).length > 0);
  if (hasRowError || needsPeriod || needsTier) return { ok: false, rowErrors, needsPeriod, needsTier };
  const offer: ContractOfferInput = {
    downlineId: draft.downlineId,
    kind: draft.kind,
    ...(draft.kind === 'dividend' && draft.period !== '' ? { period: draft.period } : {}),
    tiers: tiers.filter((tier): tier is ContractTierInput => tier !== null),
    confirmLowerRate,
  };
  const parsed = contractOfferSchema.safeParse(offer);
  if (!parsed.success) return { ok: false, rowErrors, needsPeriod, needsTier };
  return { ok: true, offer };
}
