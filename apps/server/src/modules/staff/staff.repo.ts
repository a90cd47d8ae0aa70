import type { StaffRole } from '@fortuna/contracts/staff';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema/index';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

export function listStaffRows(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.id));
}

export async function insertStaff(
  db: DbOrTx,
  values: { username: string; displayName: string; passwordHash: string; roles: StaffRole[] },
): Promise<StaffRow> {
  const rows = await db.insert(staffUsers).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert staff returned nothing');
  return row;
}

export async function insertStaffSession(
  db: DbOrTx,
  values: { staffId: number; tokenHash: string; ip: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values(values);
  await db.update(staffUsers).set({ lastLoginAt: new Date() }).where(eq(staffUsers.id, values.staffId));
}

/** The active staff member holding a live session with this token hash. */
export async function findStaffBySessionHash(db: DbOrTx, tokenHash: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select({ staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0]?.staff;
}

export async function revokeStaffSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.tokenHash, tokenHash));
}
