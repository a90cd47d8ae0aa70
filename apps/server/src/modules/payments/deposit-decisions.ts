import type { DepositStatus } from '@fortuna/contracts/payments';
import type { AdminDepositOrder } from '@fortuna/contracts/payments-admin';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/audit.service';
import type { TransferSpec } from '../ledger/ledger.types';
import { systemRemark } from '../wallet/ledger-remarks';
import { findChannelById } from './channels.repo';
import { presentAdminDeposit } from './deposits.present';
import {
  type DepositInsert,
  type DepositRow,
  findDepositById,
  findProofs,
  lockDeposit,
  updateDeposit,
  usernamesOf,
} from './deposits.repo';
import { inLedgerTransaction, type TxLedger } from './ledger-tx';
import { decideOrderInTx, type OrderDecision } from './order-decisions';
import { clearingAccountId, houseAccountId, memberMainId } from './payment-accounts';
import type { PaymentDeps } from './payments.deps';
import { assertRealMoneyAccountId } from './real-money-guard';

interface CreditAccounts {
  clearingId: number;
  houseId: number;
  mainId: number;
}

export async function creditAccountsOf(deps: PaymentDeps, order: DepositRow): Promise<CreditAccounts> {
  const merchant = { id: order.merchantId, currency: order.currency };
  return {
    clearingId: await clearingAccountId(deps.db, merchant, order.channelId),
    houseId: await houseAccountId(deps.db, merchant),
    mainId: await memberMainId(deps.db, merchant, order.accountId),
  };
}

/**
 * Credits the deposit inside the caller's transaction: the channel's clearing account pays the member the
 * amount less the fee and pays the fee to the house. Keyed by the order, so it can happen once only.
 */
export async function creditDepositInTx(
  tx: Tx,
  ledger: TxLedger,
  order: DepositRow,
  ids: CreditAccounts,
): Promise<number> {
  const base = { currency: order.currency, reference: order.orderNo };
  const transfers: TransferSpec[] = [
    {
      ...base,
      debitAccountId: ids.clearingId,
      creditAccountId: ids.mainId,
      amount: order.amountMinor - order.feeMinor,
      kind: 'deposit',
      metadata: { depositId: order.id, ...systemRemark({ kind: 'deposit', orderNo: order.orderNo }) },
    },
  ];
  if (order.feeMinor > 0n) {
    transfers.push({
      ...base,
      debitAccountId: ids.clearingId,
      creditAccountId: ids.houseId,
      amount: order.feeMinor,
      kind: 'payment.fee',
      metadata: { depositId: order.id },
    });
  }
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: order.merchantId,
    key: `deposit:${order.id}:credit`,
    transfers,
  });
  const [credit] = result.transfers;
  if (!credit) throw new Error('deposit credit without transfer');
  return Number(credit.id);
}

async function presentForStaff(deps: PaymentDeps, row: DepositRow): Promise<AdminDepositOrder> {
  const [channel, proofs, names] = await Promise.all([
    findChannelById(deps.db, row.channelId),
    findProofs(deps.db, [row.id]),
    usernamesOf(deps.db, [row.accountId]),
  ]);
  return presentAdminDeposit(row, channel?.name ?? '', proofs, names.get(row.accountId) ?? '');
}

/** Staff decisions on deposits: a deposit waits for one while it is pending. */
const DEPOSIT_DECISION: OrderDecision<DepositRow, DepositRow, Partial<DepositInsert>, DepositStatus> = {
  noun: 'deposit',
  notFound: 'DEPOSIT_NOT_FOUND',
  approvedStatus: 'credited',
  lock: lockDeposit,
  update: updateDeposit,
  isOpen: (row): row is DepositRow => row.status === 'pending',
  auditExtra: (row) => ({ creditTransferId: row.creditTransferId }),
};

/** One staff decision on a pending deposit (decideOrderInTx), presented for staff. */
async function decide(
  deps: PaymentDeps,
  actor: Actor,
  id: number,
  key: string,
  target: DepositStatus,
  apply: (tx: Tx, ledger: TxLedger, locked: DepositRow) => Promise<Partial<DepositInsert>>,
  note = '',
): Promise<AdminDepositOrder> {
  const decided = await inLedgerTransaction(deps, (tx, ledger) =>
    decideOrderInTx(tx, ledger, DEPOSIT_DECISION, { actor, id, key, target, note }, apply),
  );
  return presentForStaff(deps, decided);
}

/** Finance approves a bank-transfer deposit: the member is credited through the ledger. */
export async function approveDeposit(deps: PaymentDeps, actor: Actor, id: number, key: string, note = '') {
  const found = await findDepositById(deps.db, id);
  if (!found) throw new AppError('DEPOSIT_NOT_FOUND');
  refuseP2p(found);
  if (found.channelType !== 'bank_transfer') throw new AppError('DEPOSIT_CREDITED_BY_GATEWAY');
  await assertRealMoneyAccountId(deps.db, found.accountId);
  const ids = await creditAccountsOf(deps, found);
  return decide(
    deps,
    actor,
    id,
    key,
    'credited',
    async (tx, ledger, locked) => ({
      creditTransferId: await creditDepositInTx(tx, ledger, locked, ids),
    }),
    note,
  );
}

/** A P2P deposit follows its part (received, disputed, forced): staff decide it there, never here. */
function refuseP2p(order: DepositRow): void {
  if (order.channelType === 'p2p') {
    throw new AppError(
      'P2P_PART_STATE',
      'A P2P deposit is decided through its transfer: resolve its dispute or force it received',
    );
  }
}

/** Finance rejects a deposit with a reason; no money had moved, none moves. */
export async function rejectDeposit(deps: PaymentDeps, actor: Actor, id: number, reason: string, key: string) {
  const found = await findDepositById(deps.db, id);
  if (!found) throw new AppError('DEPOSIT_NOT_FOUND');
  refuseP2p(found);
  return decide(deps, actor, id, key, 'rejected', async () => ({ reason }));
}
