import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { solvedChallengeOver } from '../apps/server/src/test/http-login';
import { type Envelope, launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = 'Demo#2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LoginResult {
  token: string;
  passwordExpired: boolean;
}

async function callApi<T = unknown>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A solved proof-of-work challenge, as the player site sends it: the demo merchant requires one. */
function solvedChallenge(): Promise<string> {
  return solvedChallengeOver(baseUrl);
}

async function memberLogin(password = DEMO_PASSWORD): Promise<Envelope> {
  return callApi('/wps/session/login', {
    body: { type: 'username', username: 'demo01', password, challenge: await solvedChallenge() },
  });
}

async function signInStaff(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('admin-username').fill('admin');
  await page.getByTestId('admin-password').fill(DEMO_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
}

/**
 * Completes a sign-in held for a second factor (an address the account has not used) with the SMS code,
 * read from the development outbox through the back-office API.
 */
async function completeSecondFactor(held: Envelope, staffToken: string, merchantId: number): Promise<Envelope> {
  if (held.code !== 'SECOND_FACTOR_REQUIRED') return held;
  const { ticket } = held.value as { ticket: string };
  const outbox = await callApi<{ list: { id: number; channel: string; body: string }[] }>(
    `/api/admin/outbox?merchantId=${merchantId}&destination=912345678&pageSize=20`,
    { token: staffToken },
  );
  const latest = outbox.value.list.filter((message) => message.channel === 'sms').sort((a, b) => b.id - a.id)[0];
  const code = latest?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('No SMS code in the outbox for the second factor');
  return callApi('/wps/session/login/verify', { body: { ticket, code } });
}

it('staff suspend a member, who can no longer sign in, then reactivate the account', async () => {
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInStaff(staff);
  await staff.getByTestId('nav-members').click();

  const row = staff.getByTestId('member-row-demo01');
  await row.waitFor();
  await row.getByTestId('member-suspend').click();
  await staff.getByTestId('member-reason').fill('Identity check pending');
  await staff.getByTestId('member-confirm').click();
  await expect.poll(async () => row.getByTestId('member-status').textContent()).toMatch(/suspended/i);
  expect((await memberLogin()).code).toBe('ACCOUNT_DISABLED');

  await row.getByTestId('member-reactivate').click();
  await staff.getByTestId('member-reason').fill('Checked');
  await staff.getByTestId('member-confirm').click();
  await expect.poll(async () => row.getByTestId('member-status').textContent()).toMatch(/active/i);
  expect((await memberLogin()).code).toBe('OK');
});

it('staff open a member, reset the password, and the member signs in with the temporary one, which must be changed', async () => {
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInStaff(staff);
  await staff.getByTestId('nav-members').click();
  await staff.getByTestId('member-row-demo01').getByTestId('member-open').click();

  await staff.getByTestId('member-detail').waitFor();
  await expect.poll(async () => staff.locator('h1').textContent()).toBe('demo01');
  await expect.poll(async () => staff.getByTestId('member-detail-status').textContent()).toMatch(/active/i);
  expect(await staff.getByTestId('member-detail-mobile').textContent()).toContain('+84 ******678');
  expect(await staff.getByTestId('member-lock-state').textContent()).toMatch(/not locked/i);
  const staffToken = await staff.evaluate(() => sessionStorage.getItem('adminToken') ?? '');
  const memberId = Number(new URL(staff.url()).pathname.split('/').at(-1));
  const { value: detail } = await callApi<{ merchantId: number }>(`/api/admin/members/${memberId}`, {
    token: staffToken,
  });

  await staff.getByTestId('member-reset-password').click();
  await staff.getByTestId('member-reset-confirm').click();
  const shown = staff.getByTestId('temporary-password');
  await shown.waitFor();
  const temporaryPassword = await shown.inputValue();
  expect(temporaryPassword).not.toBe('');
  await staff.getByTestId('member-reset-done').click();
  // Every session ended with the reset.
  await expect.poll(async () => staff.getByTestId('member-session-row').count()).toBe(0);

  // The temporary password signs in, and must be changed. (No attempt with the old one: a failure would
  // make the next sign-in ask for a captcha.)
  const signedIn = await completeSecondFactor(await memberLogin(temporaryPassword), staffToken, detail.merchantId);
  expect(signedIn.code).toBe('OK');
  const result = signedIn.value as LoginResult;
  expect(result.passwordExpired).toBe(true);

  // Put the demo password back for the other journeys.
  const changed = await callApi('/wps/member/password', {
    token: result.token,
    body: { oldPassword: temporaryPassword, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD },
  });
  expect(changed.code).toBe('OK');
});
