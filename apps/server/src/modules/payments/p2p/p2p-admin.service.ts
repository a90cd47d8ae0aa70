import type {
  AdminP2pDispute,
  AdminP2pDisputeQuery,
  ForceP2pReceived,
  ResolveP2pDispute,
} from '@fortuna/contracts/payments-p2p';
import { P2P_API } from '@fortuna/contracts/payments-p2p';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { type Actor, recordAudit } from '../../audit/audit.service';
import { findDepositById, findProofs, usernamesOf } from '../deposits.repo';
import { moneyOf } from '../payment-money';
import { assertRealMoneyAccountId } from '../real-money-guard';
import { findWithdrawalById } from '../withdrawals.repo';
import { presentProofs } from './p2p.present';
import {
  type DisputeRow,
  findDisputeById,
  findDisputeQueue,
  findOpenDisputeOfPart,
  lockDispute,
  type PartRow,
  updateDispute,
} from './p2p.repo';
import { type P2pDeps, type PartContext, receiveInTx, returnToRemainderInTx, withPartLocked } from './p2p-parts';
import { presentDispute } from './p2p-withdrawals.service';

async function presentForStaff(db: Db, dispute: DisputeRow, part: PartRow): Promise<AdminP2pDispute> {
  const [withdrawal, deposit, proofs] = await Promise.all([
    findWithdrawalById(db, part.withdrawalId),
    findDepositById(db, part.depositId),
    findProofs(db, [part.depositId]),
  ]);
  if (!withdrawal || !deposit) throw new Error('p2p part without its orders');
  const names = await usernamesOf(db, [withdrawal.accountId, deposit.accountId]);
  return {
    ...presentDispute(dispute),
    merchantId: part.merchantId,
    part: {
      id: part.id,
      status: part.status,
      amount: moneyOf(part.amountMinor),
      paidAt: part.paidAt?.toISOString() ?? null,
    },
    withdrawal: { id: withdrawal.id, orderNo: withdrawal.orderNo, amount: moneyOf(withdrawal.amountMinor) },
    deposit: { id: deposit.id, orderNo: deposit.orderNo },
    withdrawer: { accountId: withdrawal.accountId, username: names.get(withdrawal.accountId) ?? '' },
    depositor: { accountId: deposit.accountId, username: names.get(deposit.accountId) ?? '' },
    proofUrls: dispute.proofFileNames.map((_name, index) => P2P_API.admin.disputeProofFile(dispute.id, index)),
    depositProofUrls: presentProofs(part, proofs, P2P_API.admin.partProofFile).map((proof) => proof.url),
    resolutionNote: dispute.resolutionNote,
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

/** Disputes of a merchant waiting for staff (or resolved ones), with both members and all proofs. */
export async function disputeQueue(db: Db, query: AdminP2pDisputeQuery): Promise<AdminP2pDispute[]> {
  const rows = await findDisputeQueue(db, query.merchantId, query.status);
  return Promise.all(rows.map(({ dispute, part }) => presentForStaff(db, dispute, part)));
}

function auditPart(action: string, before: PartRow, after: PartContext, note: string) {
  return {
    action,
    targetType: 'p2p_part',
    targetId: before.id,
    merchantId: before.merchantId,
    before: { status: before.status, version: before.version },
    after: { status: after.part.status, version: after.part.version, depositStatus: after.deposit.status, note },
  };
}

/**
 * Staff resolve an open dispute. received: the part counts as received by force (the depositor is credited,
 * the withdrawer's hold is posted, nothing is refunded); not received: the part's hold goes back to the
 * withdrawal's remainder, open to other depositors, and the deposit is rejected with the note.
 */
export async function resolveDispute(
  deps: P2pDeps,
  actor: Actor,
  disputeId: number,
  input: ResolveP2pDispute,
): Promise<AdminP2pDispute> {
  const found = await findDisputeById(deps.db, disputeId);
  if (!found) throw new AppError('P2P_DISPUTE_NOT_FOUND');
  const target = input.outcome === 'received' ? 'resolved_received' : 'resolved_not_received';
  let resolved = found;
  const result = await withPartLocked(deps, found.partId, async (tx, ledger, context, ids) => {
    const dispute = await lockDispute(tx, disputeId);
    if (!dispute) throw new AppError('P2P_DISPUTE_NOT_FOUND');
    if (dispute.status !== 'open') {
      if (dispute.status === target) return context;
      throw new AppError('P2P_DISPUTE_RESOLVED');
    }
    const by = `staff:${actor.username}`;
    const after =
      input.outcome === 'received'
        ? await receiveInTx(tx, ledger, context, ids, { target: 'force_received', from: ['disputed'], by })
        : await returnToRemainderInTx(tx, ledger, context, ids, {
            target: 'not_received',
            from: ['disputed'],
            by,
            reason: input.note,
          });
    resolved = await updateDispute(tx, disputeId, {
      status: target,
      resolvedByStaffId: actor.staffId,
      resolutionNote: input.note,
      resolvedAt: new Date(),
    });
    await recordAudit(tx, actor, auditPart(`payment.p2p.dispute.${input.outcome}`, context.part, after, input.note));
    return after;
  });
  return presentForStaff(deps.db, resolved, result.part);
}

/**
 * Staff force a part received (matched, paid or disputed): the depositor is credited and the withdrawer's
 * hold is posted; the deposit is never refunded. An open dispute on it is closed as received.
 */
export async function forcePartReceived(
  deps: P2pDeps,
  actor: Actor,
  partId: number,
  input: ForceP2pReceived,
): Promise<{ partId: number; status: string }> {
  const result = await withPartLocked(deps, partId, async (tx, ledger, context, ids) => {
    const by = `staff:${actor.username}`;
    if (context.part.status === 'force_received') return context;
    await assertRealMoneyAccountId(tx, context.deposit.accountId);
    const after = await receiveInTx(tx, ledger, context, ids, {
      target: 'force_received',
      from: ['matched', 'paid', 'disputed'],
      by,
    });
    const open = await findOpenDisputeOfPart(tx, partId);
    if (open) {
      await lockDispute(tx, open.id);
      await updateDispute(tx, open.id, {
        status: 'resolved_received',
        resolvedByStaffId: actor.staffId,
        resolutionNote: input.note,
        resolvedAt: new Date(),
      });
    }
    await recordAudit(tx, actor, auditPart('payment.p2p.force_received', context.part, after, input.note));
    return after;
  });
  return { partId: result.part.id, status: result.part.status };
}
