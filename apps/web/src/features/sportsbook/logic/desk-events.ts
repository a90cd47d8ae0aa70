import { type DeskSport, ESPORTS, type SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { formatDay, formatTimeOfDay } from '../../../lib/date-time';

/** The window's sport tabs: e-sports titles share one tab. */
export const SPORT_TABS = ['football', 'basketball', 'tennis', 'esports'] as const;
export type SportTab = (typeof SPORT_TABS)[number];
export const EVENT_FILTERS = ['today', 'early', 'live', 'outright'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

export function tabOf(sport: DeskSport): SportTab {
  return ESPORTS.includes(sport) ? 'esports' : (sport as SportTab);
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The events of a tab under a filter: live (started, not yet finished or cancelled: in-play), today (open for
 * betting, starting today), early (open, starting after today) or outright (a competition's winner, open); soonest
 * first.
 */
export function eventsOf(
  events: readonly SportsDeskEvent[],
  tab: SportTab,
  filter: EventFilter,
  now: Date,
): SportsDeskEvent[] {
  return events.filter((event) => {
    if (tabOf(event.sport) !== tab) return false;
    if ((filter === 'outright') !== (event.kind === 'outright')) return false;
    if (filter === 'outright') return event.status === 'open' || event.status === 'suspended';
    if (filter === 'live') return event.status === 'live';
    if (event.status !== 'open' && event.status !== 'suspended') return false;
    const today = sameLocalDay(new Date(event.startsAt), now);
    return filter === 'today' ? today : !today;
  });
}

/** The market shown in the list: an outright's winner, 1X2 for football, the match winner elsewhere (else the first). */
export function mainMarket(event: SportsDeskEvent) {
  const key = event.kind === 'outright' ? 'win' : event.sport === 'football' ? '1x2' : 'mw';
  return event.markets.find((m) => m.key === key) ?? event.markets[0];
}

/** A kick-off as the page's language writes a day, with hour and minute ("28/11/2026 18:30" in Vietnamese). */
export function kickOffText(iso: string): string {
  return `${formatDay(new Date(iso))} ${formatTimeOfDay(iso)}`;
}

/** Whether a desk event takes bets now: open before its start, or live (in-play) while the market is open. */
export function takesBets(
  event: Pick<SportsDeskEvent, 'status'>,
  market: Pick<SportsDeskEvent['markets'][number], 'status'>,
) {
  return (event.status === 'open' || event.status === 'live') && market.status === 'open';
}
