import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@fortuna/contracts/auth';
import { type MobileNumber, parseMobile } from '@fortuna/contracts/phone';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { ServerSecrets } from '../../security/server-secrets';
import type { Delivery } from '../delivery/delivery';
import type { MerchantRow } from '../merchants/merchants.repo';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

/** Per number: one code a minute and five an hour; per address: ten an hour (answered 'Too many requests…'). */
export const SMS_LIMITS = { perNumberMinute: 1, perNumberHour: 5, perIpHour: 10 } as const;
/** Wrong guesses a code survives before it must be sent again. */
const MAX_CODE_ATTEMPTS = 5;

/** The canonical mobile number, or PHONE_INVALID ('Please enter a valid phone number.'). */
export function requireMobile(dialingCode: string, number: string): MobileNumber {
  const mobile = parseMobile(dialingCode, number);
  if (!mobile) throw new AppError('PHONE_INVALID');
  return mobile;
}

export function destinationOf(mobile: MobileNumber): string {
  return `${mobile.dialingCode}:${mobile.nationalNumber}`;
}

/** SMS one-time codes: 6 digits, single use, stored as HMACs, expiring after the merchant's minutes. */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly secrets: ServerSecrets,
    private readonly delivery: Delivery,
  ) {}

  async #hash(destination: string, purpose: CodePurpose, code: string): Promise<string> {
    const key = await this.secrets.get('sms-code-hmac', () => randomBytes(32).toString('base64'));
    return createHmac('sha256', key).update(`${destination}|${purpose}|${code}`).digest('hex');
  }

  async #countSince(where: ReturnType<typeof and>, since: number): Promise<number> {
    const rows = await this.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(where, gt(verificationCodes.createdAt, new Date(Date.now() - since))));
    return Number(rows[0]?.n ?? 0);
  }

  async #checkLimits(merchant: MerchantRow, destination: string, ip: string): Promise<void> {
    const byNumber = eq(verificationCodes.destination, destination);
    const sameMerchant = eq(verificationCodes.merchantId, merchant.id);
    const tooMany =
      (await this.#countSince(and(sameMerchant, byNumber), 60_000)) >= SMS_LIMITS.perNumberMinute ||
      (await this.#countSince(and(sameMerchant, byNumber), 3_600_000)) >= SMS_LIMITS.perNumberHour ||
      (await this.#countSince(eq(verificationCodes.ip, ip), 3_600_000)) >= SMS_LIMITS.perIpHour;
    if (tooMany) throw new AppError('SMS_TOO_MANY');
    const quota = merchant.whitelabel.smsDailyQuota;
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const sentToday = await this.#countSince(sameMerchant, Date.now() - startOfDay.getTime());
    if (sentToday >= quota) throw new AppError('SMS_QUOTA_EXCEEDED');
  }

  /**
   * Sends a code for `purpose` to `mobile`, within the limits. With `deliver: false` the request is
   * answered and counted exactly alike but nothing is sent (an unregistered number asking for a login
   * code), so answers never reveal which numbers have accounts.
   */
  async send(
    merchant: MerchantRow,
    mobile: MobileNumber,
    purpose: CodePurpose,
    ip: string,
    options: { deliver: boolean } = { deliver: true },
  ): Promise<{ expiredMinutes: number }> {
    const destination = destinationOf(mobile);
    await this.#checkLimits(merchant, destination, ip);
    const expiredMinutes = merchant.whitelabel.smsCodeMinutes;
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    await this.db.insert(verificationCodes).values({
      merchantId: merchant.id,
      destination,
      purpose,
      codeHash: await this.#hash(destination, purpose, options.deliver ? code : `void:${code}`),
      ip,
      expiresAt: new Date(Date.now() + expiredMinutes * 60_000),
    });
    if (options.deliver) {
      try {
        await this.delivery.send({
          merchantId: merchant.id,
          channel: 'sms',
          destination: mobile.e164,
          subject: '',
          body: `${merchant.name}: your verification code is ${code}. It expires in ${expiredMinutes} minute${expiredMinutes === 1 ? '' : 's'}. Never share it with anyone.`,
        });
      } catch {
        throw new AppError('DELIVERY_FAILED');
      }
    }
    return { expiredMinutes };
  }

  /**
   * Uses up the newest code sent to `mobile` for `purpose`: CODE_INVALID for a wrong or missing code
   * (five wrong guesses void it), CODE_EXPIRED when its time is over. Safe against two concurrent uses.
   */
  async consume(merchantId: number, mobile: MobileNumber, purpose: CodePurpose, code: string): Promise<void> {
    const destination = destinationOf(mobile);
    const rows = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const row = rows[0];
    if (!row || !/^\d+$/.test(code)) throw new AppError('CODE_INVALID');
    if (row.expiresAt.getTime() < Date.now() || row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('CODE_EXPIRED');
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(await this.#hash(destination, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await this.db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      throw new AppError('CODE_INVALID');
    }
    const used = await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AppError('CODE_INVALID');
  }
}
