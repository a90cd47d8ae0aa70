import type { StoredTier } from '../../db/schema/agents';

/** A tier with its figure in minor units. */
export interface Tier {
  minActiveMembers: number;
  minTeamFigureMinor: bigint;
  rateBp: number;
}

export function tiersOf(stored: readonly StoredTier[]): Tier[] {
  return stored.map((tier) => ({
    minActiveMembers: tier.minActiveMembers,
    minTeamFigureMinor: BigInt(tier.minTeamFigureMinor),
    rateBp: tier.rateBp,
  }));
}

/**
 * Tiers must rise: each asks for at least as many active members and at least as large a figure as the
 * one before, more of one of them, and pays no lower rate. Returns false when they do not.
 */
export function tiersRise(tiers: readonly Tier[]): boolean {
  for (let index = 1; index < tiers.length; index++) {
    const before = tiers[index - 1];
    const tier = tiers[index];
    if (!before || !tier) return false;
    const asksMore =
      tier.minActiveMembers >= before.minActiveMembers &&
      tier.minTeamFigureMinor >= before.minTeamFigureMinor &&
      (tier.minActiveMembers > before.minActiveMembers || tier.minTeamFigureMinor > before.minTeamFigureMinor);
    if (!asksMore || tier.rateBp < before.rateBp) return false;
  }
  return true;
}

export function maxRateOf(tiers: readonly Tier[]): number {
  return tiers.reduce((max, tier) => Math.max(max, tier.rateBp), 0);
}

/** The rate of the best tier the period reached (0 when it reached none). */
export function rateFor(tiers: readonly Tier[], activeMembers: number, figureMinor: bigint): number {
  let rate = 0;
  for (const tier of tiers) {
    if (activeMembers >= tier.minActiveMembers && figureMinor >= tier.minTeamFigureMinor) {
      rate = Math.max(rate, tier.rateBp);
    }
  }
  return rate;
}

/** Rate (basis points) of a figure, rounded down to the minor unit; nothing on a figure of 0 or less. */
export function shareOf(figureMinor: bigint, rateBp: number): bigint {
  return figureMinor > 0n ? (figureMinor * BigInt(rateBp)) / 10_000n : 0n;
}

/** One team's figures in a period. */
export interface TeamPeriod {
  figureMinor: bigint;
  activeMembers: number;
}

export interface DownlineTeam extends TeamPeriod {
  downlineId: number;
  username: string;
  tiers: readonly Tier[];
}

export interface SettlementInput extends TeamPeriod {
  tiers: readonly Tier[];
  /** Dividends: the loss carried from earlier periods (≤ 0). */
  carryInMinor?: bigint;
  /** Direct downline agents holding a contract of the same kind from this agent. */
  downlines: readonly DownlineTeam[];
}

export interface SettlementResult {
  rateBp: number;
  grossMinor: bigint;
  deductions: { downlineId: number; username: string; teamFigureMinor: bigint; rateBp: number; amountMinor: bigint }[];
  carryOutMinor: bigint;
  amountMinor: bigint;
}

/**
 * What one agent earns for one period: its rate on its team's figure (after any carried loss), less
 * what each direct downline agent earns at its own rate (never above the agent's) on that downline's
 * team. So each level keeps the difference between its rate and its downline's on the downline's team,
 * and the house pays exactly the top rate on the whole team.
 */
export function settle(input: SettlementInput): SettlementResult {
  const carryIn = input.carryInMinor ?? 0n;
  const base = input.figureMinor + carryIn;
  const rateBp = rateFor(input.tiers, input.activeMembers, base);
  const grossMinor = shareOf(base, rateBp);
  const deductions = input.downlines.map((downline) => {
    const downlineRate = Math.min(rateFor(downline.tiers, downline.activeMembers, downline.figureMinor), rateBp);
    return {
      downlineId: downline.downlineId,
      username: downline.username,
      teamFigureMinor: downline.figureMinor,
      rateBp: downlineRate,
      amountMinor: shareOf(downline.figureMinor, downlineRate),
    };
  });
  const deducted = deductions.reduce((sum, deduction) => sum + deduction.amountMinor, 0n);
  const net = grossMinor - deducted;
  return {
    rateBp,
    grossMinor,
    deductions,
    carryOutMinor: base < 0n ? base : 0n,
    amountMinor: net > 0n ? net : 0n,
  };
}
