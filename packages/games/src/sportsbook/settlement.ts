/**
 * Settlement of football markets on a final score, and the money a bet returns. A selection ends as
 * win, half_win, push, half_lose or lose (quarter handicap lines split the stake in two halves), or void.
 */
import { ODDS_SCALE, type Rational, rational } from './odds-formats';

export interface Score {
  home: number;
  away: number;
  /** Who won each map of an e-sports match, in order (for map winner markets). */
  maps?: readonly ('home' | 'away')[];
  /** The score at half-time (first-half markets); without it they are void. */
  half?: { home: number; away: number } | null;
  /** An outright's winners (selection codes): more than one is a dead heat. */
  winners?: readonly string[];
}

export type LegResult = 'win' | 'half_win' | 'push' | 'half_lose' | 'lose' | 'void';
/** A winning selection tied with others: `dead_heat:places/tied`, paid at full odds on that share of the stake. */
export type DeadHeat = `dead_heat:${number}/${number}`;
/** How a leg ends: one of the results above, or a dead heat. */
export type LegOutcome = LegResult | DeadHeat;

/**
 * 1X2, over/under, Asian handicap (football and, as handicap/totals, every other sport), both teams to score,
 * correct score, match winner (two-way: a tie voids it), map winner (`map:N`, the Nth map of an e-sports match) and
 * odd/even (`oe`: the total of both sides' points, 0 counting as even).
 */
export type MarketKind = '1x2' | 'ou' | 'ah' | 'btts' | 'cs' | 'mw' | 'map' | 'oe' | FirstHalfKind | 'win';
/** First-half 1X2, Asian handicap and over/under: settled like the full-time ones on the half-time score. */
export type FirstHalfKind = 'h1x2' | 'hah' | 'hou';
const FULL_TIME_OF: Record<FirstHalfKind, '1x2' | 'ah' | 'ou'> = { h1x2: '1x2', hah: 'ah', hou: 'ou' };
/** An outright (`win`): one market of a competition, its selections the contenders, settled on the winners. */
export const OUTRIGHT_MARKET = 'win';

/**
 * A market of one event. `line` is in quarter goals: over/under 2.5 is 10, Asian handicap home −0.75 is −3
 * (the away side takes the opposite line).
 */
export interface MarketSpec {
  kind: MarketKind;
  line?: number;
}

export const CORRECT_SCORE_MAX = 3;
export const CORRECT_SCORE_OTHER = 'other';

export function marketKey(market: MarketSpec): string {
  return market.line === undefined ? market.kind : `${market.kind}:${market.line}`;
}

export function parseMarketKey(key: string): MarketSpec | null {
  const [kind, line] = key.split(':');
  if (
    kind === '1x2' ||
    kind === 'btts' ||
    kind === 'cs' ||
    kind === 'mw' ||
    kind === 'oe' ||
    kind === 'h1x2' ||
    kind === 'win'
  )
    return line === undefined ? { kind } : null;
  if (kind === 'map' && line !== undefined && /^[1-7]$/.test(line)) return { kind, line: Number(line) };
  if (
    (kind === 'ou' || kind === 'ah' || kind === 'hou' || kind === 'hah') &&
    line !== undefined &&
    /^-?\d{1,4}$/.test(line)
  ) {
    return { kind, line: Number(line) };
  }
  return null;
}

/** The selections a market offers, in display order (an outright's are its contenders, set per market). */
export function selectionsOf(market: MarketSpec): string[] {
  switch (market.kind) {
    case 'win':
      return [];
    case 'h1x2':
    case 'hah':
    case 'hou':
      return selectionsOf({ kind: FULL_TIME_OF[market.kind], line: market.line });
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'ou':
      return ['over', 'under'];
    case 'ah':
    case 'mw':
    case 'map':
      return ['home', 'away'];
    case 'btts':
      return ['yes', 'no'];
    case 'oe':
      return ['odd', 'even'];
    case 'cs': {
      const scores: string[] = [];
      for (let h = 0; h <= CORRECT_SCORE_MAX; h++)
        for (let a = 0; a <= CORRECT_SCORE_MAX; a++) scores.push(`${h}-${a}`);
      return [...scores, CORRECT_SCORE_OTHER];
    }
  }
}

/** A whole or half line compared in quarter goals: margin > 0 wins, 0 pushes, < 0 loses. */
function byMargin(marginQuarters: number): LegResult {
  if (marginQuarters > 0) return 'win';
  return marginQuarters === 0 ? 'push' : 'lose';
}

function combineHalves(a: LegResult, b: LegResult): LegResult {
  if (a === b) return a;
  const pair = [a, b].sort().join('+');
  if (pair === 'push+win') return 'half_win';
  if (pair === 'lose+push') return 'half_lose';
  throw new Error(`halves ${pair} cannot come from one quarter line`);
}

/** How one selection of a market ends on a final score. */
export function settleSelection(market: MarketSpec, selection: string, score: Score): LegResult {
  const { home, away } = score;
  switch (market.kind) {
    case 'h1x2':
    case 'hah':
    case 'hou':
      if (!score.half) return 'void';
      return settleSelection({ kind: FULL_TIME_OF[market.kind], line: market.line }, selection, score.half);
    case 'win':
      if (!score.winners || score.winners.length === 0) return 'void';
      return score.winners.includes(selection) ? 'win' : 'lose';
    case '1x2': {
      const outcome = home > away ? 'home' : home === away ? 'draw' : 'away';
      return selection === outcome ? 'win' : 'lose';
    }
    case 'ou': {
      const line = market.line ?? 10;
      const over = (home + away) * 4 - line;
      return quarterSplit(selection === 'over' ? over : -over, line);
    }
    case 'ah': {
      const line = market.line ?? 0;
      const homeMargin = (home - away) * 4 + line;
      return quarterSplit(selection === 'home' ? homeMargin : -homeMargin, line);
    }
    case 'btts': {
      const both = home > 0 && away > 0;
      return (selection === 'yes') === both ? 'win' : 'lose';
    }
    case 'oe':
      return (selection === 'odd') === ((home + away) % 2 === 1) ? 'win' : 'lose';
    case 'cs': {
      const inGrid = home <= CORRECT_SCORE_MAX && away <= CORRECT_SCORE_MAX;
      const outcome = inGrid ? `${home}-${away}` : CORRECT_SCORE_OTHER;
      return selection === outcome ? 'win' : 'lose';
    }
    case 'mw':
      if (home === away) return 'void';
      return (selection === 'home') === home > away ? 'win' : 'lose';
    case 'map': {
      const winner = score.maps?.[(market.line ?? 1) - 1];
      if (!winner) return 'void';
      return selection === winner ? 'win' : 'lose';
    }
  }
}

/**
 * How a leg ends, dead heats included: an outright won by several contenders tied for the one place pays each of
 * them at full odds on 1/tied of the stake (the rest of the stake is lost), e.g. two tied: `dead_heat:1/2`.
 */
export function settleLeg(market: MarketSpec, selection: string, score: Score): LegOutcome {
  const result = settleSelection(market, selection, score);
  const tied = score.winners?.length ?? 0;
  if (market.kind === OUTRIGHT_MARKET && result === 'win' && tied > 1) return `dead_heat:1/${tied}`;
  return result;
}

/** The share of the stake a dead heat pays at full odds, or null for any other outcome. */
export function deadHeatShare(outcome: string): Rational | null {
  if (!outcome.startsWith('dead_heat:')) return null;
  const match = /^dead_heat:(\d+)\/(\d+)$/.exec(outcome);
  if (!match) return null;
  const places = BigInt(match[1] ?? '0');
  const tied = BigInt(match[2] ?? '1');
  if (tied <= 0n || places <= 0n || places > tied) return null;
  return rational(places, tied);
}

/** The result of a line bet whose margin over the line is `marginQuarters` (split in halves on a quarter line). */
function quarterSplit(marginQuarters: number, lineQuarters: number): LegResult {
  if (Math.abs(lineQuarters) % 2 === 0) return byMargin(marginQuarters);
  return combineHalves(byMargin(marginQuarters - 1), byMargin(marginQuarters + 1));
}

/**
 * What one unit staked on a leg at `odds` (thousandths) returns: odds, (odds+1)/2, 1, 1/2 or 0; a dead heat
 * odds × places/tied.
 */
export function legFactor(result: LegOutcome, odds: bigint): Rational {
  const share = deadHeatShare(result);
  if (share) return rational(odds * share.num, ODDS_SCALE * share.den);
  switch (result) {
    case 'win':
      return rational(odds, ODDS_SCALE);
    case 'half_win':
      return rational(odds + ODDS_SCALE, 2n * ODDS_SCALE);
    case 'push':
    case 'void':
      return rational(1n, 1n);
    case 'half_lose':
      return rational(1n, 2n);
    case 'lose':
      return rational(0n, 1n);
    default:
      throw new Error(`unknown leg outcome ${result}`);
  }
}

/**
 * What a bet pays: the stake times the product of its legs' factors, rounded down to the minor unit (a
 * single is a parlay of one leg; a void leg counts at 1.00). Capped at `maxPayout` when given.
 */
export function betPayout(
  stake: bigint,
  legs: readonly { result: LegOutcome; odds: bigint }[],
  maxPayout?: bigint,
): bigint {
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const factor = legFactor(leg.result, leg.odds);
    num *= factor.num;
    den *= factor.den;
  }
  const payout = num / den;
  return maxPayout !== undefined && payout > maxPayout ? maxPayout : payout;
}

/** The potential return if every leg wins. */
export function potentialReturn(stake: bigint, odds: readonly bigint[], maxPayout?: bigint): bigint {
  return betPayout(
    stake,
    odds.map((o) => ({ result: 'win' as const, odds: o })),
    maxPayout,
  );
}
