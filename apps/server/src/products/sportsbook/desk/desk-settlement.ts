import { MAX_SETTLE_ITEMS } from '@fortuna/contracts/seamless';
import { type LegOutcome, parseMarketKey, type Score, settleLeg } from '@fortuna/games/sportsbook/settlement';
import { payoutOfBet } from '@fortuna/games/sportsbook/system-bets';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../../db/raw';
import { settleInBatches } from '../../kit/batch-settlement';
import { correctionItem, refundItem, winItem } from '../../kit/bet-wallet';
import type { SettleBatchItem } from '../../kit/seamless-client';
import { notifyBets } from '../live/sports-live';
import {
  sportsBetLegs,
  sportsBets,
  sportsDeskEvents,
  sportsDeskMarkets,
  sportsDeskResults,
} from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import { claimBets, recordSettlements } from './desk-settlement.repo';

type BetRow = typeof sportsBets.$inferSelect;
/** Bets decided, claimed, paid (one settle-batch call) and recorded together. */
const BATCH = Math.min(5_000, MAX_SETTLE_ITEMS);

export interface Decision {
  bet: Candidate;
  version: number;
  payout: bigint;
  allVoid: boolean;
  legResults: { legId: number; result: LegOutcome }[];
}

/**
 * Settles desk bets whose every leg is decided (its event finished with an approved result, cancelled, or its
 * market void), exactly once per (bet, result version): the version of a bet is the sum of its events' approved
 * result versions, so an approved correction raises it and the bet is settled again by the difference.
 *
 * Set-based, a batch of bets at a time in bet id order (ADR 0018, 0026): the batch is decided in memory from
 * its legs and results, then claimed with one compare-and-set (`settling`, with the version and payout) so a
 * cash-out cannot take a bet, then paid in one settle-batch call with ids fixed per (bet, version): the first
 * time a win `${bet}-win` ending the round (0 for a loss) or, every leg void, a rollback of the stake; a
 * correction an `adjust` `${bet}-v${version}` of the difference, paid or taken back. The bets the wallet
 * answered OK are written settled with their rows of `sports_desk_settlements` in one statement. A claim left
 * by a crash is finished by the next pass with the same ids; a take-back the wallet refuses (the member spent
 * the money) stays claimed and is tried again by every pass.
 *
 * Only events whose settle generation is ahead of the one last settled are read (ADR 0040): a trigger raises it
 * when a result is approved or corrected, the event cancelled or a market voided. Each such event's bets are
 * walked by bet id, then the bets left claimed; the event is then marked settled at the generation read, unless
 * one of its bets was still being placed when the pass began (it is read again next pass).
 */
export async function settleDeskBets(deps: SportsDeps, log?: FastifyBaseLogger): Promise<number> {
  const due = await dueEvents(deps);
  let settled = 0;
  for (const event of due) settled += await settleSome(deps, log, (after) => readyBets(deps, after, event.id));
  settled += await settleSome(deps, log, (after) => readyBets(deps, after, null));
  await markSettled(
    deps,
    due.filter((event) => event.quiet),
  );
  return settled;
}

/**
 * Batches paid at once (ADR 0046): each its own wallet transaction. Batches walk bets by id, so two may share a
 * member, whose wallet the second waits for (accounts are locked in id order); the rest of their work overlaps.
 */
const DESK_SETTLE_IN_FLIGHT = 2;

/** Batches of bets read by `read`, decided, claimed, paid and recorded; while one is paid the next is prepared. */
function settleSome(deps: SportsDeps, log: FastifyBaseLogger | undefined, read: (after: string) => Promise<Ready[]>) {
  return settleInBatches(
    (after) => prepare(deps, read, after),
    async (mine) => {
      const paid = await pay(deps, mine, log);
      const settled = await recordSettlements(deps.db, paid);
      await notifyBets(
        deps,
        paid.map((p) => p.decision.bet.id),
      ).catch(() => undefined);
      return { settled };
    },
    DESK_SETTLE_IN_FLIGHT,
  );
}

interface DueEvent {
  id: number;
  generation: number;
  /** No bet on it was still being placed (`pending`, `accepting`) when the pass began. */
  quiet: boolean;
}

/** Events whose settle generation is ahead of the one settled (a result, a correction, a cancellation, a void). */
async function dueEvents(deps: SportsDeps): Promise<DueEvent[]> {
  const rows = await queryRows(
    deps.db,
    sql`select e.id, e.settle_generation,
               not exists (select 1 from ${sportsBetLegs} l join ${sportsBets} b on b.id = l.bet_id
                           where l.event_id = e.id and b.status in ('pending', 'accepting')) as quiet
        from ${sportsDeskEvents} e
        where e.settle_generation > e.settled_generation
        order by e.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    generation: Number(row.settle_generation),
    quiet: row.quiet === true || row.quiet === 't',
  }));
}

/** Marks events settled at the generation the pass read (a later change keeps them due). */
async function markSettled(deps: SportsDeps, events: DueEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(events.map((e) => ({ id: e.id, generation: e.generation })));
  await deps.db.execute(
    sql`update ${sportsDeskEvents} e set settled_generation = x.generation
        from jsonb_to_recordset(${rows}::jsonb) as x(id bigint, generation integer)
        where e.id = x.id and e.settled_generation < x.generation`,
  );
}

type Ready = { bet: Candidate; legs: LegRow[] };

/** The batch after `after`: read, decided and claimed; null when nothing is left. */
async function prepare(
  deps: SportsDeps,
  read: (after: string) => Promise<Ready[]>,
  after: string,
): Promise<{ last: string; batch: Decision[] } | null> {
  const bets = await read(after);
  const last = bets.at(-1);
  if (!last) return null;
  const decisions = await decide(deps, bets);
  const claimed = new Set(
    await claimBets(
      deps.db,
      decisions.filter((d) => d.bet.status !== 'settling'),
    ),
  );
  return { last: last.bet.id, batch: decisions.filter((d) => d.bet.status === 'settling' || claimed.has(d.bet.id)) };
}

/** What settlement reads of a bet. */
export interface Candidate {
  id: string;
  status: BetRow['status'];
  stakeMinor: bigint;
  maxPayoutMinor: bigint;
  payoutMinor: bigint | null;
  settledVersion: number | null;
  claimVersion: number | null;
  claimPayoutMinor: bigint | null;
  systemSizes: number[] | null;
}

/** A system bet's sizes as the driver answers jsonb (parsed, or text on some drivers). */
function systemSizesOf(value: unknown): number[] | null {
  if (value === null || value === undefined) return null;
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : null;
}

/** An approved result as settlement reads it: the score, maps, half-time score and an outright's winners. */
export function scoreOfResult(result: typeof sportsDeskResults.$inferSelect): Score {
  const half =
    result.halfHome !== null && result.halfAway !== null ? { home: result.halfHome, away: result.halfAway } : null;
  return { home: result.home, away: result.away, maps: result.maps, half, winners: result.winners ?? undefined };
}

const big = (value: unknown) => (value === null || value === undefined ? null : BigInt(String(value)));
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The next batch after `after` (by id) of desk bets to settle, with their legs, in one statement: with an event,
 * its open or settled bets with every leg decided and a result version above the one settled; without, the claims
 * left unfinished (`settling`).
 */
async function readyBets(deps: SportsDeps, after: string, eventId: number | null): Promise<Ready[]> {
  const candidates =
    eventId === null
      ? sql`select b.id from ${sportsBets} b where b.status = 'settling' and b.book = 'desk' and b.id > ${after}`
      : sql`select l.bet_id as id from ${sportsBetLegs} l where l.event_id = ${eventId} and l.bet_id > ${after}`;
  const rows = await queryRows(
    deps.db,
    sql`with batch as (
          select b.id, b.status, b.stake_minor, b.max_payout_minor, b.payout_minor, b.settled_version,
                 b.claim_version, b.claim_payout_minor, b.system_sizes
          from (${candidates}) c
          join ${sportsBets} b on b.id = c.id
          cross join lateral (
            select coalesce(sum(e.result_version), 0) as version,
                   bool_and(e.status = 'cancelled' or m.status = 'void' or e.result_version > 0) as ready
            from ${sportsBetLegs} l join ${sportsDeskEvents} e on e.id = l.event_id
            left join ${sportsDeskMarkets} m on m.event_id = l.event_id and m.key = l.market_key
            where l.bet_id = b.id) x
          where b.book = 'desk'
            and (b.status = 'settling'
                 or (b.status in ('open', 'won', 'lost') and x.ready
                     and (b.settled_version is null or b.settled_version < x.version)))
          order by c.id
          limit ${BATCH})
        select batch.*, l.id as leg_id, l.event_id, l.market_key, l.selection, l.odds,
               e.status as event_status, e.result_version, m.status as market_status
        from batch
        join ${sportsBetLegs} l on l.bet_id = batch.id
        join ${sportsDeskEvents} e on e.id = l.event_id
        left join ${sportsDeskMarkets} m on m.event_id = l.event_id and m.key = l.market_key
        order by batch.id, l.id`,
  );
  const bets = new Map<string, { bet: Candidate; legs: LegRow[] }>();
  for (const row of rows) {
    const id = String(row.id);
    let entry = bets.get(id);
    if (!entry) {
      entry = {
        bet: {
          id,
          status: row.status as BetRow['status'],
          stakeMinor: BigInt(String(row.stake_minor)),
          maxPayoutMinor: BigInt(String(row.max_payout_minor)),
          payoutMinor: big(row.payout_minor),
          settledVersion: int(row.settled_version),
          claimVersion: int(row.claim_version),
          claimPayoutMinor: big(row.claim_payout_minor),
          systemSizes: systemSizesOf(row.system_sizes),
        },
        legs: [],
      };
      bets.set(id, entry);
    }
    entry.legs.push({
      id: Number(row.leg_id),
      eventId: Number(row.event_id),
      marketKey: String(row.market_key),
      selection: String(row.selection),
      odds: BigInt(String(row.odds)),
      eventStatus: String(row.event_status),
      resultVersion: Number(row.result_version),
      marketStatus: row.market_status === null ? null : String(row.market_status),
    });
  }
  return [...bets.values()];
}

interface LegRow {
  id: number;
  eventId: number;
  marketKey: string;
  selection: string;
  odds: bigint;
  eventStatus: string;
  resultVersion: number;
  marketStatus: string | null;
}

async function decide(deps: SportsDeps, bets: { bet: Candidate; legs: LegRow[] }[]): Promise<Decision[]> {
  const eventIds = [...new Set(bets.flatMap((b) => b.legs.map((l) => l.eventId)))];
  const results =
    eventIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(sportsDeskResults)
          .where(and(inArray(sportsDeskResults.eventId, eventIds), eq(sportsDeskResults.status, 'approved')));
  const resultOf = new Map(results.map((r) => [`${r.eventId}:${r.version}`, r]));
  return bets.map(({ bet, legs: own }) => {
    const legResults = own.map((leg) => {
      const result = resultOf.get(`${leg.eventId}:${leg.resultVersion}`);
      const market = parseMarketKey(leg.marketKey);
      const decided: LegOutcome =
        leg.eventStatus === 'cancelled' || leg.marketStatus === 'void' || !result || !market
          ? 'void'
          : settleLeg(market, leg.selection, scoreOfResult(result));
      return { legId: leg.id, result: decided, odds: leg.odds };
    });
    const version = own.reduce((sum, l) => sum + l.resultVersion, 0);
    const allVoid = legResults.every((l) => l.result === 'void');
    return {
      bet,
      version: bet.status === 'settling' ? (bet.claimVersion ?? version) : version,
      payout:
        bet.status === 'settling' && bet.claimPayoutMinor !== null
          ? bet.claimPayoutMinor
          : allVoid
            ? bet.stakeMinor
            : payoutOfBet(bet.stakeMinor, legResults, bet.systemSizes, bet.maxPayoutMinor),
      allVoid,
      legResults: legResults.map(({ legId, result }) => ({ legId, result })),
    };
  });
}

export interface Paid {
  decision: Decision;
  status: 'won' | 'lost' | 'void';
  delta: bigint;
  transactionId: string | null;
}

/** Sends the claimed bets' wallet items in one settle-batch call; answers those the wallet applied. */
async function pay(deps: SportsDeps, decisions: Decision[], log?: FastifyBaseLogger): Promise<Paid[]> {
  const paid: Paid[] = [];
  const sent: { paid: Paid; item: SettleBatchItem }[] = [];
  for (const decision of decisions) {
    const { bet, version, payout, allVoid } = decision;
    const first = bet.settledVersion === null;
    const delta = payout - (first ? 0n : (bet.payoutMinor ?? 0n));
    const item = walletItem(bet.id, version, first, allVoid, payout, delta);
    const status = first && allVoid ? 'void' : payout > 0n ? 'won' : 'lost';
    const entry = { decision, status, delta, transactionId: item?.transactionId ?? null } as const;
    if (item) sent.push({ paid: entry, item });
    else paid.push(entry);
  }
  if (sent.length === 0) return paid;
  const answer = await deps.wallet.settle(sent.map((s) => s.item));
  for (const [i, { paid: entry }] of sent.entries()) {
    const code = answer.items[i]?.code;
    if (code === 'OK') paid.push(entry);
    else log?.warn({ betId: entry.decision.bet.id, code }, 'sportsbook desk settlement refused by the wallet');
  }
  return paid;
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

const passes = new WeakMap<SportsDeps, { running: Promise<number>; queued: Promise<number> | null }>();

/**
 * Settlement as the server triggers it (an approval, a void, a cancellation, a feed result, the repair pass):
 * one pass at a time per node; a call while a pass runs waits for one more pass after it (which sees what the
 * caller changed), however many calls came meanwhile. Passes on several nodes stay safe (claims).
 */
export function settleDeskBetsSoon(deps: SportsDeps, log?: FastifyBaseLogger): Promise<number> {
  const state = passes.get(deps);
  if (!state) return launch(deps, log);
  state.queued ??= state.running.then(
    () => launch(deps, log),
    () => launch(deps, log),
  );
  return state.queued;
}

function launch(deps: SportsDeps, log?: FastifyBaseLogger): Promise<number> {
  const running: Promise<number> = settleDeskBets(deps, log).finally(() => {
    if (passes.get(deps)?.running === running) passes.delete(deps);
  });
  passes.set(deps, { running, queued: null });
  return running;
}
