import { betPayout, type LegResult, parseMarketKey, settleSelection } from '@fortuna/games/sportsbook/settlement';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { correctionItem, refundItem, winItem } from '../../kit/bet-wallet';
import type { SettleBatchItem } from '../../kit/seamless-client';
import {
  sportsBetLegs,
  sportsBets,
  sportsDeskEvents,
  sportsDeskMarkets,
  sportsDeskResults,
  sportsDeskSettlements,
} from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';

type BetRow = typeof sportsBets.$inferSelect;
const BATCH = 100;

interface Decision {
  bet: BetRow;
  version: number;
  payout: bigint;
  allVoid: boolean;
  legResults: { legId: number; result: LegResult }[];
}

/**
 * Settles desk bets whose every leg is decided (its event finished with an approved result, cancelled, or its
 * market void), exactly once per (bet, result version): the version of a bet is the sum of its events' approved
 * result versions, so an approved correction raises it and the bet is settled again by the difference.
 *
 * Each settlement first claims the bet (`settling`, with the version and payout) so a cash-out cannot take it,
 * then sends the wallet an id fixed per (bet, version): the first time a win `${bet}-win` ending the round (0 for
 * a loss) or, when every leg is void, a rollback of the stake; a correction an `adjust` `${bet}-v${version}` of
 * the difference, paid or taken back. Then the claim is written as settled with a row in
 * `sports_desk_settlements`. A claim left by a crash is finished by the next pass with the same ids; a take-back
 * the wallet refuses (the member spent the money) stays claimed and is tried again by every pass.
 */
export async function settleDeskBets(deps: SportsDeps, log?: FastifyBaseLogger): Promise<number> {
  let settled = 0;
  for (;;) {
    const claimed = await deps.db
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.book, 'desk'), eq(sportsBets.status, 'settling')))
      .limit(BATCH);
    // Claims left unfinished first, then what is ready (a claim the wallet keeps refusing blocks nothing else).
    const bets = [...claimed, ...(await readyBets(deps))];
    if (bets.length === 0) return settled;
    let progressed = 0;
    for (const decision of await decide(deps, bets)) {
      if (await settleOne(deps, decision, log)) {
        settled++;
        progressed++;
      }
    }
    if (progressed === 0) return settled;
  }
}

/** Open or settled desk bets with every leg decided and a result version not yet settled. */
async function readyBets(deps: SportsDeps): Promise<BetRow[]> {
  const version = sql<number>`(select coalesce(sum(e.result_version), 0) from ${sportsBetLegs} l join ${sportsDeskEvents} e on e.id = l.event_id where l.bet_id = ${sportsBets.id})`;
  const rows = await deps.db
    .select({ bet: sportsBets })
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.book, 'desk'),
        inArray(sportsBets.status, ['open', 'won', 'lost']),
        sql`not exists (select 1 from ${sportsBetLegs} l join ${sportsDeskEvents} e on e.id = l.event_id left join ${sportsDeskMarkets} m on m.event_id = l.event_id and m.key = l.market_key where l.bet_id = ${sportsBets.id} and not (e.status = 'cancelled' or m.status = 'void' or e.result_version > 0))`,
        sql`(${sportsBets.settledVersion} is null or ${sportsBets.settledVersion} < ${version})`,
      ),
    )
    .orderBy(sportsBets.placedAt)
    .limit(BATCH);
  return rows.map((r) => r.bet);
}

async function decide(deps: SportsDeps, bets: BetRow[]): Promise<Decision[]> {
  const legs = await deps.db
    .select({ leg: sportsBetLegs, event: sportsDeskEvents, marketStatus: sportsDeskMarkets.status })
    .from(sportsBetLegs)
    .innerJoin(sportsDeskEvents, eq(sportsDeskEvents.id, sportsBetLegs.eventId))
    .leftJoin(
      sportsDeskMarkets,
      and(eq(sportsDeskMarkets.eventId, sportsBetLegs.eventId), eq(sportsDeskMarkets.key, sportsBetLegs.marketKey)),
    )
    .where(
      inArray(
        sportsBetLegs.betId,
        bets.map((b) => b.id),
      ),
    );
  const eventIds = [...new Set(legs.map((l) => l.event.id))];
  const results = await deps.db
    .select()
    .from(sportsDeskResults)
    .where(and(inArray(sportsDeskResults.eventId, eventIds), eq(sportsDeskResults.status, 'approved')));
  return bets.map((bet) => {
    const own = legs.filter((l) => l.leg.betId === bet.id);
    const legResults = own.map(({ leg, event, marketStatus }) => {
      const result = results.find((r) => r.eventId === event.id && r.version === event.resultVersion);
      const market = parseMarketKey(leg.marketKey);
      const decided: LegResult =
        event.status === 'cancelled' || marketStatus === 'void' || !result || !market
          ? 'void'
          : settleSelection(market, leg.selection, { home: result.home, away: result.away, maps: result.maps });
      return { legId: leg.id, result: decided, odds: leg.odds };
    });
    const version = own.reduce((sum, l) => sum + l.event.resultVersion, 0);
    const allVoid = legResults.every((l) => l.result === 'void');
    return {
      bet,
      version: bet.status === 'settling' ? (bet.claimVersion ?? version) : version,
      payout:
        bet.status === 'settling' && bet.claimPayoutMinor !== null
          ? bet.claimPayoutMinor
          : allVoid
            ? bet.stakeMinor
            : betPayout(bet.stakeMinor, legResults, bet.maxPayoutMinor),
      allVoid,
      legResults: legResults.map(({ legId, result }) => ({ legId, result })),
    };
  });
}

/** Claims, pays and records one bet's settlement at its version; false when another node has it. */
async function settleOne(deps: SportsDeps, decision: Decision, log?: FastifyBaseLogger): Promise<boolean> {
  const { bet, version, payout } = decision;
  const first = bet.settledVersion === null;
  if (bet.status !== 'settling') {
    const [claim] = await deps.db
      .update(sportsBets)
      .set({ status: 'settling', claimVersion: version, claimPayoutMinor: payout })
      .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, bet.status)))
      .returning({ id: sportsBets.id });
    if (!claim) return false;
  }
  const delta = payout - (first ? 0n : (bet.payoutMinor ?? 0n));
  const item = walletItem(bet.id, version, first, decision.allVoid, payout, delta);
  if (item) {
    const answer = await deps.wallet.settle([item]);
    const code = answer.items[0]?.code;
    if (code !== 'OK') {
      log?.warn({ betId: bet.id, code }, 'sportsbook desk settlement refused by the wallet');
      return false;
    }
  }
  const status = first && decision.allVoid ? 'void' : payout > 0n ? 'won' : 'lost';
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sportsBets)
      .set({
        status,
        payoutMinor: payout,
        settledVersion: version,
        claimVersion: null,
        claimPayoutMinor: null,
        settledAt: new Date(),
      })
      .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'settling'), eq(sportsBets.claimVersion, version)))
      .returning({ id: sportsBets.id });
    if (!row) return false;
    await tx
      .insert(sportsDeskSettlements)
      .values({
        betId: bet.id,
        version,
        payoutMinor: payout,
        deltaMinor: delta,
        transactionId: item?.transactionId ?? null,
      })
      .onConflictDoNothing();
    for (const leg of decision.legResults) {
      await tx.update(sportsBetLegs).set({ result: leg.result }).where(eq(sportsBetLegs.id, leg.legId));
    }
    return true;
  });
}

/**
 * The wallet item of a settlement: first a win ending the round (0 for a loss) or a refund; a correction the
 * difference, paid or taken back (`adjust` of the settled round).
 */
function walletItem(
  betId: string,
  version: number,
  first: boolean,
  allVoid: boolean,
  payout: bigint,
  delta: bigint,
): SettleBatchItem | null {
  if (first) return allVoid ? refundItem(betId) : winItem(betId, payout);
  if (delta === 0n) return null;
  return correctionItem(betId, version, delta, `sports result corrected (version ${version})`);
}
