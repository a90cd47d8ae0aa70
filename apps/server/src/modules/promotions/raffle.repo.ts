import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import type { RaffleSource } from '@fortuna/contracts/raffle';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { accounts, promoRaffleEntries, promoRaffles, promoRaffleWinners } from '../../db/schema/index';

export type RaffleRow = typeof promoRaffles.$inferSelect;
export type RaffleWinnerRow = typeof promoRaffleWinners.$inferSelect;

export async function insertRaffleOnce(db: DbOrTx, values: typeof promoRaffles.$inferInsert): Promise<void> {
  await db.insert(promoRaffles).values(values).onConflictDoNothing();
}

export async function findRaffle(db: DbOrTx, promotionId: number): Promise<RaffleRow | undefined> {
  const [row] = await db.select().from(promoRaffles).where(eq(promoRaffles.promotionId, promotionId));
  return row;
}

/** The raffle row locked for its draw. */
export async function lockRaffle(db: DbOrTx, promotionId: number): Promise<RaffleRow | undefined> {
  const [row] = await db.select().from(promoRaffles).where(eq(promoRaffles.promotionId, promotionId)).for('update');
  return row;
}

export async function markDrawn(
  db: DbOrTx,
  promotionId: number,
  values: { clientSeed: string; totalTickets: number; drawnAt: Date },
): Promise<void> {
  await db
    .update(promoRaffles)
    .set(values)
    .where(and(eq(promoRaffles.promotionId, promotionId), isNull(promoRaffles.drawnAt)));
}

export interface RaffleTotal {
  accountId: number;
  countedMinor: bigint;
}

/**
 * Every real member's credited deposits (decided in the window) or valid bet (stakes of settled real-money
 * rounds closed in the window that did not pay back exactly the stake), by member, lowest account id first.
 */
export async function raffleTotals(
  db: DbOrTx,
  query: { merchantId: number; source: RaffleSource; start: Date; end: Date },
): Promise<RaffleTotal[]> {
  const start = query.start.toISOString();
  const end = query.end.toISOString();
  const totals =
    query.source === 'deposit'
      ? sql`select d.account_id, sum(d.amount_minor) as counted from deposit_orders d
            where d.merchant_id = ${query.merchantId} and d.status = 'credited'
              and d.decided_at >= ${start}::timestamptz and d.decided_at < ${end}::timestamptz
            group by d.account_id`
      : sql`select r.account_id, sum(r.stake_minor) as counted from vendor_rounds r
            where r.merchant_id = ${query.merchantId} and r.status = 'settled' and not r.is_trial
              and r.payout_minor <> r.stake_minor
              and r.closed_at >= ${start}::timestamptz and r.closed_at < ${end}::timestamptz
            group by r.account_id`;
  const rows = await queryRows(
    db,
    sql`select t.account_id, t.counted::text as counted from (${totals}) t
        join accounts a on a.id = t.account_id
        where a.type <> ${ACCOUNT_TYPE.TRIAL} order by t.account_id`,
  );
  return rows.map((row) => ({ accountId: Number(row.account_id), countedMinor: BigInt(String(row.counted)) }));
}

export async function insertEntries(db: DbOrTx, rows: (typeof promoRaffleEntries.$inferInsert)[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 1000)
    await db.insert(promoRaffleEntries).values(rows.slice(index, index + 1000));
}

/** The frozen ticket list of a drawn raffle, in draw order, with usernames. */
export function findEntries(db: DbOrTx, promotionId: number) {
  return db
    .select({
      accountId: promoRaffleEntries.accountId,
      tickets: promoRaffleEntries.tickets,
      countedMinor: promoRaffleEntries.countedMinor,
      username: accounts.username,
    })
    .from(promoRaffleEntries)
    .innerJoin(accounts, eq(accounts.id, promoRaffleEntries.accountId))
    .where(eq(promoRaffleEntries.promotionId, promotionId))
    .orderBy(asc(promoRaffleEntries.position));
}

export async function findEntryOf(db: DbOrTx, promotionId: number, accountId: number) {
  const [row] = await db
    .select()
    .from(promoRaffleEntries)
    .where(and(eq(promoRaffleEntries.promotionId, promotionId), eq(promoRaffleEntries.accountId, accountId)));
  return row;
}

export async function insertWinner(
  db: DbOrTx,
  values: typeof promoRaffleWinners.$inferInsert,
): Promise<RaffleWinnerRow | undefined> {
  const [row] = await db.insert(promoRaffleWinners).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setWinnerClaim(db: DbOrTx, promotionId: number, accountId: number, claimId: number) {
  await db
    .update(promoRaffleWinners)
    .set({ claimId })
    .where(and(eq(promoRaffleWinners.promotionId, promotionId), eq(promoRaffleWinners.accountId, accountId)));
}

/** A raffle's winners by position, with usernames. */
export function findWinners(db: DbOrTx, promotionId: number) {
  return db
    .select({ winner: promoRaffleWinners, username: accounts.username })
    .from(promoRaffleWinners)
    .innerJoin(accounts, eq(accounts.id, promoRaffleWinners.accountId))
    .where(eq(promoRaffleWinners.promotionId, promotionId))
    .orderBy(asc(promoRaffleWinners.position));
}
