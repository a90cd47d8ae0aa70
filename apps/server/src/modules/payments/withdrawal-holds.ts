import type { Tx } from '../../db/client';
import { systemRemark } from '../wallet/ledger-remarks';
import type { TxLedger } from './ledger-tx';

/** What the ledger needs to know of a withdrawal (or of one P2P part of it). */
export interface HeldOrder {
  id: number;
  merchantId: number;
  currency: string;
  orderNo: string;
  amountMinor: bigint;
  feeMinor: bigint;
}

export interface HoldAccounts {
  /** The member's main wallet. */
  mainId: number;
  /** The channel's clearing account (payment_clearing, label channel:<id>). */
  clearingId: number;
  houseId: number;
}

/**
 * Holds the withdrawal's amount as a pending transfer main wallet -> channel clearing, inside the caller's
 * transaction. The member can no longer spend it; INSUFFICIENT_FUNDS when the available balance is short.
 * `keyPrefix` is `withdrawal:<id>` for a whole withdrawal (P2P parts use their own, e.g. `p2p-part:<id>`).
 */
export async function holdInTx(
  tx: Tx,
  ledger: TxLedger,
  order: HeldOrder,
  ids: HoldAccounts,
  keyPrefix = `withdrawal:${order.id}`,
): Promise<number> {
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: order.merchantId,
    key: `${keyPrefix}:hold`,
    pending: true,
    transfers: [
      {
        debitAccountId: ids.mainId,
        creditAccountId: ids.clearingId,
        amount: order.amountMinor,
        currency: order.currency,
        kind: 'withdraw',
        reference: order.orderNo,
        metadata: { withdrawalId: order.id, ...systemRemark({ kind: 'withdrawal', orderNo: order.orderNo }) },
      },
    ],
  });
  const [hold] = result.transfers;
  if (!hold) throw new Error('withdrawal hold without transfer');
  return Number(hold.id);
}

/** Pays out: posts the hold, then moves the fee from the channel's clearing account to the house. */
export async function postHoldInTx(
  tx: Tx,
  ledger: TxLedger,
  order: HeldOrder,
  holdTransferId: number,
  ids: HoldAccounts,
  keyPrefix = `withdrawal:${order.id}`,
): Promise<void> {
  await ledger.applyInTransaction(tx, {
    type: 'post',
    merchantId: order.merchantId,
    key: `${keyPrefix}:post`,
    transferId: String(holdTransferId),
  });
  if (order.feeMinor === 0n) return;
  await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: order.merchantId,
    key: `${keyPrefix}:fee`,
    transfers: [
      {
        debitAccountId: ids.clearingId,
        creditAccountId: ids.houseId,
        amount: order.feeMinor,
        currency: order.currency,
        kind: 'payment.fee',
        reference: order.orderNo,
        metadata: { withdrawalId: order.id },
      },
    ],
  });
}

/** Releases the hold: the member gets back exactly the held amount to spend. */
export async function voidHoldInTx(
  tx: Tx,
  ledger: TxLedger,
  order: HeldOrder,
  holdTransferId: number,
  keyPrefix = `withdrawal:${order.id}`,
): Promise<void> {
  await ledger.applyInTransaction(tx, {
    type: 'void',
    merchantId: order.merchantId,
    key: `${keyPrefix}:void`,
    transferId: String(holdTransferId),
  });
}
