import type { WithdrawalStatus } from '@fortuna/contracts/payments';
import type { AdminWithdrawalOrder } from '@fortuna/contracts/payments-admin';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../audit/audit.service';
import { findChannelById } from './channels.repo';
import { usernamesOf } from './deposits.repo';
import { inLedgerTransaction, type TxLedger } from './ledger-tx';
import { decideOrderInTx, type OrderDecision } from './order-decisions';
import type { PaymentDeps } from './payments.deps';
import { type HoldAccounts, postHoldInTx, voidHoldInTx } from './withdrawal-holds';
import { presentAdminWithdrawal } from './withdrawals.present';
import {
  findWithdrawalById,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalInsert,
  type WithdrawalRow,
} from './withdrawals.repo';
import { holdAccountsOf } from './withdrawals.service';

export async function presentForStaff(deps: PaymentDeps, row: WithdrawalRow): Promise<AdminWithdrawalOrder> {
  const [channel, names] = await Promise.all([
    findChannelById(deps.db, row.channelId),
    usernamesOf(deps.db, [row.accountId]),
  ]);
  return presentAdminWithdrawal(row, channel?.name ?? '', names.get(row.accountId) ?? '');
}

type HeldWithdrawal = WithdrawalRow & { holdTransferId: number };

/** Staff decisions on withdrawals: one waits for a decision while it is pending with its amount held. */
const WITHDRAWAL_DECISION: OrderDecision<WithdrawalRow, HeldWithdrawal, Partial<WithdrawalInsert>, WithdrawalStatus> = {
  noun: 'withdrawal',
  notFound: 'WITHDRAWAL_NOT_FOUND',
  approvedStatus: 'paid',
  lock: lockWithdrawal,
  update: updateWithdrawal,
  isOpen: (row): row is HeldWithdrawal => row.status === 'pending' && row.holdTransferId !== null,
};

/** One staff decision on a pending withdrawal (decideOrderInTx), presented for staff. */
async function decide(
  deps: PaymentDeps,
  actor: Actor,
  id: number,
  key: string,
  target: WithdrawalStatus,
  apply: (tx: Tx, ledger: TxLedger, locked: HeldWithdrawal, ids: HoldAccounts) => Promise<Partial<WithdrawalInsert>>,
  note = '',
): Promise<AdminWithdrawalOrder> {
  const found = await findWithdrawalById(deps.db, id);
  if (!found) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const ids = await holdAccountsOf(deps, found);
  const decided = await inLedgerTransaction(deps, (tx, ledger) =>
    decideOrderInTx(tx, ledger, WITHDRAWAL_DECISION, { actor, id, key, target, note }, (innerTx, innerLedger, locked) =>
      apply(innerTx, innerLedger, locked, ids),
    ),
  );
  return presentForStaff(deps, decided);
}

/** Finance pays the withdrawal out: the hold is posted (final: a paid withdrawal never returns to play). */
export function approveWithdrawal(deps: PaymentDeps, actor: Actor, id: number, key: string, note = '') {
  return decide(
    deps,
    actor,
    id,
    key,
    'paid',
    async (tx, ledger, locked, ids) => {
      await postHoldInTx(tx, ledger, locked, locked.holdTransferId, ids);
      return {};
    },
    note,
  );
}

/** Finance refuses the withdrawal with a reason: the hold is voided, exactly the held amount is spendable again. */
export function rejectWithdrawal(deps: PaymentDeps, actor: Actor, id: number, reason: string, key: string) {
  return decide(deps, actor, id, key, 'rejected', async (tx, ledger, locked) => {
    await voidHoldInTx(tx, ledger, locked, locked.holdTransferId);
    return { reason };
  });
}
