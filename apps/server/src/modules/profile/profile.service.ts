import {
  BIRTHDAY_MIN_AGE,
  type BindMobile,
  isAtLeastYearsOld,
  type Profile,
  type ProfileUpdate,
  type SmsBind,
  type TotpSetup,
} from '@fortuna/contracts/auth';
import { maskMobile } from '@fortuna/contracts/phone';
import { and, eq, ne, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { isUniqueViolation } from '../../db/errors';
import { accounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import type { AuthDeps } from '../sessions/auth-deps';
import { type AccountRow, findAccountByMobile, updateAccount } from '../sessions/sessions.repo';
import { requireMobile } from '../verification/sms-codes';
import { isTotpCodeValid, newTotp, sealTotpSecret, unsealTotpSecret } from './totp';

export function profileOf(account: AccountRow, merchant: MerchantRow): Profile {
  const hasMobile = account.mobileDialingCode !== null && account.mobileNumber !== null;
  return {
    nickname: account.nickname,
    icon: account.icon,
    birthday: account.birthday,
    email: account.email,
    maskedMobile: hasMobile ? maskMobile(account.mobileDialingCode ?? '', account.mobileNumber ?? '') : null,
    totpEnabled: account.totpEnabled,
    birthdayAgeCheck: merchant.whitelabel.birthdayAgeCheck,
  };
}

/** Nickname, birthday (21+ where the merchant checks it, spec §9) and email. */
export async function updateProfile(
  deps: AuthDeps,
  merchant: MerchantRow,
  account: AccountRow,
  input: ProfileUpdate,
): Promise<void> {
  if (input.birthday !== undefined) {
    const isRealDate = isAtLeastYearsOld(input.birthday, 0);
    if (!isRealDate) throw new AppError('VALIDATION_FAILED', 'birthday: Use the date format yyyy-MM-dd');
    if (merchant.whitelabel.birthdayAgeCheck && !isAtLeastYearsOld(input.birthday, BIRTHDAY_MIN_AGE)) {
      throw new AppError('UNDER_AGE');
    }
  }
  if (input.email !== undefined) {
    const taken = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.merchantId, merchant.id),
          ne(accounts.id, account.id),
          sql`lower(${accounts.email}) = lower(${input.email})`,
        ),
      )
      .limit(1);
    if (taken.length > 0) throw new AppError('EMAIL_TAKEN');
  }
  try {
    await updateAccount(deps.db, account.id, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/** Sends a code to a number the member wants to bind (refused if another account holds it). */
export async function sendBindCode(deps: AuthDeps, merchant: MerchantRow, input: SmsBind, ip: string) {
  const mobile = requireMobile(input.countryDialingCode, input.mobileNum);
  if (await findAccountByMobile(deps.db, merchant.id, mobile.dialingCode, mobile.nationalNumber)) {
    throw new AppError('PHONE_TAKEN');
  }
  return deps.smsCodes.send(merchant, mobile, 'bind', ip);
}

export async function bindMobile(deps: AuthDeps, merchant: MerchantRow, account: AccountRow, input: BindMobile) {
  const mobile = requireMobile(input.countryDialingCode, input.mobileNum);
  await deps.smsCodes.consume(merchant.id, mobile, 'bind', input.verificationCode);
  try {
    await updateAccount(deps.db, account.id, {
      mobileDialingCode: mobile.dialingCode,
      mobileNumber: mobile.nationalNumber,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN');
    throw error;
  }
}

/** Starts authenticator set-up: a new secret, kept sealed and inactive until a code confirms it. */
export async function setUpTotp(deps: AuthDeps, merchant: MerchantRow, account: AccountRow): Promise<TotpSetup> {
  if (account.totpEnabled) throw new AppError('CONFLICT', 'The authenticator is already on');
  const { secret, otpauthUrl } = newTotp(merchant.name, account.username);
  await updateAccount(deps.db, account.id, { totpSecret: await sealTotpSecret(deps.secrets, secret) });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

async function assertTotpCode(deps: AuthDeps, account: AccountRow, code: string): Promise<void> {
  if (!account.totpSecret) throw new AppError('TOTP_NOT_SET_UP');
  const secret = await unsealTotpSecret(deps.secrets, account.totpSecret);
  if (!isTotpCodeValid(secret, code)) throw new AppError('SECOND_FACTOR_INVALID');
}

export async function enableTotp(deps: AuthDeps, account: AccountRow, code: string): Promise<void> {
  await assertTotpCode(deps, account, code);
  await updateAccount(deps.db, account.id, { totpEnabled: true });
}

export async function disableTotp(deps: AuthDeps, account: AccountRow, code: string): Promise<void> {
  if (!account.totpEnabled) throw new AppError('TOTP_NOT_SET_UP');
  await assertTotpCode(deps, account, code);
  await updateAccount(deps.db, account.id, { totpEnabled: false, totpSecret: null });
}
