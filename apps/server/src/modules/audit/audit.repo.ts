import type { AuditEntry, AuditQuery } from '@fortuna/contracts/staff';
import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditRecord {
  staffId: number | null;
  staffUsername: string | null;
  action: string;
  targetType: string;
  targetId: string;
  merchantId: number | null;
  before: unknown;
  after: unknown;
  ip: string;
}

export async function insertAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(record);
}

/**
 * A page of the log, newest first. `prefixes` limits it to actions starting with one of them (a role's
 * area); null reads every entry.
 */
export async function findAuditPage(
  db: DbOrTx,
  query: AuditQuery,
  prefixes: readonly string[] | null = null,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (prefixes !== null) {
    const escaped = prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    filters.push(or(...escaped.map((pattern) => like(auditLog.action, pattern))) ?? sql`false`);
  }
  if (query.merchantId !== undefined) filters.push(eq(auditLog.merchantId, query.merchantId));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}
