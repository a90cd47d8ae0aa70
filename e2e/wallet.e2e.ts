import type { Browser, Page } from 'playwright-core';
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

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  // Agents land in the agent centre after signing in; the lobby keeps the header with the balance.
  if (username.startsWith('agent')) {
    await page.waitForURL(/agentHome/);
    await page.goto(`${baseUrl}/`);
  }
  await page.getByTestId('header-balance').waitFor();
}

it('a member signs in, sends money to the upline, sees it in the history, and the agent’s balance updates live', async () => {
  const agent = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(agent, 'agent01');
  await expect.poll(async () => agent.getByTestId('header-balance').textContent()).toContain('1,000,000.00');

  const member = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(member, 'demo01');
  await expect.poll(async () => member.getByTestId('header-balance').textContent()).toContain('1,000,000.00');

  await member.goto(`${baseUrl}/member?page=transferUpline`);
  await member.getByTestId('transfer-form').waitFor();
  await member.getByTestId('transfer-amount').fill('1234.56');
  await member.getByTestId('transfer-password').fill('000000');
  await member.getByTestId('transfer-submit').click();
  await expect
    .poll(async () => member.getByTestId('transfer-error').textContent())
    .toMatch(/payment password|mật khẩu/i);
  expect(await member.getByTestId('header-balance').textContent()).toContain('1,000,000.00');

  await member.getByTestId('transfer-password').fill('246810');
  await member.getByTestId('transfer-submit').click();
  await member.getByTestId('dialog').waitFor();
  await expect.poll(async () => member.getByTestId('header-balance').textContent()).toContain('998,765.44');

  // The agent's open page hears about the money without a reload.
  await expect
    .poll(async () => agent.getByTestId('header-balance').textContent(), { timeout: 10_000 })
    .toContain('1,001,234.56');

  await member.goto(`${baseUrl}/member?page=transactionHistory`);
  await member.getByTestId('history-table').waitFor();
  const firstRow = member.getByTestId('history-row').first();
  await expect.poll(async () => firstRow.textContent()).toContain('1,234.56');
  expect(await firstRow.getByTestId('history-amount').textContent()).toContain('-');
});
