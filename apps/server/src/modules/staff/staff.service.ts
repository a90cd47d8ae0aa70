import type { CreateStaff, Staff, StaffLogin, StaffRole, StaffSession } from '@fortuna/contracts/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import { hashToken, newSessionToken } from '../../security/tokens';
import { type Actor, recordAudit } from '../audit/audit.service';
import {
  findStaffBySessionHash,
  findStaffByUsername,
  insertStaff,
  insertStaffSession,
  listStaffRows,
  revokeStaffSession,
  type StaffRow,
} from './staff.repo';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function presentStaff(row: StaffRow): Staff {
  return { id: row.id, username: row.username, displayName: row.displayName, roles: row.roles, status: row.status };
}

export async function loginStaff(db: Db, input: StaffLogin, ip: string): Promise<StaffSession> {
  const row = await findStaffByUsername(db, input.username);
  const isPasswordRight = await verifyPassword(row?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!row || !isPasswordRight) throw new AppError('INVALID_CREDENTIALS');
  if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const token = newSessionToken();
  await insertStaffSession(db, {
    staffId: row.id,
    tokenHash: hashToken(token),
    ip,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, staff: presentStaff(row) };
}

export async function staffForToken(db: Db, token: string): Promise<StaffRow | undefined> {
  const row = await findStaffBySessionHash(db, hashToken(token));
  return row?.status === 'active' ? row : undefined;
}

export function logoutStaff(db: Db, token: string): Promise<void> {
  return revokeStaffSession(db, hashToken(token));
}

export async function listStaff(db: Db): Promise<Staff[]> {
  return (await listStaffRows(db)).map(presentStaff);
}

/** Creates a staff account. `actor` is null only for the command-line bootstrap of the first admin. */
export async function createStaff(db: Db, actor: Actor | null, input: CreateStaff): Promise<Staff> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const row = await insertStaff(tx, {
      username: input.username,
      displayName: input.displayName,
      passwordHash,
      roles: input.roles,
    });
    const after = presentStaff(row);
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        merchantId: null,
        before: null,
        after,
      });
    }
    return after;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'That username is already taken');
    throw error;
  });
}

export function hasRole(staff: { roles: StaffRole[] }, role: StaffRole): boolean {
  return staff.roles.includes('admin') || staff.roles.includes(role);
}
