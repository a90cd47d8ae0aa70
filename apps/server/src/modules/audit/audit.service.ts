import { type AuditEntry, type AuditQuery, auditPrefixesOf, type Page, type StaffRole } from '@fortuna/contracts/staff';
import type { DbOrTx } from '../../db/client';
import { findAuditPage, insertAudit } from './audit.repo';

/** Who made a change: the staff member and the address they came from. */
export interface Actor {
  staffId: number;
  username: string;
  ip: string;
}

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number;
  merchantId: number | null;
  before: unknown;
  after: unknown;
}

/** Records a staff change; call it inside the transaction that makes the change. */
export function recordAudit(tx: DbOrTx, actor: Actor, change: AuditChange): Promise<void> {
  return insertAudit(tx, {
    staffId: actor.staffId,
    staffUsername: actor.username,
    ip: actor.ip,
    ...change,
    targetId: String(change.targetId),
  });
}

/** A page of the log as `roles` may read it: admin everything, every other role its own area (`AUDIT_AREAS`). */
export async function listAudit(db: DbOrTx, query: AuditQuery, roles: readonly StaffRole[]): Promise<Page<AuditEntry>> {
  const { rows, total } = await findAuditPage(db, query, auditPrefixesOf(roles));
  return {
    list: rows,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
