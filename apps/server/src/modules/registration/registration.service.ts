import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE, isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { Affiliate, Register } from '@fortuna/contracts/auth';
import { checkFieldRule } from '@fortuna/contracts/field-rules';
import type { MobileNumber } from '@fortuna/contracts/phone';
import { REGISTER_DETAIL_FIELDS, type RegisterField, type RegisterRules } from '@fortuna/contracts/settings';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import type { MerchantRow } from '../merchants/merchants.repo';
import { recordInvitation } from '../promotions/referral.service';
import type { AuthDeps } from '../sessions/auth-deps';
import { assertIpNotLocked } from '../sessions/login-protection';
import { type OpenedSession, openSession } from '../sessions/open-session';
import { type AccountRow, findAccountByMobile, findAccountByUsername } from '../sessions/sessions.repo';
import { requireMobile } from '../verification/sms-codes';
import { openMemberWallets } from '../wallet/member-wallets';
import { newInviteCode } from './invite-codes';

export type RegisterMode = 'username' | 'mobile';

/** Fields checked against the merchant's rules; captcha, confirmation and SMS code are checked on their own. */
const RULED_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterField[];

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`);
}

/** Applies every rule of spec §5 the merchant configured; the mobile form adds its own requirements. */
export function validateRegistration(
  rules: RegisterRules,
  input: Register,
  mode: RegisterMode,
  mobilePassword: boolean,
): void {
  const passwordWanted = mode === 'username' || mobilePassword;
  for (const field of RULED_FIELDS) {
    if (mode === 'mobile' && field === 'username') continue;
    if (field === 'password' && !passwordWanted) continue;
    const rule =
      field === 'mobileNum' && mode === 'mobile' ? { ...rules.mobileNum, enabled: true, required: true } : rules[field];
    const message = checkFieldRule(rule, input[field], field === 'password' || field === 'paymentPassword');
    if (message) throw invalid(field, message);
  }
  if (passwordWanted && input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
}

async function findByInviteCode(db: DbOrTx, merchantId: number, code: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), sql`upper(${accounts.inviteCode}) = upper(${code})`))
    .limit(1);
  return rows[0];
}

/** The agent behind an affiliate code (spec §7 affiliate check), or INVITATION_CODE_INVALID. */
export async function findAffiliate(
  db: DbOrTx,
  merchant: MerchantRow,
  code: string,
): Promise<Affiliate & { agent: AccountRow }> {
  if (!merchant.whitelabel.affiliate) throw new AppError('FEATURE_DISABLED');
  const agent = await findByInviteCode(db, merchant.id, code);
  if (!agent || !isAgentType(agent.type) || agent.status !== 'active') throw new AppError('INVITATION_CODE_INVALID');
  return { code: agent.inviteCode ?? code, agentNickname: agent.nickname || agent.username, agent };
}

interface Placement {
  uplineId: number | null;
  referrerId: number | null;
}

/** Where the new account goes: under the affiliate's agent, or beside the member who referred it. */
async function placementOf(db: DbOrTx, merchant: MerchantRow, input: Register): Promise<Placement> {
  if (input.affiliateCode && merchant.whitelabel.affiliate) {
    const { agent } = await findAffiliate(db, merchant, input.affiliateCode);
    return { uplineId: agent.id, referrerId: null };
  }
  if (input.referralCode && merchant.whitelabel.referral) {
    const referrer = await findByInviteCode(db, merchant.id, input.referralCode);
    // A stale or mistyped referral link still lets the visitor register.
    if (referrer && !isTrialType(referrer.type)) {
      return { uplineId: isAgentType(referrer.type) ? referrer.id : referrer.uplineId, referrerId: referrer.id };
    }
  }
  return { uplineId: null, referrerId: null };
}

async function assertUnique(
  db: DbOrTx,
  merchantId: number,
  username: string,
  mobile: MobileNumber | null,
  email: string,
) {
  if (await findAccountByUsername(db, merchantId, username)) throw new AppError('USERNAME_TAKEN');
  if (mobile && (await findAccountByMobile(db, merchantId, mobile.dialingCode, mobile.nationalNumber))) {
    throw new AppError('PHONE_TAKEN');
  }
  if (email) {
    const rows = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.merchantId, merchantId), sql`lower(${accounts.email}) = lower(${email})`))
      .limit(1);
    if (rows.length > 0) throw new AppError('EMAIL_TAKEN');
  }
}

/**
 * Registers a member (spec §4): challenge, captcha, every field rule, SMS code where needed, affiliate
 * or referral placement; opens the wallets and signs the new member in, all in one transaction.
 */
export async function register(
  deps: AuthDeps,
  merchant: MerchantRow,
  input: Register,
  mode: RegisterMode,
  context: { ip: string; captchaId: string | undefined },
): Promise<OpenedSession> {
  const { whitelabel, registerRules: rules } = merchant;
  await assertIpNotLocked(deps.db, merchant.id, context.ip);
  if (mode === 'mobile' && !whitelabel.mobileRegistration) throw new AppError('FEATURE_DISABLED');
  await deps.challenges.redeem(input.challenge, whitelabel.requireChallenge);
  if (rules.captcha.enabled) {
    if (!input.captcha) throw invalid('captcha', 'Input cannot be empty');
    if (!(await deps.captchas.check(context.captchaId, input.captcha))) throw new AppError('CAPTCHA_INVALID');
  }
  validateRegistration(rules, input, mode, whitelabel.mobilePasswordRegistration);
  const mobile = input.mobileNum ? requireMobile(input.countryDialingCode || '84', input.mobileNum) : null;
  const username = mode === 'mobile' && mobile ? `${mobile.dialingCode}${mobile.nationalNumber}` : input.username;
  const email = rules.email.enabled ? input.email : '';
  await assertUnique(deps.db, merchant.id, username, mobile, email);
  const placement = await placementOf(deps.db, merchant, input);
  const needsSmsCode = mode === 'mobile' || (whitelabel.smsVerification && mobile !== null);
  if (needsSmsCode) {
    if (!mobile) throw new AppError('PHONE_INVALID');
    if (!input.verificationCode) throw new AppError('CODE_INVALID');
    await deps.smsCodes.consume(merchant.id, mobile, 'register', input.verificationCode);
  }
  const password =
    mode === 'mobile' && !whitelabel.mobilePasswordRegistration
      ? randomBytes(24).toString('base64url')
      : input.password;
  const passwordHash = await hashPassword(password);
  const paymentPasswordHash =
    rules.paymentPassword.enabled && input.paymentPassword ? await hashPassword(input.paymentPassword) : null;
  const details = Object.fromEntries(
    REGISTER_DETAIL_FIELDS.filter((field) => rules[field].enabled && input[field]).map((field) => [
      field,
      input[field],
    ]),
  );
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          merchantId: merchant.id,
          username,
          passwordHash,
          paymentPasswordHash,
          type: ACCOUNT_TYPE.MEMBER,
          nickname: username,
          uplineId: placement.uplineId,
          referrerId: placement.referrerId,
          email: email || null,
          mobileDialingCode: mobile?.dialingCode ?? null,
          mobileNumber: mobile?.nationalNumber ?? null,
          inviteCode: newInviteCode(),
          details,
        })
        .returning();
      if (!account) throw new Error('account not created');
      await openMemberWallets(tx, { id: account.id, merchantId: merchant.id }, merchant.currency);
      if (placement.referrerId !== null) {
        await recordInvitation(tx, { inviteeId: account.id, inviterId: placement.referrerId, merchantId: merchant.id });
      }
      return openSession(tx, account, context.ip, { passwordExpired: false, remember: false });
    });
  } catch (error) {
    // Two registrations racing for one name or number: the loser hears which one.
    if (isUniqueViolation(error)) {
      await assertUnique(deps.db, merchant.id, username, mobile, email);
      throw new AppError('CONFLICT');
    }
    throw error;
  }
}
