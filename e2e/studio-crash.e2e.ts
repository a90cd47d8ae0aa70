import type { Browser, FrameLocator, Page } from 'playwright-core';
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

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

/** The figures as digits only: the game and the site format money each in their own way. */
function digits(text: string | null): string {
  return (text ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

async function launchFromLobby(page: Page, gameName: string): Promise<FrameLocator> {
  await page.goto(`${baseUrl}/rng`);
  const card = page.getByTestId('game-card').filter({ hasText: gameName }).first();
  await card.waitFor();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  await page.waitForURL(/\/seamless\?url=/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await frame.getByTestId('play').waitFor({ timeout: 30_000 });
  return frame;
}

it('a member bets in a shared Crash game with auto cash-out 1.01, and finds the round in the bet record with the same figures', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page);
  const frame = await launchFromLobby(page, 'Crash');
  // The curve and the live game arrive over the socket.
  await frame.getByTestId('crash-stage').waitFor();

  const balance = frame.getByTestId('balance');
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  // Bets are taken while the next game counts down.
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 30_000 }).toBe(true);
  const before = digits(await balance.textContent());
  await frame.getByTestId('crash-auto').fill('1.01');
  await frame.getByTestId('play').click();

  // Auto cash-out at 1.01× pays as soon as the flight gets there (or the bet busts at a 1.00× crash).
  const result = frame.getByTestId('crash-result');
  await result.waitFor({ timeout: 60_000 });
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  await expect
    .poll(async () => digits(await balance.textContent()), { timeout: 10_000 })
    .toBe((BigInt(before) - BigInt(stake) + BigInt(payout)).toString());

  await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
  const row = page.getByTestId('bet-record-row').first();
  await row.waitFor();
  expect(await row.getByTestId('bet-record-game').textContent()).toContain('Crash');
  expect(digits(await row.getByTestId('bet-record-stake').textContent())).toBe(stake);
  expect(digits(await row.getByTestId('bet-record-payout').textContent())).toBe(payout);
  expect(await row.getAttribute('data-status')).toBe('settled');
  await page.close();
});
