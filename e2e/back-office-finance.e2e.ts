import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { solvedChallengeOver } from '../apps/server/src/test/http-login';
import { demoMerchantId, type Envelope, launchBrowser, openBackOffice, signInBackOffice, staffCall } from './browser';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'Demo#2026';
const PAYMENT_PASSWORD = '246810';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Channel {
  id: number;
  type: string;
  direction: string;
}

interface Order {
  id: number;
  orderNo: string;
  status: string;
}

async function memberCall<T>(token: string, path: string, init: { body?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.body === undefined && init.form === undefined ? 'GET' : 'POST',
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return (await response.json()) as Envelope<T>;
}

/** demo01's session, signed in over the API as the player site does (a solved proof-of-work challenge). */
async function memberToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'username',
      username: 'demo01',
      password: DEMO_PASSWORD,
      challenge: await solvedChallengeOver(baseUrl),
    }),
  });
  const body = (await response.json()) as Envelope<{ token: string } | null>;
  if (!body.value?.token) throw new Error(`demo01 sign-in failed: ${body.code} ${body.message}`);
  return body.value.token;
}

async function balanceMinor(token: string): Promise<bigint> {
  const { value } = await memberCall<{ balanceMinor: string }>(token, '/wps/v2/wallets/balance');
  return BigInt(value.balanceMinor);
}

async function bankChannel(token: string, direction: 'deposit' | 'withdrawal'): Promise<Channel> {
  const { value } = await memberCall<Channel[]>(token, `/wps/payment/channels?direction=${direction}`);
  const channel = value.find((item) => item.type === 'bank_transfer');
  if (!channel) throw new Error(`no bank-transfer channel for ${direction}`);
  return channel;
}

it('an administrator rejects a withdrawal from the queue with a reason, and the held money is back with the member', async () => {
  const member = await memberToken();
  const before = await balanceMinor(member);
  const channel = await bankChannel(member, 'withdrawal');
  const { value: payees } = await memberCall<{ id: number }[]>(member, '/wps/payment/payee-accounts');
  const payee = payees[0];
  if (!payee) throw new Error('demo01 has no bound withdrawal account');
  const created = await memberCall<Order>(member, '/wps/payment/withdrawals', {
    body: { channelId: channel.id, payeeAccountId: payee.id, amount: '120000', paymentPassword: PAYMENT_PASSWORD },
  });
  expect(created.code).toBe('OK');
  const { orderNo } = created.value;
  expect(await balanceMinor(member)).toBe(before - 12_000_000n);

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openBackOffice(staff, baseUrl);
  await staff.getByTestId('nav-finance').click();
  await staff.getByTestId('finance-tab-withdrawals').click();
  const row = staff.getByTestId(`withdrawal-row-${orderNo}`);
  await row.waitFor();
  expect(await row.getByTestId('withdrawal-amount').textContent()).toContain('120,000.00');
  await row.getByTestId('withdrawal-open').click();

  const detail = staff.getByTestId('withdrawal-detail');
  await detail.waitFor();
  expect(await staff.getByTestId('withdrawal-payee-account').textContent()).toMatch(/\d{4,}/);
  await staff.getByTestId('withdrawal-reject').click();
  // The reason is required: nothing is sent without one.
  await staff.getByTestId('withdrawal-confirm').click();
  await detail.getByText('Give a reason').waitFor();
  await staff.getByTestId('withdrawal-reason').fill('Payee name does not match the account holder');
  await staff.getByTestId('withdrawal-confirm').click();
  await detail.waitFor({ state: 'hidden' });

  // Gone from the pending queue, rejected in the full list, and the hold released.
  await row.waitFor({ state: 'detached' });
  await staff.getByTestId('withdrawals-status').selectOption('rejected');
  await expect.poll(async () => row.getByTestId('withdrawal-status').textContent()).toMatch(/rejected/i);
  await expect.poll(async () => balanceMinor(member)).toBe(before);

  // Decided orders open read-only, with the reason the member sees.
  await row.getByTestId('withdrawal-open').click();
  await staff.getByTestId('order-reason').waitFor();
  expect(await staff.getByTestId('withdrawal-reject').count()).toBe(0);
  const { value: rejected } = await staffCall<{ list: Order[] }>(
    baseUrl,
    `/api/admin/payments/withdrawals?merchantId=${await demoMerchantId(baseUrl)}&member=demo01&status=rejected`,
  );
  expect(rejected.list.some((order) => order.orderNo === orderNo)).toBe(true);
  await staff.close();
});

it('finance staff approve a deposit after seeing its proof, while support staff do not get the finance menu', async () => {
  const member = await memberToken();
  const before = await balanceMinor(member);
  const channel = await bankChannel(member, 'deposit');
  const created = await memberCall<Order>(member, '/wps/payment/deposits', {
    body: { channelId: channel.id, amount: '150000', payerName: 'NGUYEN VAN DEMO' },
  });
  expect(created.code).toBe('OK');
  const proof = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e8f5ee' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(proof)], { type: 'image/png' }), 'receipt.png');
  const uploaded = await memberCall(member, `/wps/payment/deposits/${created.value.id}/proofs`, { form });
  expect(uploaded.code).toBe('OK');

  const finance = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBackOffice(finance, baseUrl, 'finance');
  await finance.getByTestId('nav-finance').click();
  await finance.getByTestId('deposits-page').waitFor();
  const row = finance.getByTestId(`deposit-row-${created.value.orderNo}`);
  await row.waitFor();
  await row.getByTestId('deposit-open').click();
  // The proof is read with the staff session and drawn from its checked bytes.
  const image = finance.getByTestId('deposit-proof-image');
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^data:image\/(png|jpeg);base64,/);
  await expect.poll(async () => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);

  await finance.getByTestId('deposit-approve').click();
  await finance.getByTestId('deposit-remark').fill('Matched the bank statement');
  await finance.getByTestId('deposit-confirm').click();
  await finance.getByTestId('deposit-detail').waitFor({ state: 'hidden' });
  await row.waitFor({ state: 'detached' });
  await expect.poll(async () => balanceMinor(member)).toBe(before + 15_000_000n);
  await finance.close();

  const supportName = `support${Date.now().toString(36)}`.slice(0, 20);
  const createdStaff = await staffCall(baseUrl, '/api/admin/staff', {
    method: 'POST',
    body: JSON.stringify({
      username: supportName,
      displayName: 'Support E2E',
      password: DEMO_PASSWORD,
      roles: ['support'],
    }),
  });
  expect(createdStaff.code).toBe('OK');
  const support = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInBackOffice(support, baseUrl, supportName);
  await support.getByTestId('nav-members').waitFor();
  expect(await support.getByTestId('nav-finance').count()).toBe(0);
  // The address alone does not open the pages either.
  await support.goto(`${baseUrl}/admin/finance/deposits`);
  await support.getByTestId('permission-denied').waitFor();
  expect(await support.getByTestId('deposits-page').count()).toBe(0);
  await support.close();
});

it('when someone else decides a deposit first, the second decision says so and the queue refreshes', async () => {
  const member = await memberToken();
  const channel = await bankChannel(member, 'deposit');
  const created = await memberCall<Order>(member, '/wps/payment/deposits', {
    body: { channelId: channel.id, amount: '100000', payerName: 'NGUYEN VAN DEMO' },
  });
  expect(created.code).toBe('OK');

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openBackOffice(staff, baseUrl, '/finance/deposits');
  const row = staff.getByTestId(`deposit-row-${created.value.orderNo}`);
  await row.getByTestId('deposit-open').click();
  await staff.getByTestId('deposit-no-proofs').waitFor();
  await staff.getByTestId('deposit-approve').click();

  // A colleague rejects it meanwhile.
  const rejected = await staffCall(baseUrl, `/api/admin/payments/deposits/${created.value.id}/reject`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ reason: 'Duplicate request' }),
  });
  expect(rejected.code).toBe('OK');

  await staff.getByTestId('deposit-confirm').click();
  const conflict = staff.getByTestId('deposit-conflict');
  await conflict.waitFor();
  expect(await conflict.textContent()).toMatch(/someone else decided this order first/i);
  expect(await staff.getByTestId('deposit-confirm').count()).toBe(0);
  await row.waitFor({ state: 'detached' });
  await staff.close();
});
