import type { P2pDispute, P2pWithdrawal } from '@fortuna/contracts/payments-p2p';
import { AppError } from '../../../http/app-error';
import type { AccountRow } from '../../sessions/sessions.repo';
import { findDepositById, findProofs, usernamesOf } from '../deposits.repo';
import { inLedgerTransaction } from '../ledger-tx';
import { findWithdrawalById, lockWithdrawal, updateWithdrawal, type WithdrawalRow } from '../withdrawals.repo';
import { holdAccountsOf } from '../withdrawals.service';
import { presentP2pWithdrawal } from './p2p.present';
import {
  type DisputeRow,
  findDisputesOfParts,
  findOpenDisputeOfPart,
  findPartById,
  findPartsOfWithdrawal,
  insertDispute,
} from './p2p.repo';
import { reholdRemainderInTx } from './p2p-ledger';
import { isActive, movePart, type P2pDeps, receiveInTx, withPartLocked } from './p2p-parts';

export function presentDispute(row: DisputeRow): P2pDispute {
  return {
    id: row.id,
    partId: row.partId,
    status: row.status,
    reason: row.reason,
    proofCount: row.proofFileNames.length,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownP2pWithdrawal(deps: P2pDeps, member: AccountRow, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawalById(deps.db, id);
  if (row?.accountId !== member.id || row.channelType !== 'p2p') throw new AppError('WITHDRAWAL_NOT_FOUND');
  return row;
}

/** The part, when it belongs to a withdrawal of this member; another member's part is "not found". */
async function ownPartAsWithdrawer(deps: P2pDeps, member: AccountRow, partId: number) {
  const part = await findPartById(deps.db, partId);
  const withdrawal = part ? await findWithdrawalById(deps.db, part.withdrawalId) : undefined;
  if (!part || withdrawal?.accountId !== member.id) throw new AppError('P2P_PART_NOT_FOUND');
  return part;
}

/** The withdrawer's view of a P2P withdrawal: received and remaining amounts and every part. */
export async function memberP2pWithdrawal(deps: P2pDeps, member: AccountRow, id: number): Promise<P2pWithdrawal> {
  const withdrawal = await ownP2pWithdrawal(deps, member, id);
  const parts = await findPartsOfWithdrawal(deps.db, withdrawal.id);
  const depositIds = parts.map((part) => part.depositId);
  const [proofs, disputes, deposits] = await Promise.all([
    findProofs(deps.db, depositIds),
    findDisputesOfParts(
      deps.db,
      parts.map((part) => part.id),
    ),
    Promise.all(depositIds.map((depositId) => findDepositById(deps.db, depositId))),
  ]);
  const names = await usernamesOf(
    deps.db,
    deposits.flatMap((deposit) => (deposit ? [deposit.accountId] : [])),
  );
  const depositors = new Map(
    deposits.flatMap((deposit) => (deposit ? [[deposit.id, names.get(deposit.accountId) ?? ''] as const] : [])),
  );
  return presentP2pWithdrawal(withdrawal, parts, { depositors, proofs, disputes });
}

/** The withdrawer confirms one part received: its hold is posted and the depositor credited. */
export async function confirmPartReceived(deps: P2pDeps, member: AccountRow, partId: number): Promise<void> {
  await ownPartAsWithdrawer(deps, member, partId);
  await withPartLocked(deps, partId, (tx, ledger, context, ids) =>
    receiveInTx(tx, ledger, context, ids, { target: 'received', from: ['matched', 'paid'], by: member.username }),
  );
}

/** The withdrawer confirms every part still waiting; each part is its own transition (and its own transaction). */
export async function confirmAllReceived(
  deps: P2pDeps,
  member: AccountRow,
  withdrawalId: number,
): Promise<P2pWithdrawal> {
  const withdrawal = await ownP2pWithdrawal(deps, member, withdrawalId);
  for (const part of await findPartsOfWithdrawal(deps.db, withdrawal.id)) {
    if (part.status === 'matched' || part.status === 'paid') await confirmPartReceived(deps, member, part.id);
  }
  return memberP2pWithdrawal(deps, member, withdrawalId);
}

/**
 * The withdrawer says a paid part never arrived: the part is disputed (no money moves; its hold stays) and a
 * dispute opens for staff. Proof images are added to the dispute afterwards. A repeat returns the open dispute.
 */
export async function reportPartNotReceived(
  deps: P2pDeps,
  member: AccountRow,
  partId: number,
  reason: string,
): Promise<P2pDispute> {
  await ownPartAsWithdrawer(deps, member, partId);
  let dispute: DisputeRow | undefined;
  await withPartLocked(deps, partId, async (tx, _ledger, context) => {
    if (context.part.status === 'disputed') {
      dispute = await findOpenDisputeOfPart(tx, partId);
      return context;
    }
    if (context.part.status !== 'paid') throw new AppError('P2P_PART_STATE');
    const part = await movePart(tx, context.part, { status: 'disputed' });
    dispute = await insertDispute(tx, { partId, raisedByAccountId: member.id, reason });
    return { ...context, part };
  });
  if (!dispute) throw new AppError('P2P_DISPUTE_NOT_FOUND');
  return presentDispute(dispute);
}

/**
 * The withdrawer takes back a P2P withdrawal no depositor is working on (nothing matched, or every part
 * cancelled or not received): the remainder's hold is voided and the withdrawal is cancelled.
 */
export async function cancelP2pWithdrawal(
  deps: P2pDeps,
  member: AccountRow,
  withdrawalId: number,
): Promise<P2pWithdrawal> {
  const found = await ownP2pWithdrawal(deps, member, withdrawalId);
  const ids = await holdAccountsOf(deps, found);
  await inLedgerTransaction(deps, async (tx, ledger) => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (!withdrawal) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (withdrawal.status === 'cancelled') return;
    if (withdrawal.status !== 'pending' && withdrawal.status !== 'matching') throw new AppError('ORDER_NOT_PENDING');
    const parts = await findPartsOfWithdrawal(tx, withdrawalId);
    if (parts.some((part) => isActive(part.status))) throw new AppError('P2P_PART_STATE');
    await reholdRemainderInTx(tx, ledger, withdrawal, 0n, ids);
    await updateWithdrawal(tx, withdrawalId, {
      status: 'cancelled',
      holdTransferId: null,
      decidedAt: new Date(),
      decidedBy: member.username,
    });
  });
  return memberP2pWithdrawal(deps, member, withdrawalId);
}
