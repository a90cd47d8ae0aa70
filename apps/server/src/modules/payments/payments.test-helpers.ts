import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DepositOrder, PAYMENT_API } from '@fortuna/contracts/payments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { payeeAccounts, paymentChannels, vendorRounds } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';
import { DEMO_MERCHANT_CODE, DEMO_PAYMENT_PASSWORD } from '../../seed/demo';
import { DEMO_CHANNEL_CODES } from '../../seed/payments';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { testGame } from '../../test/rounds';
import { staffAuth } from '../../test/test-app';
import { balanceSumsByCurrency, findReplayMismatches } from '../ledger/ledger.repo';
import { findMerchantByCode } from '../merchants/merchants.repo';
import { mainWallet, worldAccount } from '../wallet/member-wallets';

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** A data directory of its own per test file: proofs are written under it. */
export function testDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'fortuna-payments-'));
}

export function newKey(): string {
  return `test-${randomBytes(8).toString('hex')}`;
}

export async function demoMerchant(app: FastifyInstance) {
  const merchant = await findMerchantByCode(app.db, DEMO_MERCHANT_CODE);
  if (!merchant) throw new Error('demo merchant missing');
  return merchant;
}

/** A new member with a payment password, its main wallet funded from the world account; returns its id and auth header. */
export async function fundedMember(app: FastifyInstance, fundedMinor = 0n) {
  const merchant = await demoMerchant(app);
  const member = await createMember(app, { paymentPasswordHash: await hashPassword(DEMO_PAYMENT_PASSWORD) });
  if (fundedMinor > 0n) {
    const world = await worldAccount(app.db, merchant);
    const wallet = await mainWallet(app.db, member, merchant);
    await app.ledger.transfer({
      merchantId: merchant.id,
      key: `fund-${member.id}`,
      debitAccountId: world.id,
      creditAccountId: wallet.id,
      amount: fundedMinor,
      currency: merchant.currency,
      kind: 'adjustment',
    });
  }
  return { member, merchant, auth: await memberAuth(app, member.username) };
}

/** Balance and held amount of a member's main wallet. */
export async function walletOf(app: FastifyInstance, accountId: number) {
  const merchant = await demoMerchant(app);
  const wallet = await mainWallet(app.db, { id: accountId, merchantId: merchant.id }, merchant);
  return { balance: wallet.balance, held: wallet.pendingDebits, available: wallet.balance - wallet.pendingDebits };
}

/** Nothing created or lost: every currency's balances sum to zero and every balance replays from the log. */
export async function expectLedgerSound(app: FastifyInstance): Promise<void> {
  for (const sum of await balanceSumsByCurrency(app.db)) expect(sum.total).toBe(0n);
  const merchant = await demoMerchant(app);
  expect(await findReplayMismatches(app.db, merchant.id)).toEqual([]);
}

export async function channelByCode(app: FastifyInstance, code: string) {
  const merchant = await demoMerchant(app);
  const rows = await app.db.select().from(paymentChannels);
  const channel = rows.find((row) => row.merchantId === merchant.id && row.code === code);
  if (!channel) throw new Error(`no channel ${code}`);
  return channel;
}

export async function post<T>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string>,
  key: string | null = newKey(),
) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function get<T>(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export const financeAuth = (app: FastifyInstance) => staffAuth(app, 'finance');

/** A staff member holding only `role`, created by the admin through the back office; returns the auth header. */
export async function staffWithRole(app: FastifyInstance, role: 'support' | 'operator' | 'risk') {
  const username = `${role}${randomBytes(3).toString('hex')}`;
  const password = 'Role#Pass2026';
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: await staffAuth(app),
    payload: { username, displayName: role, password, roles: [role] },
  });
  expect(response.json<Envelope<unknown>>().success).toBe(true);
  return staffAuth(app, username, password);
}

let roundCounter = 0;

/** Records a settled real-money round of `stakeMinor` for the member, as the seamless wallet API does when a round ends. */
export async function settledRound(app: FastifyInstance, accountId: number, stakeMinor: bigint): Promise<void> {
  const merchant = await demoMerchant(app);
  const { vendorId, gameId } = await testGame(app);
  roundCounter += 1;
  await app.db.insert(vendorRounds).values({
    merchantId: merchant.id,
    vendorId,
    roundId: `round-${roundCounter}-${randomBytes(4).toString('hex')}`,
    gameId,
    accountId,
    sessionId: 0,
    isTrial: false,
    currency: merchant.currency,
    status: 'settled',
    stakeMinor,
    closedAt: new Date(),
  });
}

/**
 * Marks a bound account as one already paid out to, so its next withdrawal needs no fresh second factor
 * (for tests about something else; the second factor has tests of its own).
 */
export async function markPayeeUsed(app: FastifyInstance, payeeAccountId: number): Promise<void> {
  await app.db.update(payeeAccounts).set({ isNew: false }).where(eq(payeeAccounts.id, payeeAccountId));
}

/** A deposit through the bank channel, approved by finance: credited like a real one. Returns the order id. */
export async function creditedDeposit(app: FastifyInstance, auth: Record<string, string>, amount: string) {
  const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
  const created = await post<DepositOrder>(
    app,
    PAYMENT_API.deposits,
    { channelId: channel.id, amount, payerName: 'A' },
    auth,
  );
  expect(created.body.success).toBe(true);
  const approved = await post(app, PAYMENT_API.admin.depositApprove(created.body.value.id), {}, await financeAuth(app));
  expect(approved.body.success).toBe(true);
  return created.body.value.id;
}
