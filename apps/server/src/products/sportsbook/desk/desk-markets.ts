import { DESK_MARKET_KINDS, type DeskMarketInput, type DeskSport } from '@fortuna/contracts/sportsbook-desk';
import { MAX_ODDS, MIN_ODDS } from '@fortuna/games/sportsbook/football-model';
import { type MarketSpec, marketKey, selectionsOf } from '@fortuna/games/sportsbook/settlement';
import { AppError } from '../../../http/app-error';
import type { StoredSelection } from '../sportsbook.schema';

/**
 * A desk market as staff send it, checked against the sport (football: 1X2, Asian handicap, over/under, both
 * teams to score, correct score; other sports and e-sports: match winner, handicap, totals; e-sports: map
 * winner) and priced: each selection at the odds given, or at fair odds × (1 − margin) when a margin is sent.
 */
export function deskMarketOf(sport: DeskSport, input: DeskMarketInput): { key: string; selections: StoredSelection[] } {
  if (!DESK_MARKET_KINDS[sport].includes(input.kind)) throw new AppError('SPORTS_DESK_BAD_MARKET');
  const needsLine = ['ah', 'ou', 'map', 'hah', 'hou'].includes(input.kind);
  if (needsLine !== (input.line !== undefined)) throw new AppError('SPORTS_DESK_BAD_MARKET');
  if ((input.kind === 'ou' || input.kind === 'hou') && (input.line ?? 0) <= 0) {
    throw new AppError('SPORTS_DESK_BAD_MARKET');
  }
  if (input.kind === 'map' && ((input.line ?? 0) < 1 || (input.line ?? 0) > 7)) {
    throw new AppError('SPORTS_DESK_BAD_MARKET');
  }
  const spec = { kind: input.kind, line: input.line } as MarketSpec;
  return { key: marketKey(spec), selections: pricedSelections(selectionsOf(spec), input.prices, input.marginBp) };
}

/** The selections of a market at the prices sent: every selection once, none unknown. */
export function pricedSelections(
  codes: readonly string[],
  prices: readonly { selection: string; odds: string }[],
  marginBp?: number,
): StoredSelection[] {
  if (prices.length !== codes.length || new Set(prices.map((p) => p.selection)).size !== prices.length) {
    throw new AppError('SPORTS_DESK_BAD_MARKET');
  }
  return codes.map((code) => {
    const price = prices.find((p) => p.selection === code);
    if (!price) throw new AppError('SPORTS_DESK_BAD_MARKET');
    const odds = withMargin(BigInt(price.odds), marginBp ?? 0);
    if (odds < MIN_ODDS || odds > MAX_ODDS) throw new AppError('SPORTS_DESK_BAD_MARKET');
    return { code, odds: odds.toString() };
  });
}

/** Fair odds less the margin, rounded down to 0.01 (a margin of 0 keeps the price as sent). */
export function withMargin(fair: bigint, marginBp: number): bigint {
  if (marginBp === 0) return fair;
  const offered = (fair * BigInt(10_000 - marginBp)) / 10_000n;
  return offered < MIN_ODDS ? MIN_ODDS : (offered / 10n) * 10n;
}

/** An outright's selections: `t1`, `t2`, … in the order given, each with its contender's name and odds. */
export function outrightSelections(contenders: readonly { name: string; odds: string }[]): StoredSelection[] {
  return contenders.map((contender, i) => {
    const odds = BigInt(contender.odds);
    if (odds < MIN_ODDS || odds > MAX_ODDS) throw new AppError('SPORTS_DESK_BAD_MARKET');
    return { code: `t${i + 1}`, name: contender.name, odds: odds.toString() };
  });
}
