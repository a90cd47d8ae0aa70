import type { EmailReset, EmailResetConfirm, PhoneReset } from '@fortuna/contracts/auth';
import { checkFieldRule } from '@fortuna/contracts/field-rules';
import type { FieldRule } from '@fortuna/contracts/settings';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import type { MerchantRow } from '../merchants/merchants.repo';
import { assertNotExcluded } from '../protection/play-guard';
import { findLiveToken, issueAccountToken, revokeAccountTokens, useToken } from '../sessions/account-tokens';
import type { AuthDeps } from '../sessions/auth-deps';
import { unlockAccount } from '../sessions/login-protection';
import { type OpenedSession, openSession } from '../sessions/open-session';
import {
  type AccountRow,
  findAccountById,
  findAccountByMobile,
  findAccountByUsername,
  revokeAllSessions,
  setPasswordHash,
} from '../sessions/sessions.repo';
import { requireMobile } from '../verification/sms-codes';

const RESET_LINK_TTL_MS = 30 * 60_000;

function checkNewPassword(rule: FieldRule, password: string, confirmation: string | undefined): void {
  const message = checkFieldRule(rule, password, true);
  if (message) throw new AppError('VALIDATION_FAILED', `newPassword: ${message}`);
  if (confirmation !== undefined && confirmation !== password) throw new AppError('PASSWORD_MISMATCH');
}

/** Sets a new password after a reset: every session and remember token ends, any lock lifts. */
async function replacePassword(deps: AuthDeps, account: AccountRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeAllSessions(tx, account.id);
    await revokeAccountTokens(tx, account.id, 'remember');
    await revokeAccountTokens(tx, account.id, 'password-reset');
    await unlockAccount(tx, account);
  });
}

/**
 * Forgot password by email (spec §4): when username and email belong together, mails a link to set a
 * new password, valid for 30 minutes; otherwise 'Username/Email does not exist'.
 */
export async function requestEmailReset(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: EmailReset,
  context: { ip: string; siteOrigin: string },
): Promise<void> {
  if (!merchant.whitelabel.resetByEmail) throw new AppError('FEATURE_DISABLED');
  const account = await findAccountByUsername(deps.db, merchant.id, input.username);
  if (!account?.email || account.email.toLowerCase() !== input.email.toLowerCase() || account.status !== 'active') {
    throw new AppError('ACCOUNT_NOT_FOUND');
  }
  const token = await issueAccountToken(deps.db, {
    kind: 'password-reset',
    accountId: account.id,
    ip: context.ip,
    ttlMs: RESET_LINK_TTL_MS,
  });
  const link = `${context.siteOrigin}/resetPassword?token=${encodeURIComponent(token)}`;
  try {
    await deps.delivery.send({
      merchantId: merchant.id,
      channel: 'email',
      destination: account.email,
      subject: `${merchant.name}: reset your password`,
      body: [
        `Hello ${account.nickname || account.username},`,
        '',
        `Someone asked to reset the password of ${account.username}. To choose a new one, open this link within 30 minutes:`,
        link,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  } catch {
    throw new AppError('DELIVERY_FAILED');
  }
}

/** Sets the new password with the mailed token (single use). */
export async function confirmEmailReset(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: EmailResetConfirm,
): Promise<void> {
  checkNewPassword(merchant.registerRules.password, input.newPassword, input.confirmNewPassword);
  const row = await findLiveToken(deps.db, 'password-reset', input.token);
  const account = row ? await findAccountById(deps.db, row.accountId) : undefined;
  if (!row || !account || account.merchantId !== merchant.id) throw new AppError('RESET_LINK_INVALID');
  if (!(await useToken(deps.db, hashToken(input.token)))) throw new AppError('RESET_LINK_INVALID');
  await replacePassword(deps, account, input.newPassword);
}

/**
 * Forgot password by phone, and setting a first password for accounts registered by mobile: the SMS
 * code from sms/noLogin proves the number; the member is signed in with the new password (spec §4).
 */
export async function resetByPhone(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: PhoneReset,
  ip: string,
): Promise<OpenedSession> {
  if (!merchant.whitelabel.resetByPhone) throw new AppError('FEATURE_DISABLED');
  checkNewPassword(merchant.registerRules.password, input.newPassword, input.confirmNewPassword);
  const mobile = requireMobile(input.countryDialingCode, input.mobileNum);
  await deps.smsCodes.consume(merchant.id, mobile, 'login', input.verificationCode);
  const account = await findAccountByMobile(deps.db, merchant.id, mobile.dialingCode, mobile.nationalNumber);
  if (account?.status !== 'active') throw new AppError('CODE_INVALID');
  await assertNotExcluded(deps, account.id);
  await replacePassword(deps, account, input.newPassword);
  return openSession(deps.db, account, ip, { passwordExpired: false, remember: false });
}
