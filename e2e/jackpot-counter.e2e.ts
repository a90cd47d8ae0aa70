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

/** The figures as digits only (the counter shows 20,000,123.45; the game shows its own format). */
function digits(text: string | null): string {
  return (text ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

async function poolMinor(): Promise<bigint> {
  const answer = (await (await fetch(`${baseUrl}/lgw/games/jackpot`)).json()) as { value: { amount: string } | null };
  if (!answer.value) throw new Error('no progressive pool is open');
  return BigInt(answer.value.amount);
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

it('the home counter shows the real progressive pool and follows a spin live, without a reload', async () => {
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await visitor.goto(`${baseUrl}/`);
  const counter = visitor.getByTestId('jackpot-value');
  await expect.poll(async () => counter.getAttribute('data-source'), { timeout: 20_000 }).toBe('pool');
  const before = await poolMinor();
  await expect.poll(async () => digits(await counter.textContent()), { timeout: 10_000 }).toBe(before.toString());

  const member = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(member);
  await member.goto(`${baseUrl}/rng`);
  const card = member.getByTestId('game-card').filter({ hasText: 'Mega Fortune Jackpot' }).first();
  await card.waitFor();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  await member.waitForURL(/\/seamless\?url=/);
  const frame = member.frameLocator('[data-testid="seamless-frame"]');
  await frame.getByTestId('play').waitFor({ timeout: 30_000 });
  const stake = BigInt(digits(await frame.getByTestId('stake').textContent()));
  await frame.getByTestId('play').click();

  // 1% of the stake goes into the pool (or, one spin in 32,768, the pool is won and starts again).
  await expect.poll(async () => poolMinor(), { timeout: 20_000 }).not.toBe(before);
  const after = await poolMinor();
  if (after > before) expect(after).toBe(before + stake / 100n);
  await expect.poll(async () => digits(await counter.textContent()), { timeout: 10_000 }).toBe(after.toString());
  await member.close();
  await visitor.close();
});
