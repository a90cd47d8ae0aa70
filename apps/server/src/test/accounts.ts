import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, captchas, merchants } from '../db/schema/index';
import { findMerchantByCode } from '../modules/merchants/merchants.repo';
import { CAPTCHA_KEY_NAME } from '../modules/security/captcha-service';
import { CAPTCHA_COOKIE } from '../modules/sessions/session-cookies';
import { openMemberWallets } from '../modules/wallet/member-wallets';
import { hashPassword } from '../security/passwords';
import { newSymmetricKey, unseal } from '../security/secret-box';
import { DEMO_MERCHANT_CODE, DEMO_PASSWORD } from '../seed/demo';
import { spareAddress } from './spare-address';
import { staffAuth } from './test-app';

let counter = 0;

/** A unique username for one test: letters first, then digits, as the demo rules want. */
export function uniqueUsername(prefix = 'test'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 16);
}

/** Creates a member of the demo merchant straight in the database, with wallets; returns its row. */
export async function createMember(
  app: FastifyInstance,
  values: Partial<typeof accounts.$inferInsert> & { password?: string } = {},
) {
  const merchant = await findMerchantByCode(app.db, DEMO_MERCHANT_CODE);
  if (!merchant) throw new Error('demo merchant missing');
  const { password = DEMO_PASSWORD, ...rest } = values;
  const [account] = await app.db
    .insert(accounts)
    .values({
      merchantId: merchant.id,
      username: uniqueUsername(),
      passwordHash: await hashPassword(password),
      type: ACCOUNT_TYPE.MEMBER,
      ...rest,
    })
    .returning();
  if (!account) throw new Error('member not created');
  await openMemberWallets(app.db, { id: account.id, merchantId: merchant.id }, merchant.currency);
  return account;
}

/**
 * Asks for a captcha as the browser does and reads its answer from the database, as only a test can:
 * returns the cookie header to send along and the answer.
 */
export async function solvedCaptcha(
  app: FastifyInstance,
  url = '/wps/captcha',
): Promise<{ cookie: string; captcha: string }> {
  // From an address of its own each time: tests ask for more captchas than one person may per minute.
  const response = await app.inject({ method: 'GET', url, remoteAddress: spareAddress() });
  const cookie = response.cookies.find((candidate) => candidate.name === CAPTCHA_COOKIE);
  if (!cookie) throw new Error('no captcha cookie');
  const rows = await app.db.select().from(captchas).where(eq(captchas.id, cookie.value));
  const sealed = rows[0]?.answerSealed;
  if (!sealed) throw new Error('captcha not stored');
  const key = await app.secrets.get(CAPTCHA_KEY_NAME, newSymmetricKey);
  return { cookie: `${CAPTCHA_COOKIE}=${cookie.value}`, captcha: unseal(key, sealed) };
}

/** The newest message the outbox holds for `destination`, read through the back office as support would. */
export async function latestOutboxMessage(app: FastifyInstance, destination: string) {
  const merchant = await findMerchantByCode(app.db, DEMO_MERCHANT_CODE);
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/outbox?merchantId=${merchant?.id}&destination=${encodeURIComponent(destination)}`,
    headers: await staffAuth(app),
  });
  const page = response.json<{ value: { list: { body: string; subject: string; destination: string }[] } }>();
  const message = page.value.list[0];
  if (!message) throw new Error(`no outbox message for ${destination}`);
  return message;
}

/** The 6-digit code of the newest SMS to `e164`. */
export async function latestSmsCode(app: FastifyInstance, e164: string): Promise<string> {
  const match = /\b(\d{6})\b/.exec((await latestOutboxMessage(app, e164)).body);
  if (!match?.[1]) throw new Error('no code in the SMS');
  return match[1];
}

/** Turns merchant switches of the demo merchant on or off for a test, as the back office would. */
export async function setDemoWhitelabel(app: FastifyInstance, changes: Record<string, unknown>): Promise<void> {
  const merchant = await findMerchantByCode(app.db, DEMO_MERCHANT_CODE);
  if (!merchant) throw new Error('demo merchant missing');
  await app.db
    .update(merchants)
    .set({ whitelabel: { ...merchant.whitelabel, ...changes } })
    .where(eq(merchants.id, merchant.id));
  app.merchantCache.clear();
}
