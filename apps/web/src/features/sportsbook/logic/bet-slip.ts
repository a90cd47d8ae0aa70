import type { SportsEvent, SportsRound } from '@fortuna/contracts/sportsbook';
import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { potentialReturn } from '@fortuna/games/sportsbook/settlement';
import {
  MIN_SYSTEM_LEGS,
  NAMED_SYSTEMS,
  type NamedSystem,
  systemPotentialReturn,
} from '@fortuna/games/sportsbook/system-bets';
import { takesBets } from './desk-events';

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
  /** An outright contender's name (the selection code is `t1`, `t2`, …). */
  selectionName?: string;
  /** The event was live when picked: the bet waits for the acceptance delay. */
  inPlay?: boolean;
}

export type SlipMode = 'singles' | 'parlay' | 'system';

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

/** A system needs 3+ picks, each from a different match. */
export function canSystem(picks: readonly SlipPick[]): boolean {
  return picks.length >= MIN_SYSTEM_LEGS && canParlay(picks);
}

/**
 * The systems offered for a number of picks: "k/n" for every k from 2 to n − 1, then the named covers of 3 picks
 * (trixie, patent) and of 4 (yankee, lucky 15).
 */
export function systemOptions(legs: number): { id: string; sizes: number[]; name?: NamedSystem }[] {
  if (legs < MIN_SYSTEM_LEGS) return [];
  const options: { id: string; sizes: number[]; name?: NamedSystem }[] = [];
  for (let k = 2; k < legs; k++) options.push({ id: `${k}/${legs}`, sizes: [k] });
  for (const [name, system] of Object.entries(NAMED_SYSTEMS) as [
    NamedSystem,
    { legs: number; sizes: readonly number[] },
  ][]) {
    if (system.legs === legs) options.push({ id: name, sizes: [...system.sizes], name });
  }
  return options;
}

/** What the slip would return if every bet wins: one parlay, one system (stake per line), or the singles. */
export function slipReturn(
  picks: readonly SlipPick[],
  mode: SlipMode,
  stake: bigint,
  maxPayout: bigint,
  system: readonly number[] = [],
): bigint {
  if (picks.length === 0 || stake <= 0n) return 0n;
  if (mode === 'system') {
    return systemPotentialReturn(
      stake,
      picks.map((p) => BigInt(p.odds)),
      system,
      maxPayout,
    );
  }
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
  return (key.startsWith('ah:') || key.startsWith('hah:')) && line > 0 ? `+${text}` : line < 0 ? `-${text}` : text;
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

/**
 * Desk picks follow the events: dropped once the event or market stops taking bets (open before the start, or
 * live: in-play), else at the price now.
 */
export function refreshDeskPicks(picks: readonly SlipPick[], events: readonly SportsDeskEvent[]): SlipPick[] {
  return picks.flatMap((pick) => {
    if (pick.book !== 'desk') return [pick];
    const event = events.find((e) => e.id === pick.eventId);
    const market = event?.markets.find((m) => m.key === pick.market);
    if (!event || !market || !takesBets(event, market)) return [];
    const odds = market.selections.find((s) => s.code === pick.selection)?.odds;
    return odds ? [{ ...pick, odds, inPlay: event.status === 'live' }] : [];
  });
}
