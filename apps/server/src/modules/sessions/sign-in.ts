import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { Login, SecondFactor, SecondFactorChallenge } from '@fortuna/contracts/auth';
import { maskMobile, parseMobile } from '@fortuna/contracts/phone';
import { AppError } from '../../http/app-error';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import type { MerchantRow } from '../merchants/merchants.repo';
import { isTotpCodeValid, unsealTotpSecret } from '../profile/totp';
import { assertNotExcluded } from '../protection/play-guard';
import { requireMobile } from '../verification/sms-codes';
import { countFailedAttempt, findLiveToken, issueAccountToken, useToken } from './account-tokens';
import type { AuthDeps } from './auth-deps';
import {
  type Attempt,
  assertAccountNotLocked,
  assertIpNotLocked,
  clearFailures,
  isCaptchaRequired,
  recordFailure,
} from './login-protection';
import { mustChangePassword, type OpenedSession, openSession } from './open-session';
import {
  type AccountRow,
  findAccountById,
  findAccountByMobile,
  findAccountByUsername,
  knownAddressOf,
} from './sessions.repo';

const SECOND_FACTOR_TTL_MS = 10 * 60_000;
const SECOND_FACTOR_MAX_ATTEMPTS = 5;

interface HeldSignIn {
  portal: 'member' | 'agent';
  remember: boolean;
  passwordExpired: boolean;
}

/** Refuses accounts that may not sign in here (disabled, trial, non-agent at the agent area). */
function assertMaySignIn(account: AccountRow, portal: Login['portal']): void {
  if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  if (isTrialType(account.type)) throw new AppError('NOT_A_MEMBER');
  if (portal === 'agent' && !isAgentType(account.type)) throw new AppError('NOT_AN_AGENT');
}

async function failWithCaptchaFlag(deps: AuthDeps, attempt: Attempt, account: AccountRow | undefined, error: AppError) {
  await recordFailure(deps.db, attempt, account);
  return error.withValue({ captcha: await isCaptchaRequired(deps.db, attempt) });
}

/** Checks the password or SMS code; records a failure and flags the captcha when it is wrong. */
async function authenticate(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: Login,
  attempt: Attempt,
): Promise<AccountRow> {
  if (input.type === 'username') {
    const account = await findAccountByUsername(deps.db, merchant.id, input.username);
    if (account) assertAccountNotLocked(account);
    const isPasswordRight = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!account || !isPasswordRight) {
      throw await failWithCaptchaFlag(deps, attempt, account, new AppError('INVALID_CREDENTIALS'));
    }
    return account;
  }
  const mobile = requireMobile(input.countryDialingCode, input.username);
  const account = await findAccountByMobile(deps.db, merchant.id, mobile.dialingCode, mobile.nationalNumber);
  if (account) assertAccountNotLocked(account);
  try {
    await deps.smsCodes.consume(merchant.id, mobile, 'login', input.password);
  } catch (error) {
    if (error instanceof AppError) throw await failWithCaptchaFlag(deps, attempt, account, error);
    throw error;
  }
  if (!account) throw new AppError('INVALID_CREDENTIALS');
  return account;
}

/** A sign-in from an address the account has not used needs a second factor, if it has one. */
async function holdForSecondFactor(
  deps: AuthDeps,
  merchant: MerchantRow,
  account: AccountRow,
  ip: string,
  held: HeldSignIn,
): Promise<void> {
  const address = await knownAddressOf(deps.db, account.id, ip);
  const hasMobile = account.mobileDialingCode !== null && account.mobileNumber !== null;
  if (address.isKnown || !address.hasAny || (!hasMobile && !account.totpEnabled)) return;
  const ticket = await issueAccountToken(deps.db, {
    kind: 'second-factor',
    accountId: account.id,
    ip,
    ttlMs: SECOND_FACTOR_TTL_MS,
    data: held,
  });
  let challenge: SecondFactorChallenge;
  if (account.totpEnabled) {
    challenge = { ticket, method: 'totp', maskedMobile: null, expiredMinutes: SECOND_FACTOR_TTL_MS / 60_000 };
  } else {
    const mobile = parseMobile(account.mobileDialingCode ?? '', account.mobileNumber ?? '');
    if (!mobile) return;
    const { expiredMinutes } = await deps.smsCodes.send(merchant, mobile, 'second-factor', ip);
    challenge = {
      ticket,
      method: 'sms',
      maskedMobile: maskMobile(mobile.dialingCode, mobile.nationalNumber),
      expiredMinutes,
    };
  }
  throw new AppError('SECOND_FACTOR_REQUIRED').withValue(challenge);
}

/**
 * Signs a member or agent in (spec §4): address lock, challenge, captcha when flagged, password or SMS
 * code, account lock and status, then a second factor for a new address. Returns the opened session.
 */
export async function signIn(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: Login,
  context: { ip: string; captchaId: string | undefined },
): Promise<OpenedSession> {
  const { ip } = context;
  await assertIpNotLocked(deps.db, merchant.id, ip);
  if (input.type === 'sms' && !merchant.whitelabel.smsLogin) throw new AppError('FEATURE_DISABLED');
  await deps.challenges.redeem(input.challenge, merchant.whitelabel.requireChallenge);
  const attempt: Attempt = { merchantId: merchant.id, login: input.username.toLowerCase(), ip };
  if (await isCaptchaRequired(deps.db, attempt)) {
    if (!input.captcha) throw new AppError('CAPTCHA_REQUIRED').withValue({ captcha: true });
    if (!(await deps.captchas.check(context.captchaId, input.captcha))) {
      throw new AppError('CAPTCHA_INVALID').withValue({ captcha: true });
    }
  }
  const account = await authenticate(deps, merchant, input, attempt);
  assertMaySignIn(account, input.portal);
  await assertNotExcluded(deps, account.id);
  await clearFailures(deps.db, attempt, account);
  // An SMS code proves the phone; only passwords can be expired or the weak default (spec §4).
  const held: HeldSignIn = {
    portal: input.portal,
    remember: input.remember,
    passwordExpired:
      input.type === 'username' && mustChangePassword(account, input.password, merchant.whitelabel.passwordExpiryDays),
  };
  if (input.type === 'username') await holdForSecondFactor(deps, merchant, account, ip, held);
  return openSession(deps.db, account, ip, held);
}

/** Completes a sign-in held for a second factor (SMS code or authenticator). */
export async function completeSecondFactor(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: SecondFactor,
  ip: string,
): Promise<OpenedSession> {
  const ticket = await findLiveToken(deps.db, 'second-factor', input.ticket);
  if (!ticket || ticket.attempts >= SECOND_FACTOR_MAX_ATTEMPTS) throw new AppError('CODE_EXPIRED');
  const account = await findAccountById(deps.db, ticket.accountId);
  if (!account || account.merchantId !== merchant.id) throw new AppError('CODE_EXPIRED');
  const held = JSON.parse(ticket.data) as HeldSignIn;
  try {
    if (account.totpEnabled && account.totpSecret) {
      const secret = await unsealTotpSecret(deps.secrets, account.totpSecret);
      if (!isTotpCodeValid(secret, input.code)) throw new AppError('SECOND_FACTOR_INVALID');
    } else {
      const mobile = requireMobile(account.mobileDialingCode ?? '', account.mobileNumber ?? '');
      await deps.smsCodes.consume(merchant.id, mobile, 'second-factor', input.code);
    }
  } catch (error) {
    await countFailedAttempt(deps.db, hashToken(input.ticket));
    throw error;
  }
  if (!(await useToken(deps.db, hashToken(input.ticket)))) throw new AppError('CODE_EXPIRED');
  assertMaySignIn(account, held.portal);
  await assertNotExcluded(deps, account.id);
  return openSession(deps.db, account, ip, held);
}

/** Trades a remember token (the HttpOnly cookie) for a new session and a new remember token. */
export async function signInRemembered(
  deps: AuthDeps,
  merchant: MerchantRow,
  token: string,
  ip: string,
): Promise<OpenedSession> {
  const row = await findLiveToken(deps.db, 'remember', token);
  const account = row ? await findAccountById(deps.db, row.accountId) : undefined;
  if (!row || !account || account.merchantId !== merchant.id || account.status !== 'active') {
    throw new AppError('NOT_LOGGED_IN');
  }
  if (!(await useToken(deps.db, row.tokenHash))) throw new AppError('NOT_LOGGED_IN');
  await assertIpNotLocked(deps.db, merchant.id, ip);
  assertAccountNotLocked(account);
  await assertNotExcluded(deps, account.id);
  return openSession(deps.db, account, ip, {
    remember: true,
    passwordExpired: mustChangePassword(account, null, merchant.whitelabel.passwordExpiryDays),
  });
}
