import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  accounts,
  games,
  type VendorTransactionKind,
  vendorRounds,
  vendorSessions,
  vendors,
  vendorTransactions,
} from '../../db/schema/index';

export type VendorSessionRow = typeof vendorSessions.$inferSelect;
export type VendorRoundRow = typeof vendorRounds.$inferSelect;
export type VendorTransactionRow = typeof vendorTransactions.$inferSelect;

export async function findSessionByToken(db: DbOrTx, vendorId: number, tokenHash: string) {
  const [row] = await db
    .select({ session: vendorSessions, accountStatus: accounts.status, nickname: accounts.nickname })
    .from(vendorSessions)
    .innerJoin(accounts, eq(accounts.id, vendorSessions.accountId))
    .where(and(eq(vendorSessions.vendorId, vendorId), eq(vendorSessions.sessionTokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Exchanges a launch token once: only an unexchanged, unexpired launch of this vendor matches. */
export async function exchangeLaunchToken(
  db: DbOrTx,
  vendorId: number,
  launchTokenHash: string,
  sessionTokenHash: string,
  expiresAt: Date,
): Promise<VendorSessionRow | undefined> {
  const [row] = await db
    .update(vendorSessions)
    .set({ exchangedAt: new Date(), sessionTokenHash, expiresAt })
    .where(
      and(
        eq(vendorSessions.vendorId, vendorId),
        eq(vendorSessions.launchTokenHash, launchTokenHash),
        sql`${vendorSessions.exchangedAt} is null`,
        sql`${vendorSessions.launchExpiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

export async function findGameCode(db: DbOrTx, gameId: number): Promise<string> {
  const [row] = await db.select({ code: games.gameCode }).from(games).where(eq(games.id, gameId)).limit(1);
  return row?.code ?? '';
}

/** The game with its own and its vendor's status as they stand now (read inside the wallet transaction). */
export async function findActiveGame(db: DbOrTx, vendorId: number, gameCode: string) {
  const [row] = await db
    .select({ id: games.id, status: games.status, vendorStatus: vendors.status })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)))
    .limit(1);
  return row;
}

/** The vendor's status as it stands now: a disable refuses its calls even on a node whose cache is older. */
export async function findVendorStatus(db: DbOrTx, vendorId: number) {
  const [row] = await db.select({ status: vendors.status }).from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row?.status;
}

/**
 * Claims a vendor transaction id for this request: the row is inserted, or the earlier row is
 * returned (the caller answers a repeat, a conflict or a rolled-back bet from it).
 */
export async function claimTransaction(
  tx: DbOrTx,
  values: {
    vendorId: number;
    transactionId: string;
    kind: VendorTransactionKind;
    roundId: string;
    accountId: number;
    amountMinor: bigint;
    requestHash: string;
    referenceTransactionId?: string;
  },
): Promise<{ claimed: true } | { claimed: false; earlier: VendorTransactionRow }> {
  const inserted = await tx
    .insert(vendorTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: vendorTransactions.id });
  if (inserted.length > 0) return { claimed: true };
  const earlier = await findTransaction(tx, values.vendorId, values.transactionId);
  if (!earlier) throw new Error('vendor transaction vanished after conflict');
  return { claimed: false, earlier };
}

export async function findTransaction(tx: DbOrTx, vendorId: number, transactionId: string, forUpdate = false) {
  const query = tx
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorId, vendorId), eq(vendorTransactions.transactionId, transactionId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function saveResponse(tx: DbOrTx, vendorId: number, transactionId: string, response: unknown) {
  await tx
    .update(vendorTransactions)
    .set({ response })
    .where(and(eq(vendorTransactions.vendorId, vendorId), eq(vendorTransactions.transactionId, transactionId)));
}

export async function insertTombstone(tx: DbOrTx, vendorId: number, transactionId: string, roundId: string) {
  const inserted = await tx
    .insert(vendorTransactions)
    .values({ vendorId, transactionId, kind: 'bet', roundId, rolledBack: true })
    .onConflictDoNothing()
    .returning({ id: vendorTransactions.id });
  return inserted.length > 0;
}

export async function markRolledBack(tx: DbOrTx, id: number) {
  await tx.update(vendorTransactions).set({ rolledBack: true }).where(eq(vendorTransactions.id, id));
}

/** Opens the round on its first bet, then locks it for the rest of the call. */
export async function openRoundForUpdate(
  tx: DbOrTx,
  values: Pick<
    typeof vendorRounds.$inferInsert,
    'merchantId' | 'vendorId' | 'roundId' | 'gameId' | 'accountId' | 'sessionId' | 'isTrial' | 'currency'
  >,
): Promise<VendorRoundRow> {
  await tx.insert(vendorRounds).values(values).onConflictDoNothing();
  const round = await findRoundForUpdate(tx, values.vendorId, values.roundId);
  if (!round) throw new Error('vendor round vanished after insert');
  return round;
}

export async function findRoundForUpdate(tx: DbOrTx, vendorId: number, roundId: string) {
  const [row] = await tx
    .select()
    .from(vendorRounds)
    .where(and(eq(vendorRounds.vendorId, vendorId), eq(vendorRounds.roundId, roundId)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateRound(tx: DbOrTx, id: number, values: Partial<typeof vendorRounds.$inferInsert>) {
  await tx.update(vendorRounds).set(values).where(eq(vendorRounds.id, id));
}

/**
 * A member's real-money stakes and payouts of rounds opened since each instant (one scan of the
 * member's rounds): what the responsible-gaming limits and the reality check count.
 */
export async function roundTotalsSince(
  db: DbOrTx,
  accountId: number,
  since: readonly Date[],
): Promise<{ stakedMinor: bigint; wonMinor: bigint }[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
  const columns = since.map(
    (at, index) =>
      sql`coalesce(sum(stake_minor) filter (where opened_at >= ${at.toISOString()}::timestamptz), 0)::text as ${sql.raw(`s${index}`)},
          coalesce(sum(payout_minor) filter (where opened_at >= ${at.toISOString()}::timestamptz), 0)::text as ${sql.raw(`w${index}`)}`,
  );
  const rows = await queryRows(
    db,
    sql`select ${sql.join(columns, sql`, `)} from vendor_rounds
        where account_id = ${accountId} and not is_trial and status <> 'void'
          and opened_at >= ${earliest.toISOString()}::timestamptz`,
  );
  const row = rows[0] ?? {};
  return since.map((_at, index) => ({
    stakedMinor: BigInt(String(row[`s${index}`] ?? '0')),
    wonMinor: BigInt(String(row[`w${index}`] ?? '0')),
  }));
}
