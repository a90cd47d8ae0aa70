import { and, desc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { insertAudit } from '../audit/audit.repo';

/** Records a member's own responsible-gaming change in the audit log (no staff member: the member acted). */
export function auditMemberChange(
  tx: DbOrTx,
  member: { id: number; merchantId: number; username: string },
  ip: string,
  change: { action: string; before: unknown; after: unknown },
): Promise<void> {
  return insertAudit(tx, {
    staffId: null,
    staffUsername: `member:${member.username}`,
    action: `protection.${change.action}`,
    targetType: 'account',
    targetId: String(member.id),
    merchantId: member.merchantId,
    before: change.before,
    after: change.after,
    ip,
  });
}

/** The member's responsible-gaming history, newest first. */
export async function protectionHistory(db: DbOrTx, accountId: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'account'),
        eq(auditLog.targetId, String(accountId)),
        like(auditLog.action, 'protection.%'),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    action: row.action,
    detail: { by: row.staffUsername, before: row.before, after: row.after },
  }));
}
