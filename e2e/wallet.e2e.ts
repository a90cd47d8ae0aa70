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

/** The header balance in minor units, once it has loaded. */
async function balanceOf(page: Page): Promise<bigint> {
  const balance = page.getByTestId('header-balance');
  await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
  return BigInt(((await balance.textContent()) ?? '').replace(/\D/g, ''));
}

/** The balance the server holds for the page's signed-in account, read with the page's own session. */
async function serverBalanceOf(page: Page): Promise<bigint> {
  const minor = await page.evaluate(async () => {
    const response = await fetch('/wps/v2/wallets/balance', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` },
    });
    const body = (await response.json()) as { value: { balanceMinor: string } };
    return body.value.balanceMinor;
  });
  return BigInt(minor);
}

it('a member signs in, sends money to the upline, sees it in the history, and the agent’s balance updates live', async () => {
  // Other journeys play with the demo accounts too: the figures are read first, then followed exactly.
  const agent = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(agent, 'agent01');
  const agentBefore = await balanceOf(agent);

  const member = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(member, 'demo01');
  const memberBefore = await balanceOf(member);

  await member.goto(`${baseUrl}/member?page=transferUpline`);
  await member.getByTestId('transfer-form').waitFor();
  await member.getByTestId('transfer-amount').fill('1234.56');
  await member.getByTestId('transfer-password').fill('000000');
  await member.getByTestId('transfer-submit').click();
  await expect
    .poll(async () => member.getByTestId('transfer-error').textContent())
    .toMatch(/payment password|mật khẩu/i);
  expect(await balanceOf(member)).toBe(memberBefore);

  await member.getByTestId('transfer-password').fill('246810');
  await member.getByTestId('transfer-submit').click();
  await member.getByTestId('dialog').waitFor();
  await expect.poll(async () => balanceOf(member)).toBe(memberBefore - 123_456n);

  // The agent's open page hears about the money without a reload: it comes to show what a freshly
  // opened page shows. (The platform's salary job may pay the agent meanwhile, so the figure is
  // compared with the server's rather than computed from the one before.)
  const agentAfter = await serverBalanceOf(agent);
  expect(agentAfter - agentBefore).toBeGreaterThanOrEqual(123_456n);
  await expect.poll(async () => balanceOf(agent), { timeout: 10_000 }).toBe(agentAfter);

  await member.goto(`${baseUrl}/member?page=transactionHistory`);
  await member.getByTestId('history-table').waitFor();
  const firstRow = member.getByTestId('history-row').first();
  await expect.poll(async () => firstRow.textContent()).toContain('1.234,56');
  expect(await firstRow.getByTestId('history-amount').textContent()).toContain('-');
});
