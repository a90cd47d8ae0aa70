import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * The set-based statements of a settlement batch: each reads or writes every item of a pass at once, its
 * rows sent as one JSON parameter, so a batch of thousands of items costs a few statements.
 */

const json = (rows: unknown[]) =>
  sql`${JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))}::jsonb`;

export interface BatchRound {
  id: number;
  merchantId: number;
  roundId: string;
  gameId: number;
  accountId: number;
  isTrial: boolean;
  currency: string;
  status: 'open' | 'settled' | 'void';
  stakeMinor: bigint;
  payoutMinor: bigint;
  hasWin: boolean;
}

export interface BatchTransaction {
  id: number;
  transactionId: string;
  kind: string;
  roundId: string;
  amountMinor: bigint;
  requestHash: string | null;
  response: unknown;
  rolledBack: boolean;
}

function toTransaction(row: Record<string, unknown>): BatchTransaction {
  return {
    id: Number(row.id),
    transactionId: String(row.transaction_id),
    kind: String(row.kind),
    roundId: String(row.round_id),
    amountMinor: BigInt(String(row.amount_minor)),
    requestHash: row.request_hash === null ? null : String(row.request_hash),
    response: row.response,
    rolledBack: row.rolled_back === true,
  };
}

/** Vendor transactions by id; `lock` takes their row locks (the bets a rollback refunds), in id order. */
export async function findBatchTransactions(
  tx: DbOrTx,
  vendorId: number,
  transactionIds: string[],
  lock: boolean,
): Promise<Map<string, BatchTransaction>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await queryRows(
    tx,
    sql`select id, transaction_id, kind, round_id, amount_minor, request_hash, response, rolled_back
        from vendor_transactions
        where vendor_id = ${vendorId}
          and transaction_id in (select value from jsonb_array_elements_text(${json(transactionIds)}))
        order by id ${lock ? sql`for update` : sql``}`,
  );
  return new Map(rows.map((row) => [String(row.transaction_id), toTransaction(row)]));
}

/** Locks the vendor's rounds of a pass, in id order. */
export async function lockBatchRounds(
  tx: DbOrTx,
  vendorId: number,
  roundIds: string[],
): Promise<Map<string, BatchRound>> {
  if (roundIds.length === 0) return new Map();
  const rows = await queryRows(
    tx,
    sql`select id, merchant_id, round_id, game_id, account_id, is_trial, currency, status, stake_minor, payout_minor, has_win
        from vendor_rounds
        where vendor_id = ${vendorId}
          and round_id in (select value from jsonb_array_elements_text(${json(roundIds)}))
        order by id for update`,
  );
  return new Map(
    rows.map((row) => [
      String(row.round_id),
      {
        id: Number(row.id),
        merchantId: Number(row.merchant_id),
        roundId: String(row.round_id),
        gameId: Number(row.game_id),
        accountId: Number(row.account_id),
        isTrial: row.is_trial === true,
        currency: String(row.currency),
        status: row.status as BatchRound['status'],
        stakeMinor: BigInt(String(row.stake_minor)),
        payoutMinor: BigInt(String(row.payout_minor)),
        hasWin: row.has_win === true,
      },
    ]),
  );
}

export interface AccountSlot {
  merchantId: number;
  ownerType: 'account' | 'merchant';
  ownerId: number;
  kind: string;
  label: string;
  currency: string;
}

export interface LockedAccount extends AccountSlot {
  id: number;
  balance: bigint;
  pendingDebits: bigint;
}

export const slotKey = (slot: AccountSlot) =>
  `${slot.merchantId}|${slot.ownerType}|${slot.ownerId}|${slot.kind}|${slot.label}|${slot.currency}`;

/** Whether an account's changes wait for the commit (a product's account, ADR 0040): never locked by a pass. */
export const isDeferredSlot = (slot: Pick<AccountSlot, 'kind'>) => slot.kind === 'vendor';

/**
 * Locks the players' ledger accounts of a pass in id order (the order every ledger write locks in) and reads
 * them with the product's account, which is read without a lock: its change is noted for the commit (ADR 0040),
 * so passes of other batches are not queued behind its row.
 */
export async function lockBatchAccounts(tx: DbOrTx, slots: AccountSlot[]): Promise<Map<string, LockedAccount>> {
  const locked = await readBatchAccounts(
    tx,
    slots.filter((slot) => !isDeferredSlot(slot)),
    true,
  );
  const read = await readBatchAccounts(tx, slots.filter(isDeferredSlot), false);
  return new Map([...locked, ...read]);
}

async function readBatchAccounts(tx: DbOrTx, slots: AccountSlot[], lock: boolean): Promise<Map<string, LockedAccount>> {
  if (slots.length === 0) return new Map();
  const rows = await queryRows(
    tx,
    sql`select a.id, a.merchant_id, a.owner_type, a.owner_id, a.kind, a.label, a.currency, a.balance, a.pending_debits
        from ledger_accounts a
        join jsonb_to_recordset(${json(slots)})
          as s("merchantId" integer, "ownerType" text, "ownerId" bigint, kind text, label text, currency text)
          on a.merchant_id = s."merchantId" and a.owner_type = s."ownerType" and a.owner_id = s."ownerId"
         and a.kind = s.kind and a.label = s.label and a.currency = s.currency
        order by a.id ${lock ? sql`for update of a` : sql``}`,
  );
  const found = new Map<string, LockedAccount>();
  for (const row of rows) {
    const account: LockedAccount = {
      id: Number(row.id),
      merchantId: Number(row.merchant_id),
      ownerType: row.owner_type as AccountSlot['ownerType'],
      ownerId: Number(row.owner_id),
      kind: String(row.kind),
      label: String(row.label),
      currency: String(row.currency),
      balance: BigInt(String(row.balance)),
      pendingDebits: BigInt(String(row.pending_debits)),
    };
    found.set(slotKey(account), account);
  }
  return found;
}

export interface BatchTransfer {
  merchantId: number;
  key: string;
  hash: string;
  debit: number;
  credit: number;
  amount: bigint;
  currency: string;
  kind: 'win' | 'refund' | 'correction';
  reference: string;
  metadata: Record<string, unknown>;
  /** Null on the side of a product's account (its change waits for the commit, ADR 0040). */
  debitAfter: bigint | null;
  creditAfter: bigint | null;
  debitAvailable: bigint | null;
  creditAvailable: bigint | null;
}

/**
 * Writes the pass's transfers, their idempotency keys (with the answer a repeat of the key gets) and the
 * accounts' new balances: three statements whatever the number of transfers. Answers each key's transfer id.
 */
export async function writeBatchTransfers(tx: DbOrTx, transfers: BatchTransfer[]): Promise<Map<string, string>> {
  if (transfers.length === 0) return new Map();
  const rows = await queryRows(
    tx,
    sql`insert into ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency,
          kind, reference, metadata, status, debit_balance_after, credit_balance_after, resolved_at)
        select t."merchantId", t.key, t.debit, t.credit, t.amount, t.currency, t.kind, t.reference, t.metadata,
               'posted', t."debitAfter", t."creditAfter", now()
        from jsonb_to_recordset(${json(transfers)}) as t("merchantId" integer, key text, debit bigint, credit bigint,
          amount bigint, currency text, kind text, reference text, metadata jsonb, "debitAfter" bigint, "creditAfter" bigint)
        returning id, idempotency_key`,
  );
  const ids = new Map(rows.map((row) => [String(row.idempotency_key), String(row.id)]));
  const stored = transfers.map((transfer) => ({
    merchantId: transfer.merchantId,
    key: transfer.key,
    hash: transfer.hash,
    result: {
      transfers: [
        {
          id: ids.get(transfer.key),
          debitAccountId: transfer.debit,
          creditAccountId: transfer.credit,
          amount: transfer.amount.toString(),
          status: 'posted',
          debitBalanceAfter: transfer.debitAfter?.toString() ?? null,
          creditBalanceAfter: transfer.creditAfter?.toString() ?? null,
          debitAvailableAfter: transfer.debitAvailable?.toString() ?? null,
          creditAvailableAfter: transfer.creditAvailable?.toString() ?? null,
        },
      ],
    },
  }));
  await tx.execute(
    sql`insert into ledger_idempotency (merchant_id, key, request_hash, result)
        select s."merchantId", s.key, s.hash, s.result
        from jsonb_to_recordset(${json(stored)}) as s("merchantId" integer, key text, hash text, result jsonb)`,
  );
  // Players' accounts (locked by the pass) now; products' accounts noted for the commit (ADR 0040).
  const deltas = new Map<number, bigint>();
  const deferred = new Map<number, bigint>();
  for (const transfer of transfers) {
    const debits = transfer.debitAfter === null ? deferred : deltas;
    const credits = transfer.creditAfter === null ? deferred : deltas;
    debits.set(transfer.debit, (debits.get(transfer.debit) ?? 0n) - transfer.amount);
    credits.set(transfer.credit, (credits.get(transfer.credit) ?? 0n) + transfer.amount);
  }
  const changesOf = (changes: Map<number, bigint>) => json([...changes].map(([id, delta]) => ({ id, delta })));
  if (deltas.size > 0) {
    await tx.execute(
      sql`update ledger_accounts a set balance = a.balance + d.delta
          from jsonb_to_recordset(${changesOf(deltas)}) as d(id bigint, delta bigint)
          where a.id = d.id`,
    );
  }
  if (deferred.size > 0) {
    await tx.execute(
      sql`insert into ledger_platform_changes (xid, account_id, delta)
          select txid_current(), d.id, d.delta from jsonb_to_recordset(${changesOf(deferred)}) as d(id bigint, delta bigint)
          on conflict (xid, account_id) do update set delta = ledger_platform_changes.delta + excluded.delta`,
    );
  }
  return ids;
}

export interface ClaimRow {
  transactionId: string;
  kind: 'win' | 'rollback' | 'end_round' | 'bet' | 'adjust';
  roundId: string;
  accountId: number | null;
  amountMinor: bigint;
  requestHash: string | null;
  response: unknown;
  rolledBack: boolean;
  referenceTransactionId: string | null;
}

/** Records the pass's transaction ids with their answers (and tombstones); answers how many were new. */
export async function insertBatchClaims(tx: DbOrTx, vendorId: number, claims: ClaimRow[]): Promise<number> {
  if (claims.length === 0) return 0;
  const rows = await queryRows(
    tx,
    sql`insert into vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor,
          request_hash, response, rolled_back, reference_transaction_id)
        select ${vendorId}, c."transactionId", c.kind, c."roundId", c."accountId", c."amountMinor", c."requestHash",
               c.response, c."rolledBack", c."referenceTransactionId"
        from jsonb_to_recordset(${json(claims)}) as c("transactionId" text, kind text, "roundId" text, "accountId" bigint,
          "amountMinor" bigint, "requestHash" text, response jsonb, "rolledBack" boolean, "referenceTransactionId" text)
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

export async function markBatchRolledBack(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update vendor_transactions set rolled_back = true
        where id in (select value::bigint from jsonb_array_elements_text(${json(ids.map(String))}))`,
  );
}

export interface RoundChange {
  id: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  hasWin: boolean;
  status: BatchRound['status'];
  closed: boolean;
}

/** The rounds' new totals and states in one statement (the rollups' statement trigger sees them all at once). */
export async function updateBatchRounds(tx: DbOrTx, changes: RoundChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(
    sql`update vendor_rounds r
        set stake_minor = c."stakeMinor", payout_minor = c."payoutMinor", has_win = c."hasWin", status = c.status,
            closed_at = case when c.closed then coalesce(r.closed_at, now()) else r.closed_at end
        from jsonb_to_recordset(${json(changes)})
          as c(id bigint, "stakeMinor" bigint, "payoutMinor" bigint, "hasWin" boolean, status text, closed boolean)
        where r.id = c.id`,
  );
}

export async function insertBatchBigWins(
  tx: DbOrTx,
  wins: { merchantId: number; gameId: number; accountId: number; winMinor: bigint }[],
): Promise<void> {
  if (wins.length === 0) return;
  await tx.execute(
    sql`insert into big_wins (merchant_id, game_id, account_id, win_minor)
        select w."merchantId", w."gameId", w."accountId", w."winMinor"
        from jsonb_to_recordset(${json(wins)}) as w("merchantId" integer, "gameId" integer, "accountId" bigint, "winMinor" bigint)`,
  );
}
