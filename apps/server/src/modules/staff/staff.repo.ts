import type { StaffRole } from '@fortuna/contracts/staff';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffSessions, staffSettings, staffUsers } from '../../db/schema/index';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return rows[0];
}

export async function setStaffLock(db: DbOrTx, id: number, lockedAt: Date | null): Promise<void> {
  await db.update(staffUsers).set({ lockedAt }).where(eq(staffUsers.id, id));
}

/** Stores a new (not yet confirmed) sealed authenticator secret; null removes the authenticator. */
export async function setStaffTotpSecret(db: DbOrTx, id: number, sealedSecret: string | null): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: sealedSecret, totpEnabled: false, totpLastStep: null })
    .where(eq(staffUsers.id, id));
}

/**
 * Takes the authenticator code of `step` once: true only for the first use of a step later than the
 * last one taken (and, with `enable`, turns the second factor on in the same statement).
 */
export async function takeTotpStep(db: DbOrTx, id: number, step: number, enable = false): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step, ...(enable ? { totpEnabled: true } : {}) })
    .where(and(eq(staffUsers.id, id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Whether the staff member has had a session from this address before. */
export async function hasSessionFrom(db: DbOrTx, staffId: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
}

export async function readRequireSecondFactor(db: DbOrTx): Promise<boolean> {
  const rows = await db.select().from(staffSettings).where(eq(staffSettings.id, 1)).limit(1);
  return rows[0]?.requireSecondFactor ?? false;
}

export async function writeRequireSecondFactor(db: DbOrTx, requireSecondFactor: boolean): Promise<void> {
  await db
    .insert(staffSettings)
    .values({ id: 1, requireSecondFactor })
    .onConflictDoUpdate({ target: staffSettings.id, set: { requireSecondFactor, updatedAt: new Date() } });
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
