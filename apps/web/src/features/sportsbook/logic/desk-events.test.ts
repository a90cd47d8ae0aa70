import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { describe, expect, it } from 'vitest';
import { refreshDeskPicks, type SlipPick, togglePick } from './bet-slip';
import { eventsOf, mainMarket } from './desk-events';

const now = new Date(2026, 10, 28, 10, 0);
const at = (days: number, hours: number) => new Date(2026, 10, 28 + days, hours).toISOString();

function event(
  id: number,
  sport: SportsDeskEvent['sport'],
  startsAt: string,
  status: SportsDeskEvent['status'] = 'open',
) {
  return {
    id,
    sport,
    league: 'L',
    home: 'A',
    away: 'B',
    startsAt,
    status,
    score: null,
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
];

describe('the desk events of the window', () => {
  it('splits a sport into today, early and live, e-sports titles together', () => {
    expect(eventsOf(events, 'football', 'today', now).map((e) => e.id)).toEqual([1]);
    expect(eventsOf(events, 'football', 'early', now).map((e) => e.id)).toEqual([2]);
    expect(eventsOf(events, 'football', 'live', now).map((e) => e.id)).toEqual([3]);
    expect(eventsOf(events, 'esports', 'today', now).map((e) => e.id)).toEqual([4, 5]);
    expect(eventsOf(events, 'tennis', 'today', now)).toEqual([]);
  });

  it('lists 1X2 for football and the match winner elsewhere as the main line', () => {
    expect(mainMarket(events[0] as SportsDeskEvent)?.key).toBe('1x2');
    expect(mainMarket(events[3] as SportsDeskEvent)?.key).toBe('mw');
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
    expect(refreshDeskPicks([desk], events)).toEqual([{ ...desk, odds: '2000' }]);
    const suspended = events.map((e) => (e.id === 1 ? { ...e, status: 'suspended' as const } : e));
    expect(refreshDeskPicks([desk], suspended)).toEqual([]);
  });
});
