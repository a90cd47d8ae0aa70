import type { SportsEvent, SportsRound } from '@fortuna/contracts/sportsbook';
import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { potentialReturn } from '@fortuna/games/sportsbook/settlement';

/** One selection on the bet slip, with the odds it was added at. */
export interface SlipPick {
  /** `virtual`: a match of the virtual league (`roundId` its round); `desk`: an event of the desk. */
  book: 'virtual' | 'desk';
  eventId: number;
  roundId: number;
  market: string;
  selection: string;
  odds: string;
  home: string;
  away: string;
}

export type SlipMode = 'singles' | 'parlay';

export function pickKey(pick: Pick<SlipPick, 'book' | 'eventId' | 'market' | 'selection'>): string {
  return `${pick.book}|${pick.eventId}|${pick.market}|${pick.selection}`;
}

/**
 * Adds the pick, or removes it when it is already on the slip. One pick per market of a match; virtual matches
 * and desk events are never on one slip (a pick of the other kind starts a new slip).
 */
export function togglePick(picks: readonly SlipPick[], pick: SlipPick): SlipPick[] {
  if (picks.some((p) => pickKey(p) === pickKey(pick))) return picks.filter((p) => pickKey(p) !== pickKey(pick));
  const sameBook = picks.filter((p) => p.book === pick.book);
  return [...sameBook.filter((p) => !(p.eventId === pick.eventId && p.market === pick.market)), pick];
}

/** A parlay needs 2+ picks, each from a different match. */
export function canParlay(picks: readonly SlipPick[]): boolean {
  return picks.length >= 2 && new Set(picks.map((p) => p.eventId)).size === picks.length;
}

/** What the slip would return if every bet wins: one parlay, or the sum of the singles. */
export function slipReturn(picks: readonly SlipPick[], mode: SlipMode, stake: bigint, maxPayout: bigint): bigint {
  if (picks.length === 0 || stake <= 0n) return 0n;
  if (mode === 'parlay')
    return potentialReturn(
      stake,
      picks.map((p) => BigInt(p.odds)),
      maxPayout,
    );
  return picks.reduce((sum, p) => sum + potentialReturn(stake, [BigInt(p.odds)], maxPayout), 0n);
}

/** The product of the picks' odds, in thousandths. */
export function totalOdds(picks: readonly SlipPick[]): bigint {
  return potentialReturn(
    1000n,
    picks.map((p) => BigInt(p.odds)),
  );
}

/** Picks whose round is no longer open for betting are dropped; picks whose odds moved take the new odds. */
export function refreshPicks(picks: readonly SlipPick[], rounds: readonly SportsRound[]): SlipPick[] {
  return picks.flatMap((pick) => {
    if (pick.book !== 'virtual') return [pick];
    const round = rounds.find((r) => r.id === pick.roundId);
    if (round?.status !== 'open') return [];
    const odds = round?.events
      .find((e) => e.id === pick.eventId)
      ?.markets.find((m) => m.key === pick.market)
      ?.selections.find((s) => s.code === pick.selection)?.odds;
    return odds ? [{ ...pick, odds }] : [];
  });
}

/** The line of an over/under or handicap market key ("ah:-3" → "-0.75"; "ou:10" → "2.5"). */
export function marketLine(key: string): string {
  const quarters = Number(key.split(':')[1] ?? '0');
  const line = quarters / 4;
  const text = Math.abs(line).toFixed(2).replace(/0$/, '').replace(/\.0$/, '');
  return key.startsWith('ah:') && line > 0 ? `+${text}` : line < 0 ? `-${text}` : text;
}

export function eventPickBase(round: SportsRound, event: SportsEvent) {
  return {
    book: 'virtual' as const,
    eventId: event.id,
    roundId: round.id,
    home: event.home.code,
    away: event.away.code,
  };
}

/** Desk picks follow the events: dropped once the event or market stops taking bets, else at the price now. */
export function refreshDeskPicks(picks: readonly SlipPick[], events: readonly SportsDeskEvent[]): SlipPick[] {
  return picks.flatMap((pick) => {
    if (pick.book !== 'desk') return [pick];
    const event = events.find((e) => e.id === pick.eventId);
    const market = event?.markets.find((m) => m.key === pick.market);
    if (event?.status !== 'open' || market?.status !== 'open') return [];
    const odds = market.selections.find((s) => s.code === pick.selection)?.odds;
    return odds ? [{ ...pick, odds }] : [];
  });
}
