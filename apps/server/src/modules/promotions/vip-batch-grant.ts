import type { Tx } from '../../db/client';
import { inSlices } from '../../lib/batches';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { systemRemark } from '../wallet/ledger-remarks';
import { countClaimBonuses, memberWalletIds } from './promo-batch.repo';
import { GRANT_BATCH } from './promo-batch-grant';
import type { PromoDeps } from './promotions.service';
import {
  type InsertedVipRow,
  insertBonusesOnce,
  insertReachedLevels,
  setBonusTransfers,
  setReachedTransfers,
} from './vip-batch.repo';

/** What a batch pays: the VIP bonus kind, and its period for monthly and birthday bonuses. */
type VipGrant = { kind: 'upgrade' } | { kind: 'monthly' | 'birthday'; periodKey: string };

/**
 * Batches in flight at once (ADR 0045): each its own transaction and connection, so PostgreSQL works on two with
 * both cores; they share only the house account, whose sum each adds at its end.
 */
const GRANT_IN_FLIGHT = 2;

const REMARK = { upgrade: 'vip_upgrade_bonus', monthly: 'vip_monthly_bonus', birthday: 'vip_birthday_bonus' } as const;

/**
 * Pays one batch's new rows (already inserted in `tx`) from the house into the members' main wallets in one ledger
 * operation, one transfer per row (no wagering), posted as the ledger's batch path does (the house's balance
 * moved once per operation, not per transfer), and counts them as bonuses in the rollups. The operation's key is
 * the grant and the batch's first member (and rank): the rows inserted in the same transaction are what make each
 * bonus once. Answers the transfer ids in the rows' order.
 */
async function payRows(
  deps: PromoDeps,
  tx: Tx,
  merchant: MerchantRow,
  grant: VipGrant,
  rows: readonly InsertedVipRow[],
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const houseId = await houseAccountId(deps.db, merchant);
  const wallets = await memberWalletIds(
    tx,
    merchant,
    'main',
    rows.map((row) => row.accountId),
  );
  const period = grant.kind === 'upgrade' ? `${first.rank}` : grant.periodKey;
  const result = await deps.ledger.applyBatchedInTransaction(tx, {
    type: 'transfer',
    merchantId: merchant.id,
    key: `vip-${grant.kind}:batch:${period}:${first.accountId}`,
    transfers: rows.map((row) => {
      const walletId = wallets.get(row.accountId);
      if (walletId === undefined) throw new Error(`no main wallet for member ${row.accountId}`);
      return {
        debitAccountId: houseId,
        creditAccountId: walletId,
        amount: row.amountMinor,
        currency: merchant.currency,
        kind: 'bonus',
        reference: grant.kind === 'upgrade' ? `vip:${row.rank}` : `vip:${grant.kind}:${row.rank}`,
        metadata: { ...systemRemark({ kind: REMARK[grant.kind], rank: row.rank }), accountId: row.accountId },
      };
    }),
  });
  if (!result.isReplay) await countClaimBonuses(tx, merchant.id, rows);
  return result.transfers.map((transfer) => Number(transfer.id));
}

/**
 * Records newly reached levels of many members and pays their upgrade bonuses, GRANT_BATCH rows per transaction:
 * the (member, rank) rows inserted (one recorded already, by the member's own page or another runner, is
 * skipped), one ledger operation for the new rows with a bonus, their transfer ids in one statement. Answers
 * the levels this call recorded.
 */
export async function recordReachedLevels(
  deps: PromoDeps,
  merchant: MerchantRow,
  levels: readonly InsertedVipRow[],
): Promise<InsertedVipRow[]> {
  const slices = await inSlices(levels, GRANT_BATCH, GRANT_IN_FLIGHT, (batch) =>
    inLedgerTransaction(deps, async (tx) => {
      const rows = await insertReachedLevels(tx, merchant.id, batch);
      const paying = rows.filter((row) => row.amountMinor > 0n);
      const transferIds = await payRows(deps, tx, merchant, { kind: 'upgrade' }, paying);
      await setReachedTransfers(
        tx,
        merchant.id,
        paying.map((row, index) => ({ ...row, transferId: transferIds[index] ?? 0 })),
      );
      return rows;
    }),
  );
  return slices.flat();
}

/**
 * Pays a period's monthly or birthday bonus to many members, GRANT_BATCH per transaction: the (member, kind,
 * period) rows inserted (a member holding one already is skipped, so a second runner or a rerun after a crash
 * pays nothing more), one ledger operation for the new rows, their transfer ids in one statement. `onBatch`
 * runs after each committed batch. Answers how many members this call paid.
 */
export async function grantVipBonuses(
  deps: PromoDeps,
  merchant: MerchantRow,
  grant: { kind: 'monthly' | 'birthday'; periodKey: string },
  bonuses: readonly InsertedVipRow[],
  options: { batchSize?: number; onBatch?: () => Promise<void> } = {},
): Promise<number> {
  const paid = await inSlices(bonuses, options.batchSize ?? GRANT_BATCH, GRANT_IN_FLIGHT, async (slice) => {
    const batch = slice.filter((row) => row.amountMinor > 0n);
    const count = await inLedgerTransaction(deps, async (tx) => {
      const rows = await insertBonusesOnce(tx, { merchantId: merchant.id, ...grant }, batch);
      const transferIds = await payRows(deps, tx, merchant, grant, rows);
      await setBonusTransfers(
        tx,
        { merchantId: merchant.id, ...grant },
        rows.map((row, index) => ({ ...row, transferId: transferIds[index] ?? 0 })),
      );
      return rows.length;
    });
    await options.onBatch?.();
    return count;
  });
  return paid.reduce((sum, count) => sum + count, 0);
}
