import type { WithdrawalStatus } from '@fortuna/contracts/payments';
import type { AdminWithdrawalOrder } from '@fortuna/contracts/payments-admin';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findChannelById } from './channels.repo';
import { usernamesOf } from './deposits.repo';
import { inLedgerTransaction, type TxLedger } from './ledger-tx';
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

/**
 * One staff decision on a pending withdrawal under the order's row lock (SELECT ... FOR UPDATE): of two
 * staff deciding at once exactly one wins; the other finds it decided and gets ORDER_ALREADY_DECIDED.
 * The same staff call repeated with the same idempotency key gets the first answer again.
 */
async function decide(
  deps: PaymentDeps,
  actor: Actor,
  id: number,
  key: string,
  target: WithdrawalStatus,
  apply: (
    tx: Tx,
    ledger: TxLedger,
    locked: WithdrawalRow & { holdTransferId: number },
    ids: HoldAccounts,
  ) => Promise<Partial<WithdrawalInsert>>,
  note = '',
): Promise<AdminWithdrawalOrder> {
  const found = await findWithdrawalById(deps.db, id);
  if (!found) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const ids = await holdAccountsOf(deps, found);
  const decided = await inLedgerTransaction(deps, async (tx, ledger) => {
    const locked = await lockWithdrawal(tx, id);
    if (!locked) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (locked.status !== 'pending' || locked.holdTransferId === null) {
      if (locked.status === target && locked.decisionKey === key && locked.decidedByStaffId === actor.staffId)
        return locked;
      throw new AppError('ORDER_ALREADY_DECIDED', `This withdrawal is already ${locked.status}`);
    }
    const changes = await apply(tx, ledger, { ...locked, holdTransferId: locked.holdTransferId }, ids);
    const updated = await updateWithdrawal(tx, id, {
      ...changes,
      status: target,
      decidedAt: new Date(),
      decidedBy: actor.username,
      decidedByStaffId: actor.staffId,
      decisionKey: key,
    });
    await recordAudit(tx, actor, {
      action: target === 'paid' ? 'payment.withdrawal.approve' : 'payment.withdrawal.reject',
      targetType: 'withdrawal_order',
      targetId: id,
      merchantId: locked.merchantId,
      before: { status: locked.status, version: locked.version },
      after: { status: updated.status, version: updated.version, reason: updated.reason, note },
    });
    return updated;
  });
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
