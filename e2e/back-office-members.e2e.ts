import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function memberLogin(): Promise<{ code: string }> {
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo01', password: 'Demo#2026' }),
  });
  return (await response.json()) as { code: string };
}

it('staff suspend a member, who can no longer sign in, then reactivate the account', async () => {
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await staff.goto(`${baseUrl}/admin`);
  await staff.getByTestId('admin-username').fill('admin');
  await staff.getByTestId('admin-password').fill('Demo#2026');
  await staff.getByTestId('admin-login-submit').click();
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
