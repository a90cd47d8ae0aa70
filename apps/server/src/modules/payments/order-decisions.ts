import type { ErrorCode } from '@fortuna/contracts/errors';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { TxLedger } from './ledger-tx';

/** The columns a staff decision reads and stamps on a deposit or withdrawal order. */
interface DecidableOrder {
  id: number;
  merchantId: number;
  status: string;
  version: number;
  reason: string;
  decisionKey: string | null;
  decidedByStaffId: number | null;
}

/** The stamp every decided order gets. */
interface DecisionStamp {
  status: string;
  decidedAt: Date;
  decidedBy: string;
  decidedByStaffId: number;
  decisionKey: string;
}

export interface OrderDecision<Row extends DecidableOrder, Open extends Row, Changes, Status extends string> {
  /** Names the order in the error text and the audit entry (`payment.<noun>.approve`, `<noun>_order`). */
  noun: 'deposit' | 'withdrawal';
  notFound: ErrorCode;
  /** The status an approval gives; any other target is a rejection. */
  approvedStatus: Status;
  lock: (tx: Tx, id: number) => Promise<Row | undefined>;
  update: (tx: Tx, id: number, values: Changes & DecisionStamp & { status: Status }) => Promise<Row>;
  /** Whether the locked order still waits for a decision. */
  isOpen: (row: Row) => row is Open;
  /** What the audit entry keeps of the decided order beside its status, version and reason. */
  auditExtra?: (row: Row) => Record<string, unknown>;
}

/**
 * One staff decision on an order, inside the caller's ledger transaction and under the order's row
 * lock: of two staff deciding at once the second finds it decided and gets ORDER_ALREADY_DECIDED; the
 * same staff call repeated with the same idempotency key gets the decided order again, and nothing
 * moves twice. `apply` does the decision's money and returns the order's other changes; the order is
 * then stamped (status, who, when, key) and the decision audited in the same transaction.
 */
export async function decideOrderInTx<Row extends DecidableOrder, Open extends Row, Changes, Status extends string>(
  tx: Tx,
  ledger: TxLedger,
  spec: OrderDecision<Row, Open, Changes, Status>,
  decision: { actor: Actor; id: number; key: string; target: Status; note: string },
  apply: (tx: Tx, ledger: TxLedger, locked: Open) => Promise<Changes>,
): Promise<Row> {
  const { actor, id, key, target, note } = decision;
  const locked = await spec.lock(tx, id);
  if (!locked) throw new AppError(spec.notFound);
  if (!spec.isOpen(locked)) {
    if (locked.status === target && locked.decisionKey === key && locked.decidedByStaffId === actor.staffId)
      return locked;
    throw new AppError('ORDER_ALREADY_DECIDED', `This ${spec.noun} is already ${locked.status}`);
  }
  const changes = await apply(tx, ledger, locked);
  const updated = await spec.update(tx, id, {
    ...changes,
    status: target,
    decidedAt: new Date(),
    decidedBy: actor.username,
    decidedByStaffId: actor.staffId,
    decisionKey: key,
  });
  await recordAudit(tx, actor, {
    action: `payment.${spec.noun}.${target === spec.approvedStatus ? 'approve' : 'reject'}`,
    targetType: `${spec.noun}_order`,
    targetId: id,
    merchantId: locked.merchantId,
    before: { status: locked.status, version: locked.version },
    after: {
      status: updated.status,
      version: updated.version,
      reason: updated.reason,
      ...spec.auditExtra?.(updated),
      note,
    },
  });
  return updated;
}
