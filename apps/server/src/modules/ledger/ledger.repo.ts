import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerTransfers,
  type OwnerType,
  PERSONAL_KINDS,
} from '../../db/schema/index';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

export interface AccountKey {
  merchantId: number;
  ownerType: OwnerType;
  ownerId: number;
  kind: LedgerAccountKind;
  label?: string;
  currency: string;
}

/**
 * The ledger account for this owner, kind and currency, opened at zero if it did not exist. A person's
 * wallets never go below zero; merchant accounts may (a vendor's account goes negative while players win).
 */
export async function ensureAccount(db: DbOrTx, key: AccountKey): Promise<LedgerAccountRow> {
  return (await openedAccount(db, key)).row;
}

/** The account, and whether this call opened it (its row is then not committed before the caller's transaction). */
async function openedAccount(db: DbOrTx, key: AccountKey): Promise<{ row: LedgerAccountRow; opened: boolean }> {
  const mayGoNegative = key.ownerType === 'merchant' || !PERSONAL_KINDS.includes(key.kind);
  const values = { ...key, label: key.label ?? '', mayGoNegative };
  const inserted = await db.insert(ledgerAccounts).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], opened: true };
  const found = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, key.merchantId),
        eq(ledgerAccounts.ownerType, key.ownerType),
        eq(ledgerAccounts.ownerId, key.ownerId),
        eq(ledgerAccounts.kind, key.kind),
        eq(ledgerAccounts.label, values.label),
        eq(ledgerAccounts.currency, key.currency),
      ),
    )
    .limit(1);
  if (!found[0]) throw new Error('ledger account vanished after insert conflict');
  return { row: found[0], opened: false };
}

/** Account ids never change once opened: remembered per database for the hot paths. */
const knownAccountIds = new WeakMap<object, Map<string, number>>();

/**
 * The id of the account for this key, opening it if needed; cached after the first lookup. `scope` is the
 * database a transaction `db` belongs to, so the cache serves every transaction on it: an id is cached there
 * only once its account is known to exist outside this transaction (one this call opened is not, since the
 * transaction may still roll back).
 */
export async function accountIdFor(db: DbOrTx, key: AccountKey, scope: object = db): Promise<number> {
  const cacheKey = [key.merchantId, key.ownerType, key.ownerId, key.kind, key.label ?? '', key.currency].join('|');
  const known = knownAccountIds.get(scope) ?? new Map<string, number>();
  knownAccountIds.set(scope, known);
  const cached = known.get(cacheKey);
  if (cached !== undefined) return cached;
  const { row, opened } = await openedAccount(db, key);
  if (known.size > 100_000) known.clear();
  if (!opened || scope === db) known.set(cacheKey, row.id);
  return row.id;
}

export function findOwnerAccounts(db: DbOrTx, merchantId: number, ownerType: OwnerType, ownerId: number) {
  return db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.ownerType, ownerType),
        eq(ledgerAccounts.ownerId, ownerId),
      ),
    );
}

export async function findAccountsByIds(db: DbOrTx, ids: number[]): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
}

export interface TransferFilter {
  accountIds: number[];
  kinds?: string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** Transfers touching any of the accounts, newest first, with the total for paging. */
export async function findTransfers(
  db: DbOrTx,
  filter: TransferFilter,
): Promise<{ rows: LedgerTransferRow[]; total: number }> {
  if (filter.accountIds.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [];
  const touches = or(
    inArray(ledgerTransfers.debitAccountId, filter.accountIds),
    inArray(ledgerTransfers.creditAccountId, filter.accountIds),
  );
  if (touches) conditions.push(touches);
  if (filter.kinds) conditions.push(inArray(ledgerTransfers.kind, filter.kinds));
  if (filter.from) conditions.push(gte(ledgerTransfers.createdAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerTransfers.createdAt, filter.to));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(ledgerTransfers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Sum of all balances per currency: zero in a sound double-entry ledger. */
export async function balanceSumsByCurrency(db: DbOrTx): Promise<{ currency: string; total: bigint }[]> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, total: sql<string>`sum(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.currency);
  return rows.map((row) => ({ currency: row.currency, total: BigInt(row.total) }));
}

/**
 * Accounts of a merchant whose balance or pending amounts differ from a replay of the transfer log.
 * Empty in a sound ledger; an operator's audit and the tests run it.
 */
export async function findReplayMismatches(db: DbOrTx, merchantId: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select a.id from ledger_accounts a
        left join lateral (
          select coalesce(sum(case when t.credit_account_id = a.id then t.amount else -t.amount end)
                   filter (where t.status = 'posted'), 0) as posted,
                 coalesce(sum(t.amount) filter (where t.status = 'pending' and t.debit_account_id = a.id), 0) as held_out,
                 coalesce(sum(t.amount) filter (where t.status = 'pending' and t.credit_account_id = a.id), 0) as held_in
          from ledger_transfers t where t.debit_account_id = a.id or t.credit_account_id = a.id
        ) replay on true
        where a.merchant_id = ${merchantId}
          and (a.balance <> replay.posted or a.pending_debits <> replay.held_out or a.pending_credits <> replay.held_in)`,
  );
  return rows.map((row) => Number(row.id));
}
