import type { SportsResult } from '@fortuna/contracts/sportsbook-desk';
import { parseMarketKey, settleLeg } from '@fortuna/games/sportsbook/settlement';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sportsDeskEvents, sportsDeskMarkets, sportsDeskResults } from '../sportsbook.schema';
import { scoreOfResult } from './desk-settlement';
import { eventIdentity, liveOf } from './desk-view';

const RESULTS_DAYS = 7;

/**
 * The results page: events finished or cancelled that started in the last week, latest first, each with its
 * final (and half-time) score and how every market ended (each selection's outcome on the approved result).
 */
export async function deskResults(db: Db): Promise<SportsResult[]> {
  const events = await db
    .select()
    .from(sportsDeskEvents)
    .where(
      and(
        inArray(sportsDeskEvents.status, ['finished', 'cancelled']),
        gte(sportsDeskEvents.startsAt, new Date(Date.now() - RESULTS_DAYS * 24 * 3600_000)),
      ),
    )
    .orderBy(desc(sportsDeskEvents.startsAt))
    .limit(100);
  const ids = events.map((e) => e.id);
  if (ids.length === 0) return [];
  const markets = await db
    .select()
    .from(sportsDeskMarkets)
    .where(inArray(sportsDeskMarkets.eventId, ids))
    .orderBy(asc(sportsDeskMarkets.id));
  const results = await db
    .select()
    .from(sportsDeskResults)
    .where(and(inArray(sportsDeskResults.eventId, ids), eq(sportsDeskResults.status, 'approved')));
  return events.map((event) => {
    const result = results.find((r) => r.eventId === event.id && r.version === event.resultVersion);
    const { score, half } = liveOf(result, undefined);
    return {
      ...eventIdentity(event),
      status: event.status === 'cancelled' ? 'cancelled' : 'finished',
      score,
      half,
      markets: markets
        .filter((m) => m.eventId === event.id)
        .map((market) => {
          const spec = parseMarketKey(market.key);
          const settled = market.status !== 'void' && event.status !== 'cancelled' && !!result && !!spec;
          return {
            key: market.key,
            status: settled ? ('settled' as const) : ('void' as const),
            selections: market.selections.map((s) => ({
              code: s.code,
              ...(s.name ? { name: s.name } : {}),
              outcome: settled && spec && result ? settleLeg(spec, s.code, scoreOfResult(result)) : 'void',
            })),
          };
        }),
    };
  });
}
