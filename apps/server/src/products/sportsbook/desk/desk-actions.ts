import type {
  CreateDeskEvent,
  CreateDeskOutright,
  DeskMarketInput,
  DeskResultInput,
} from '@fortuna/contracts/sportsbook-desk';
import { OUTRIGHT_MARKET, parseMarketKey, selectionsOf } from '@fortuna/games/sportsbook/settlement';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { type Actor, recordAudit } from '../../../modules/audit/audit.service';
import { sportsDeskEvents, sportsDeskMarkets, sportsDeskResults } from '../sportsbook.schema';
import { deskMarketOf, outrightSelections, pricedSelections } from './desk-markets';

type EventRow = typeof sportsDeskEvents.$inferSelect;
type MarketRow = typeof sportsDeskMarkets.$inferSelect;

/**
 * What staff do at the trading desk, each in one transaction with its audit entry (`sports.*`): create an
 * event and its markets, set odds, suspend or resume, void a market, cancel an event, enter a result and
 * approve it (by another staff member) or reject it. Settlement follows an approval (desk-settlement.ts).
 */
export async function createDeskEvent(db: Db, actor: Actor, input: CreateDeskEvent): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sportsDeskEvents)
      .values({ ...input, startsAt: new Date(input.startsAt) })
      .returning();
    if (!row) throw new Error('event not stored');
    await audit(tx, actor, 'sports.event.create', row.id, null, input);
    return row.id;
  });
}

export async function addDeskMarket(db: Db, actor: Actor, eventId: number, input: DeskMarketInput): Promise<number> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status === 'finished' || event.status === 'cancelled') throw new AppError('SPORTS_DESK_STATE');
    if (event.kind === 'outright') throw new AppError('SPORTS_DESK_BAD_MARKET');
    const market = deskMarketOf(event.sport, input);
    const [row] = await tx
      .insert(sportsDeskMarkets)
      .values({ eventId, key: market.key, selections: market.selections })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, actor, 'sports.market.create', row.id, null, { eventId, ...market });
    return row.id;
  });
}

/**
 * New prices for a market; placement holds the market row while it checks, so a bet sees old or new. Answers the
 * market's event (as do the other market actions), for the live message.
 */
export async function setDeskOdds(
  db: Db,
  actor: Actor,
  marketId: number,
  input: { prices: DeskMarketInput['prices']; marginBp?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.status === 'void') throw new AppError('SPORTS_DESK_STATE');
    await openEventOf(tx, market.eventId);
    const spec = parseMarketKey(market.key);
    if (!spec) throw new AppError('SPORTS_DESK_BAD_MARKET');
    const codes = spec.kind === OUTRIGHT_MARKET ? market.selections.map((s) => s.code) : selectionsOf(spec);
    const priced = pricedSelections(codes, input.prices, input.marginBp);
    const selections = priced.map((s) => ({ ...market.selections.find((old) => old.code === s.code), ...s }));
    await tx.update(sportsDeskMarkets).set({ selections }).where(eq(sportsDeskMarkets.id, marketId));
    await audit(tx, actor, 'sports.market.odds', marketId, market.selections, selections);
    return market.eventId;
  });
}

export async function setDeskMarketStatus(
  db: Db,
  actor: Actor,
  marketId: number,
  status: 'open' | 'suspended',
): Promise<number> {
  return db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.status === 'void') throw new AppError('SPORTS_DESK_STATE');
    await openEventOf(tx, market.eventId, true);
    await tx
      .update(sportsDeskMarkets)
      .set(status === 'suspended' ? { status, suspendedAt: SUSPENDED_NOW } : { status })
      .where(eq(sportsDeskMarkets.id, marketId));
    await audit(
      tx,
      actor,
      `sports.market.${status === 'open' ? 'resume' : 'suspend'}`,
      marketId,
      market.status,
      status,
    );
    return market.eventId;
  });
}

export async function setDeskEventStatus(
  db: Db,
  actor: Actor,
  eventId: number,
  status: 'open' | 'suspended',
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status !== 'scheduled' && event.status !== 'suspended') throw new AppError('SPORTS_DESK_STATE');
    const next = status === 'open' ? 'scheduled' : 'suspended';
    await tx
      .update(sportsDeskEvents)
      .set(next === 'suspended' ? { status: next, suspendedAt: SUSPENDED_NOW } : { status: next })
      .where(eq(sportsDeskEvents.id, eventId));
    await audit(tx, actor, `sports.event.${status === 'open' ? 'resume' : 'suspend'}`, eventId, event.status, next);
  });
}

/** Marks an event as kicked off now (when it starts earlier than planned): bets are in-play from then on, results may follow. */
export async function startDeskEvent(db: Db, actor: Actor, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status !== 'scheduled' && event.status !== 'suspended') throw new AppError('SPORTS_DESK_STATE');
    if (event.startsAt.getTime() <= Date.now()) throw new AppError('SPORTS_DESK_STATE');
    const startsAt = new Date();
    await tx.update(sportsDeskEvents).set({ startsAt }).where(eq(sportsDeskEvents.id, eventId));
    await audit(tx, actor, 'sports.event.start', eventId, event.startsAt, startsAt);
  });
}

/** Voids a market before its event has a result: its legs count 1.00 (a single is refunded). */
export async function voidDeskMarket(db: Db, actor: Actor, marketId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (market.status === 'void') throw new AppError('SPORTS_DESK_STATE');
    await openEventOf(tx, market.eventId, true);
    await tx.update(sportsDeskMarkets).set({ status: 'void' }).where(eq(sportsDeskMarkets.id, marketId));
    await audit(tx, actor, 'sports.market.void', marketId, market.status, 'void');
    return market.eventId;
  });
}

/** Cancels an event that has no result: every market void, so its open bets are voided once by settlement. */
export async function cancelDeskEvent(db: Db, actor: Actor, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status === 'finished' || event.status === 'cancelled') throw new AppError('SPORTS_DESK_STATE');
    await tx.update(sportsDeskEvents).set({ status: 'cancelled' }).where(eq(sportsDeskEvents.id, eventId));
    await tx.update(sportsDeskMarkets).set({ status: 'void' }).where(eq(sportsDeskMarkets.eventId, eventId));
    await audit(tx, actor, 'sports.event.cancel', eventId, event.status, 'cancelled');
  });
}

/** A result (first or a correction) waiting for a second staff member's approval. */
export async function enterDeskResult(db: Db, actor: Actor, eventId: number, input: DeskResultInput): Promise<number> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status === 'cancelled') throw new AppError('SPORTS_DESK_STATE');
    if (event.startsAt.getTime() > Date.now()) throw new AppError('SPORTS_DESK_STATE');
    // An outright is decided by its winners (codes of its contenders); a match by its score.
    const outright = event.kind === 'outright';
    if (outright !== (input.winners !== undefined)) throw new AppError('SPORTS_DESK_BAD_RESULT');
    if (outright && input.half) throw new AppError('SPORTS_DESK_BAD_RESULT');
    if (input.winners && !(await contendersOf(tx, eventId, input.winners)))
      throw new AppError('SPORTS_DESK_BAD_RESULT');
    const { half, winners, ...score } = input;
    if (half && (half.home > score.home || half.away > score.away)) throw new AppError('SPORTS_DESK_BAD_RESULT');
    const [row] = await tx
      .insert(sportsDeskResults)
      .values({
        eventId,
        ...score,
        halfHome: half?.home ?? null,
        halfAway: half?.away ?? null,
        winners: winners ? [...new Set(winners)] : null,
        enteredBy: actor.staffId,
        enteredByName: actor.username,
      })
      .returning();
    if (!row) throw new Error('result not stored');
    await audit(tx, actor, 'sports.result.enter', row.id, null, { eventId, ...input });
    return row.id;
  });
}

/**
 * Approves a pending result: it becomes the event's next result version (a correction when one was approved
 * before) and the event is finished. The staff member who entered it cannot approve it.
 */
export async function approveDeskResult(
  db: Db,
  actor: Actor,
  resultId: number,
  /** A feed's result the merchant lets settle without a second staff member (the feed approves its own). */
  options: { feed?: boolean } = {},
): Promise<{ eventId: number }> {
  return db.transaction(async (tx) => {
    const result = await pendingResult(tx, resultId);
    if (result.enteredBy === actor.staffId && !options.feed) throw new AppError('SPORTS_DESK_SAME_STAFF');
    const event = await lockEvent(tx, result.eventId);
    if (event.status === 'cancelled') throw new AppError('SPORTS_DESK_STATE');
    const [latest] = await tx
      .select({ version: max(sportsDeskResults.version) })
      .from(sportsDeskResults)
      .where(eq(sportsDeskResults.eventId, event.id));
    const version = (latest?.version ?? 0) + 1;
    await tx
      .update(sportsDeskResults)
      .set({
        status: 'approved',
        version,
        approvedBy: actor.staffId,
        approvedByName: actor.username,
        decidedAt: new Date(),
      })
      .where(eq(sportsDeskResults.id, resultId));
    await tx
      .update(sportsDeskEvents)
      .set({ status: 'finished', resultVersion: version })
      .where(eq(sportsDeskEvents.id, event.id));
    await audit(tx, actor, 'sports.result.approve', resultId, null, { eventId: event.id, version });
    return { eventId: event.id };
  });
}

export async function rejectDeskResult(db: Db, actor: Actor, resultId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const result = await pendingResult(tx, resultId);
    await tx
      .update(sportsDeskResults)
      .set({ status: 'rejected', approvedBy: actor.staffId, approvedByName: actor.username, decidedAt: new Date() })
      .where(eq(sportsDeskResults.id, resultId));
    await audit(tx, actor, 'sports.result.reject', resultId, null, { eventId: result.eventId });
  });
}

/** Whether every winner named is a contender of the outright. */
async function contendersOf(tx: DbOrTx, eventId: number, winners: readonly string[]): Promise<boolean> {
  const [market] = await tx
    .select()
    .from(sportsDeskMarkets)
    .where(and(eq(sportsDeskMarkets.eventId, eventId), eq(sportsDeskMarkets.key, OUTRIGHT_MARKET)));
  return !!market && winners.every((code) => market.selections.some((s) => s.code === code));
}

/**
 * Creates an outright (a competition's winner): an event of kind outright titled `title`, its one market `win`
 * with a selection per contender (`t1`, `t2`, … with its name), betting until `closesAt`.
 */
export async function createDeskOutright(db: Db, actor: Actor, input: CreateDeskOutright): Promise<number> {
  const names = input.contenders.map((c) => c.name.toLocaleLowerCase());
  if (new Set(names).size !== names.length) throw new AppError('SPORTS_DESK_BAD_MARKET');
  const selections = outrightSelections(input.contenders);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sportsDeskEvents)
      .values({
        kind: 'outright',
        sport: input.sport,
        league: input.league,
        home: input.title,
        away: '',
        startsAt: new Date(input.closesAt),
      })
      .returning();
    if (!row) throw new Error('outright not stored');
    await tx.insert(sportsDeskMarkets).values({ eventId: row.id, key: OUTRIGHT_MARKET, selections });
    await audit(tx, actor, 'sports.outright.create', row.id, null, input);
    return row.id;
  });
}

async function pendingResult(tx: DbOrTx, resultId: number) {
  const [result] = await tx.select().from(sportsDeskResults).where(eq(sportsDeskResults.id, resultId)).for('update');
  if (!result) throw new AppError('NOT_FOUND');
  if (result.status !== 'pending') throw new AppError('SPORTS_DESK_STATE');
  return result;
}

async function lockEvent(tx: DbOrTx, eventId: number): Promise<EventRow> {
  const [event] = await tx.select().from(sportsDeskEvents).where(eq(sportsDeskEvents.id, eventId)).for('update');
  if (!event) throw new AppError('NOT_FOUND');
  return event;
}

async function lockMarket(tx: DbOrTx, marketId: number): Promise<MarketRow> {
  const [market] = await tx.select().from(sportsDeskMarkets).where(eq(sportsDeskMarkets.id, marketId)).for('update');
  if (!market) throw new AppError('NOT_FOUND');
  return market;
}

/** The market's event must still take changes: not finished or cancelled (suspended is fine when allowed). */
async function openEventOf(tx: DbOrTx, eventId: number, suspendedToo = true): Promise<void> {
  const [event] = await tx
    .select({ status: sportsDeskEvents.status })
    .from(sportsDeskEvents)
    .where(
      and(
        eq(sportsDeskEvents.id, eventId),
        inArray(sportsDeskEvents.status, suspendedToo ? ['scheduled', 'suspended'] : ['scheduled']),
      ),
    );
  if (!event) throw new AppError('SPORTS_DESK_STATE');
}

/** A suspension's time: the statement's clock, so it is later than any bet that committed before it took the lock. */
const SUSPENDED_NOW = sql`clock_timestamp()`;

function audit(tx: DbOrTx, actor: Actor, action: string, targetId: number, before: unknown, after: unknown) {
  return recordAudit(tx, actor, { action, targetType: 'sports', targetId, merchantId: null, before, after });
}
