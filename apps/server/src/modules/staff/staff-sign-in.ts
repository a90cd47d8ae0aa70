import type { StaffLogin, StaffSession } from '@fortuna/contracts/staff';
import { AppError } from '../../http/app-error';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords';
import { hashToken, newSessionToken } from '../../security/tokens';
import { insertAudit } from '../audit/audit.repo';
import { acceptedTotpStep, unsealTotpSecret } from '../profile/totp';
import type { AuthDeps } from '../sessions/auth-deps';
import {
  type Attempt,
  BACK_OFFICE_SCOPE,
  forgetNameFailures,
  isCaptchaRequired,
  recordNameFailure,
} from '../sessions/login-protection';
import {
  findStaffByUsername,
  hasSessionFrom,
  insertStaffSession,
  type StaffRow,
  setStaffLock,
  takeTotpStep,
} from './staff.repo';
import { presentSignedInStaff } from './staff.service';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const LOCKED_MESSAGE = 'Too many failed sign-ins: this account is locked until an administrator unlocks it';

export type StaffSignInDeps = Pick<AuthDeps, 'db' | 'secrets' | 'challenges' | 'captchas'>;

/** Sign-in events go to the audit log, also for names that match no staff member. */
function auditSignIn(
  deps: StaffSignInDeps,
  attempt: Attempt,
  staff: StaffRow | undefined,
  action: string,
  after: unknown = null,
): Promise<void> {
  return insertAudit(deps.db, {
    staffId: staff?.id ?? null,
    staffUsername: staff?.username ?? attempt.login,
    action,
    targetType: 'staff',
    targetId: String(staff?.id ?? attempt.login),
    merchantId: null,
    before: null,
    after,
    ip: attempt.ip,
  });
}

/** Counts a failure (wrong password or code), locks the account at the members' threshold, flags the captcha. */
async function fail(deps: StaffSignInDeps, attempt: Attempt, staff: StaffRow | undefined, error: AppError) {
  const isLockDue = await recordNameFailure(deps.db, attempt, null);
  await auditSignIn(deps, attempt, staff, 'staff.sign_in.failed', { reason: error.code });
  if (staff && isLockDue && !staff.lockedAt) {
    await setStaffLock(deps.db, staff.id, new Date());
    await auditSignIn(deps, attempt, staff, 'staff.lock');
  }
  return error.withValue({ captcha: await isCaptchaRequired(deps.db, attempt) });
}

/** The authenticator step: asks for the code, then takes it once. */
async function checkSecondFactor(deps: StaffSignInDeps, attempt: Attempt, staff: StaffRow, code: string | undefined) {
  if (!staff.totpEnabled || !staff.totpSecret) return;
  if (!code) {
    throw new AppError('SECOND_FACTOR_REQUIRED', 'Enter the 6-digit code from your authenticator app').withValue({
      method: 'totp',
    });
  }
  const step = acceptedTotpStep(await unsealTotpSecret(deps.secrets, staff.totpSecret), code);
  if (step === null || !(await takeTotpStep(deps.db, staff.id, step))) {
    throw await fail(deps, attempt, staff, new AppError('SECOND_FACTOR_INVALID'));
  }
}

/**
 * Signs a staff member in with the members' protection (docs/accounts.md, staff security): challenge and
 * captcha after a failure, a lock after 5 failures that only an admin lifts, then the authenticator code.
 */
export async function signInStaff(
  deps: StaffSignInDeps,
  input: StaffLogin,
  context: { ip: string; captchaId: string | undefined },
): Promise<StaffSession> {
  const attempt: Attempt = { merchantId: BACK_OFFICE_SCOPE, login: input.username.toLowerCase(), ip: context.ip };
  const isCaptchaDue = await isCaptchaRequired(deps.db, attempt);
  if (isCaptchaDue && !input.captcha) throw new AppError('CAPTCHA_REQUIRED').withValue({ captcha: true });
  await deps.challenges.redeem(input.challenge, isCaptchaDue);
  if (isCaptchaDue) {
    if (!(await deps.captchas.check(context.captchaId, input.captcha))) {
      throw new AppError('CAPTCHA_INVALID').withValue({ captcha: true });
    }
  }
  const staff = await findStaffByUsername(deps.db, input.username);
  if (staff?.lockedAt) {
    await auditSignIn(deps, attempt, staff, 'staff.sign_in.refused_locked');
    throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
  }
  const isPasswordRight = await verifyPassword(staff?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!staff || !isPasswordRight) throw await fail(deps, attempt, staff, new AppError('INVALID_CREDENTIALS'));
  if (staff.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  await checkSecondFactor(deps, attempt, staff, input.code);
  await forgetNameFailures(deps.db, BACK_OFFICE_SCOPE, attempt.login);
  if (!(await hasSessionFrom(deps.db, staff.id, context.ip))) {
    await auditSignIn(deps, attempt, staff, 'staff.sign_in.new_address', { ip: context.ip });
  }
  const token = newSessionToken();
  await insertStaffSession(deps.db, {
    staffId: staff.id,
    tokenHash: hashToken(token),
    ip: context.ip,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, staff: await presentSignedInStaff(deps.db, staff) };
}
