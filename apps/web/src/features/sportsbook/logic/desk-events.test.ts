import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { describe, expect, it } from 'vitest';
import { canSystem, refreshDeskPicks, type SlipPick, slipReturn, systemOptions, togglePick } from './bet-slip';
import { eventsOf, mainMarket } from './desk-events';

const now = new Date(2026, 10, 28, 10, 0);
const at = (days: number, hours: number) => new Date(2026, 10, 28 + days, hours).toISOString();

function event(
  id: number,
  sport: SportsDeskEvent['sport'],
  startsAt: string,
  status: SportsDeskEvent['status'] = 'open',
  kind: SportsDeskEvent['kind'] = 'match',
) {
  return {
    id,
    kind,
    sport,
    league: 'L',
    home: 'A',
    away: 'B',
    startsAt,
    status,
    score: null,
    clock: null,
    half: null,
    markets: [
      { key: 'ou:10', status: 'open' as const, selections: [{ code: 'over', odds: '1900' }] },
      {
        key: sport === 'football' ? '1x2' : 'mw',
        status: 'open' as const,
        selections: [{ code: 'home', odds: '2000' }],
      },
    ],
  } satisfies SportsDeskEvent;
}

const events = [
  event(1, 'football', at(0, 18)),
  event(2, 'football', at(2, 18)),
  event(3, 'football', at(0, 9), 'live'),
  event(4, 'cs2', at(0, 20)),
  event(5, 'lol', at(0, 21)),
  event(6, 'football', at(0, 8), 'finished'),
  event(7, 'football', at(30, 12), 'open', 'outright'),
];

const pickOf = (eventId: number): SlipPick => ({
  book: 'desk',
  eventId,
  roundId: 0,
  market: '1x2',
  selection: 'home',
  odds: '2000',
  home: 'A',
  away: 'B',
});

describe('the desk events of the window', () => {
  it('splits a sport into today, early and live, e-sports titles together', () => {
    expect(eventsOf(events, 'football', 'today', now).map((e) => e.id)).toEqual([1]);
    expect(eventsOf(events, 'football', 'early', now).map((e) => e.id)).toEqual([2]);
    expect(eventsOf(events, 'football', 'live', now).map((e) => e.id)).toEqual([3]);
    expect(eventsOf(events, 'esports', 'today', now).map((e) => e.id)).toEqual([4, 5]);
    expect(eventsOf(events, 'tennis', 'today', now)).toEqual([]);
    expect(eventsOf(events, 'football', 'outright', now).map((e) => e.id)).toEqual([7]);
  });

  it('lists 1X2 for football and the match winner elsewhere as the main line', () => {
    expect(mainMarket(events[0] as SportsDeskEvent)?.key).toBe('1x2');
    expect(mainMarket(events[3] as SportsDeskEvent)?.key).toBe('mw');
  });

  it('offers k/n systems and the named covers, and returns every line of a system', () => {
    const picks = [1, 2, 3].map((id) => ({ ...pickOf(id), odds: '2000' }));
    expect(systemOptions(3).map((o) => o.id)).toEqual(['2/3', 'trixie', 'patent']);
    expect(systemOptions(4).map((o) => o.id)).toEqual(['2/4', '3/4', 'yankee', 'lucky15']);
    expect(canSystem(picks.slice(0, 2))).toBe(false);
    // 2/3 at 1,000 a line: three doubles at 4.00.
    expect(slipReturn(picks, 'system', 1000n, 10n ** 12n, [2])).toBe(12_000n);
    // A trixie: three doubles and the treble (8.00).
    expect(slipReturn(picks, 'system', 1000n, 10n ** 12n, [2, 3])).toBe(20_000n);
  });

  it('keeps one book on the slip and follows the desk prices, dropping closed markets', () => {
    const virtual: SlipPick = {
      book: 'virtual',
      eventId: 9,
      roundId: 1,
      market: '1x2',
      selection: 'home',
      odds: '2500',
      home: 'X',
      away: 'Y',
    };
    const desk: SlipPick = {
      book: 'desk',
      eventId: 1,
      roundId: 0,
      market: '1x2',
      selection: 'home',
      odds: '1800',
      home: 'A',
      away: 'B',
    };
    expect(togglePick([virtual], desk)).toEqual([desk]);
    expect(refreshDeskPicks([desk], events)).toEqual([{ ...desk, odds: '2000', inPlay: false }]);
    // A live event's open markets take in-play bets: the pick stays, marked in-play.
    const live = events.map((e) => (e.id === 1 ? { ...e, status: 'live' as const } : e));
    expect(refreshDeskPicks([desk], live)).toEqual([{ ...desk, odds: '2000', inPlay: true }]);
    const suspended = events.map((e) => (e.id === 1 ? { ...e, status: 'suspended' as const } : e));
    expect(refreshDeskPicks([desk], suspended)).toEqual([]);
  });
});
