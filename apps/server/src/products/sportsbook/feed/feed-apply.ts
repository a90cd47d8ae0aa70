import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error';
import type { Actor } from '../../../modules/audit/audit.service';
import {
  addDeskMarket,
  approveDeskResult,
  cancelDeskEvent,
  createDeskEvent,
  enterDeskResult,
  setDeskOdds,
  startDeskEvent,
} from '../desk/desk-actions';
import { deskMarketOf } from '../desk/desk-markets';
import { settleDeskBetsSoon } from '../desk/desk-settlement';
import { sportsDeskEvents, sportsDeskMarkets, sportsFeedEvents } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import type { FeedMessage } from './feed-messages';

/** The feed as it appears in the audit log (staff id 0: no staff member). */
const FEED_ACTOR: Actor = { staffId: 0, username: 'feed', ip: '' };

export interface FeedOutcome {
  applied: number;
  ignored: number;
  refused: number;
}

/**
 * Applies the feed's messages in order. Each first takes its sequence (compare-and-set on the event's last
 * sequence, so a replayed or out-of-order message changes nothing, on any node), then acts through the trading
 * desk's own actions (audited as `feed`): an event is created, markets added, odds set, a score recorded (the
 * match is live: bets are in-play from then on), a result entered and — unless the merchant wants results approved by staff
 * — approved at once, an event cancelled. Results and cancellations settle through desk settlement, once per
 * (bet, result version). A message the desk refuses (e.g. odds for an unknown market) counts as refused; its
 * sequence stays taken.
 */
export async function applyFeed(deps: SportsDeps, messages: FeedMessage[], log?: FastifyBaseLogger) {
  const outcome: FeedOutcome = { applied: 0, ignored: 0, refused: 0 };
  let settle = false;
  for (const message of messages) {
    const feedEvent = await takeSequence(deps, message);
    if (!feedEvent) {
      outcome.ignored++;
      continue;
    }
    try {
      settle = (await applyOne(deps, message, feedEvent.eventId)) || settle;
      outcome.applied++;
      const eventId = feedEvent.eventId ?? (await eventOfFeed(deps, message.event));
      if (eventId !== null) deps.live?.eventChanged(eventId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log?.warn({ event: message.event, seq: message.seq, code: error.code }, 'sports feed message refused');
      outcome.refused++;
    }
  }
  if (settle) await settleDeskBetsSoon(deps, log);
  return outcome;
}

async function eventOfFeed(deps: SportsDeps, feedId: string): Promise<number | null> {
  const [row] = await deps.db
    .select({ eventId: sportsFeedEvents.eventId })
    .from(sportsFeedEvents)
    .where(eq(sportsFeedEvents.feedId, feedId));
  return row?.eventId ?? null;
}

/** The event's row with this message's sequence taken; undefined when the sequence is not above the last. */
async function takeSequence(deps: SportsDeps, message: FeedMessage) {
  await deps.db.insert(sportsFeedEvents).values({ feedId: message.event }).onConflictDoNothing();
  const [row] = await deps.db
    .update(sportsFeedEvents)
    .set({ lastSeq: message.seq, updatedAt: sql`now()` })
    .where(and(eq(sportsFeedEvents.feedId, message.event), lt(sportsFeedEvents.lastSeq, message.seq)))
    .returning();
  return row;
}

/** One message through the desk; true when bets may now be ready to settle. */
async function applyOne(deps: SportsDeps, message: FeedMessage, eventId: number | null): Promise<boolean> {
  if (message.type === 'event') {
    const { sport, league, home, away, startsAt } = message;
    if (eventId === null) {
      const id = await createDeskEvent(deps.db, FEED_ACTOR, { sport, league, home, away, startsAt });
      await deps.db.update(sportsFeedEvents).set({ eventId: id }).where(eq(sportsFeedEvents.feedId, message.event));
    } else {
      await deps.db
        .update(sportsDeskEvents)
        .set({ league, home, away, startsAt: new Date(startsAt) })
        .where(and(eq(sportsDeskEvents.id, eventId), eq(sportsDeskEvents.status, 'scheduled')));
    }
    return false;
  }
  if (eventId === null) throw new AppError('NOT_FOUND');
  switch (message.type) {
    case 'market':
      await addDeskMarket(deps.db, FEED_ACTOR, eventId, message.market);
      return false;
    case 'odds': {
      const [event] = await deps.db.select().from(sportsDeskEvents).where(eq(sportsDeskEvents.id, eventId));
      if (!event) throw new AppError('NOT_FOUND');
      const { key } = deskMarketOf(event.sport, message.market);
      const [market] = await deps.db
        .select({ id: sportsDeskMarkets.id })
        .from(sportsDeskMarkets)
        .where(and(eq(sportsDeskMarkets.eventId, eventId), eq(sportsDeskMarkets.key, key)));
      if (!market) throw new AppError('NOT_FOUND');
      await setDeskOdds(deps.db, FEED_ACTOR, market.id, message.market);
      return false;
    }
    case 'score':
      await kickedOff(deps, eventId);
      await deps.db
        .update(sportsFeedEvents)
        .set({ homeScore: message.home, awayScore: message.away, clock: message.clock ?? null })
        .where(eq(sportsFeedEvents.feedId, message.event));
      return false;
    case 'result': {
      await kickedOff(deps, eventId);
      const { home, away, maps } = message;
      const resultId = await enterDeskResult(deps.db, FEED_ACTOR, eventId, { home, away, maps });
      if (deps.config.feed.resultsNeedApproval) return false;
      await approveDeskResult(deps.db, FEED_ACTOR, resultId, { feed: true });
      return true;
    }
    case 'cancel':
      await cancelDeskEvent(deps.db, FEED_ACTOR, eventId);
      return true;
  }
}

/** A score or a result means the match has started: it starts now if its start was still ahead (bets are in-play from then on). */
async function kickedOff(deps: SportsDeps, eventId: number): Promise<void> {
  const [event] = await deps.db.select().from(sportsDeskEvents).where(eq(sportsDeskEvents.id, eventId));
  if (event && event.startsAt.getTime() > Date.now() && (event.status === 'scheduled' || event.status === 'suspended'))
    await startDeskEvent(deps.db, FEED_ACTOR, eventId);
}
