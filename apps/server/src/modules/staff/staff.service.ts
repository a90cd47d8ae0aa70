import type {
  CreateStaff,
  SignedInStaff,
  Staff,
  StaffRole,
  StaffSecuritySettings,
  StaffTotpSetup,
} from '@fortuna/contracts/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import type { ServerSecrets } from '../../security/server-secrets';
import { hashToken } from '../../security/tokens';
import { type Actor, recordAudit } from '../audit/audit.service';
import { acceptedTotpStep, newTotp, sealTotpSecret, unsealTotpSecret } from '../profile/totp';
import { BACK_OFFICE_SCOPE, forgetNameFailures } from '../sessions/login-protection';
import {
  findStaffById,
  findStaffBySessionHash,
  insertStaff,
  listStaffRows,
  readRequireSecondFactor,
  revokeStaffSession,
  type StaffRow,
  setStaffLock,
  setStaffTotpSecret,
  takeTotpStep,
  writeRequireSecondFactor,
} from './staff.repo';

export function presentStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    roles: row.roles,
    status: row.status,
    isLocked: row.lockedAt !== null,
    hasSecondFactor: row.totpEnabled,
  };
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

/** Whether this staff member must enrol an authenticator before anything else (the admin's setting). */
export async function mustEnrolSecondFactor(db: Db, staff: StaffRow): Promise<boolean> {
  return !staff.totpEnabled && (await readRequireSecondFactor(db));
}

export async function presentSignedInStaff(db: Db, staff: StaffRow): Promise<SignedInStaff> {
  return { ...presentStaff(staff), mustEnrolSecondFactor: await mustEnrolSecondFactor(db, staff) };
}

/** Starts (or restarts) enrolment: a new secret, sealed; the second factor is live once a code confirms it. */
export async function startTotpEnrolment(db: Db, secrets: ServerSecrets, staff: StaffRow): Promise<StaffTotpSetup> {
  if (staff.totpEnabled) throw new AppError('CONFLICT', 'An authenticator is already set up for this account');
  const setup = newTotp('Fortuna back office', staff.username);
  await setStaffTotpSecret(db, staff.id, await sealTotpSecret(secrets, setup.secret));
  return setup;
}

export async function confirmTotpEnrolment(db: Db, secrets: ServerSecrets, actor: Actor, code: string): Promise<Staff> {
  const staff = await findStaffById(db, actor.staffId);
  if (!staff?.totpSecret) throw new AppError('TOTP_NOT_SET_UP');
  if (staff.totpEnabled) throw new AppError('CONFLICT', 'An authenticator is already set up for this account');
  const step = acceptedTotpStep(await unsealTotpSecret(secrets, staff.totpSecret), code);
  if (step === null || !(await takeTotpStep(db, staff.id, step, true))) throw new AppError('SECOND_FACTOR_INVALID');
  await recordAudit(db, actor, {
    action: 'staff.totp.enable',
    targetType: 'staff',
    targetId: staff.id,
    merchantId: null,
    before: { hasSecondFactor: false },
    after: { hasSecondFactor: true },
  });
  return presentStaff({ ...staff, totpEnabled: true });
}

/** An admin lifts the lock failed sign-ins put on another staff member; their failures are forgotten. */
export async function unlockStaff(db: Db, actor: Actor, staffId: number): Promise<Staff> {
  return inTransaction(db, async (tx) => {
    const staff = await findStaffById(tx, staffId);
    if (!staff) throw new AppError('NOT_FOUND', 'No such staff member');
    await setStaffLock(tx, staff.id, null);
    await forgetNameFailures(tx, BACK_OFFICE_SCOPE, staff.username.toLowerCase());
    await recordAudit(tx, actor, {
      action: 'staff.unlock',
      targetType: 'staff',
      targetId: staff.id,
      merchantId: null,
      before: { isLocked: staff.lockedAt !== null },
      after: { isLocked: false },
    });
    return presentStaff({ ...staff, lockedAt: null });
  });
}

/** An admin removes a staff member's authenticator (a lost phone); they sign in with the password and enrol again. */
export async function resetStaffTotp(db: Db, actor: Actor, staffId: number): Promise<Staff> {
  return inTransaction(db, async (tx) => {
    const staff = await findStaffById(tx, staffId);
    if (!staff) throw new AppError('NOT_FOUND', 'No such staff member');
    await setStaffTotpSecret(tx, staff.id, null);
    await recordAudit(tx, actor, {
      action: 'staff.totp.reset',
      targetType: 'staff',
      targetId: staff.id,
      merchantId: null,
      before: { hasSecondFactor: staff.totpEnabled },
      after: { hasSecondFactor: false },
    });
    return presentStaff({ ...staff, totpEnabled: false, totpSecret: null });
  });
}

export async function staffSecuritySettings(db: Db): Promise<StaffSecuritySettings> {
  return { requireSecondFactor: await readRequireSecondFactor(db) };
}

export async function updateStaffSecuritySettings(
  db: Db,
  actor: Actor,
  input: StaffSecuritySettings,
): Promise<StaffSecuritySettings> {
  const admin = await findStaffById(db, actor.staffId);
  if (input.requireSecondFactor && !admin?.totpEnabled) {
    // Otherwise the admin turning it on would be the first one held at enrolment.
    throw new AppError('TOTP_NOT_SET_UP', 'Set up your own authenticator before requiring one for all staff');
  }
  return inTransaction(db, async (tx) => {
    const before = { requireSecondFactor: await readRequireSecondFactor(tx) };
    await writeRequireSecondFactor(tx, input.requireSecondFactor);
    await recordAudit(tx, actor, {
      action: 'staff.settings.update',
      targetType: 'staff_settings',
      targetId: 1,
      merchantId: null,
      before,
      after: input,
    });
    return input;
  });
}
