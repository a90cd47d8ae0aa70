import { MAX_SETTLE_ITEMS } from '@fortuna/contracts/seamless';
import { type LegOutcome, parseMarketKey, settleSelection } from '@fortuna/games/sportsbook/settlement';
import { payoutOfBet } from '@fortuna/games/sportsbook/system-bets';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { refundItem, winItem } from '../kit/bet-wallet';
import type { SettleBatchItem } from '../kit/seamless-client';
import { notifyBets } from './live/sports-live';
import { sportsBetLegs, sportsBets, sportsEvents, sportsRounds } from './sportsbook.schema';
import type { SportsDeps } from './sportsbook-deps';

/** A stake unanswered this long is refunded (the wallet refuses the late stake once rolled back). */
const PENDING_REFUND_MS = 60_000;
const BATCH = Math.min(100, MAX_SETTLE_ITEMS);

interface Decision {
  betId: string;
  status: 'won' | 'lost' | 'void';
  payout: bigint;
  legResults: { legId: number; result: LegOutcome }[];
  item: SettleBatchItem;
}

/**
 * Settles every open bet whose legs' rounds are all over (finished or void), in batches: each bet's result
 * is decided from the stored scores, sent to the wallet with ids fixed per bet (a win, 0 for a loss; a
 * rollback of the stake when every leg is void), and written only over `open`. A crash between the two is
 * repaired by the next pass: the same ids are answered as repeats, so each bet is paid exactly once.
 * Returns the number of bets settled by this pass.
 */
export async function settleReadyBets(deps: SportsDeps, log?: FastifyBaseLogger): Promise<number> {
  let settledCount = 0;
  for (;;) {
    const ready = await deps.db
      .select({ bet: sportsBets })
      .from(sportsBets)
      .where(
        and(
          eq(sportsBets.status, 'open'),
          eq(sportsBets.book, 'virtual'),
          sql`not exists (select 1 from ${sportsBetLegs} l join ${sportsEvents} e on e.id = l.event_id join ${sportsRounds} r on r.id = e.round_id where l.bet_id = ${sportsBets.id} and r.status not in ('finished', 'void'))`,
        ),
      )
      .orderBy(sportsBets.placedAt)
      .limit(BATCH);
    if (ready.length === 0) return settledCount;
    const decisions = await decide(
      deps,
      ready.map((r) => r.bet),
    );
    const answer = await deps.wallet.settle(decisions.map((d) => d.item));
    let progressed = 0;
    const recorded: string[] = [];
    for (const [i, decision] of decisions.entries()) {
      const code = answer.items[i]?.code;
      if (code !== 'OK') {
        log?.warn({ betId: decision.betId, code }, 'sportsbook settlement refused by the wallet');
        continue;
      }
      if (await record(deps, decision)) {
        settledCount++;
        recorded.push(decision.betId);
      }
      progressed++;
    }
    await notifyBets(deps, recorded).catch(() => undefined);
    if (progressed === 0) return settledCount;
  }
}

async function decide(deps: SportsDeps, bets: (typeof sportsBets.$inferSelect)[]): Promise<Decision[]> {
  const legs = await deps.db
    .select({ leg: sportsBetLegs, event: sportsEvents, roundStatus: sportsRounds.status })
    .from(sportsBetLegs)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .innerJoin(sportsRounds, eq(sportsRounds.id, sportsEvents.roundId))
    .where(
      inArray(
        sportsBetLegs.betId,
        bets.map((b) => b.id),
      ),
    );
  return bets.map((bet) => {
    const legResults = legs
      .filter((l) => l.leg.betId === bet.id)
      .map(({ leg, event, roundStatus }) => {
        const market = parseMarketKey(leg.marketKey);
        const played = roundStatus === 'finished' && event.homeGoals !== null && event.awayGoals !== null;
        const result: LegOutcome =
          played && market
            ? settleSelection(market, leg.selection, { home: event.homeGoals ?? 0, away: event.awayGoals ?? 0 })
            : 'void';
        return { legId: leg.id, result, odds: leg.odds };
      });
    const allVoid = legResults.every((l) => l.result === 'void');
    const payout = allVoid
      ? bet.stakeMinor
      : payoutOfBet(bet.stakeMinor, legResults, bet.systemSizes, bet.maxPayoutMinor);
    const status = allVoid ? 'void' : payout > 0n ? 'won' : 'lost';
    return {
      betId: bet.id,
      status,
      payout,
      legResults: legResults.map(({ legId, result }) => ({ legId, result })),
      item: allVoid ? refundItem(bet.id) : winItem(bet.id, payout),
    };
  });
}

/** Writes a decision the wallet has applied; only over `open`, so a second writer changes nothing. */
async function record(deps: SportsDeps, decision: Decision): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sportsBets)
      .set({ status: decision.status, payoutMinor: decision.payout, settledAt: new Date() })
      .where(and(eq(sportsBets.id, decision.betId), eq(sportsBets.status, 'open')))
      .returning({ id: sportsBets.id });
    if (!row) return false;
    for (const leg of decision.legResults) {
      await tx.update(sportsBetLegs).set({ result: leg.result }).where(eq(sportsBetLegs.id, leg.legId));
    }
    return true;
  });
}

/**
 * Bets whose stake the wallet never answered (a crash or outage at placement): the stake is rolled back (safe
 * if it never arrived) and the bet voided, once a minute has passed. `onlyBetId`: that bet alone (its retry).
 */
export async function refundUnansweredStakes(deps: SportsDeps, onlyBetId?: string): Promise<number> {
  const stale = await deps.db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.status, 'pending'),
        // An in-play bet's stake went out when its delay ended, not when it was placed.
        lt(sql`coalesce(${sportsBets.acceptAt}, ${sportsBets.placedAt})`, new Date(Date.now() - PENDING_REFUND_MS)),
        onlyBetId ? eq(sportsBets.id, onlyBetId) : undefined,
      ),
    )
    .limit(BATCH);
  if (stale.length === 0) return 0;
  const answer = await deps.wallet.settle(stale.map((bet) => refundItem(bet.id)));
  let refunded = 0;
  for (const [i, bet] of stale.entries()) {
    const code = answer.items[i]?.code;
    // REFERENCE_MISMATCH / ROUND_NOT_FOUND: the stake never reached the wallet; nothing to give back.
    if (code === 'OK' || code === 'ROUND_NOT_FOUND' || code === 'TRANSACTION_NOT_FOUND') {
      await deps.db
        .update(sportsBets)
        .set({ status: 'void', payoutMinor: code === 'OK' ? null : 0n, settledAt: new Date() })
        .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'pending')));
      refunded++;
    }
  }
  return refunded;
}
