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

/** Spins once (tapping Skip while the round is shown) and waits until the spin button is back. */
async function spinOnce(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('play').click();
  await expect
    .poll(
      async () => {
        const skip = frame.getByTestId('skip');
        if (await skip.isVisible().catch(() => false)) await skip.click().catch(() => undefined);
        return frame
          .getByTestId('play')
          .isEnabled({ timeout: 500 })
          .catch(() => false);
      },
      { timeout: 90_000, interval: 700 },
    )
    .toBe(true);
}

async function playOneRound(gameName: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page);
  const frame = await launchFromLobby(page, gameName);

  const balance = frame.getByTestId('balance');
  const before = digits(await balance.textContent());
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await spinOnce(frame);
  await expect.poll(async () => digits(await frame.getByTestId('last-win').textContent()) !== '').toBe(true);
  const after = digits(await balance.textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  // The wallet moved by exactly the stake and the payout the game showed.
  expect(BigInt(after)).toBe(BigInt(before) - BigInt(stake) + BigInt(payout));

  await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
  const row = page.getByTestId('bet-record-row').first();
  await row.waitFor();
  expect(await row.getByTestId('bet-record-game').textContent()).toContain(gameName);
  expect(digits(await row.getByTestId('bet-record-stake').textContent())).toBe(stake);
  expect(digits(await row.getByTestId('bet-record-payout').textContent())).toBe(payout);
  expect(await row.getAttribute('data-status')).toBe('settled');
  await page.close();
}

it('a member launches Fruit Classic from the lobby, spins once, and finds the round in the bet record', async () => {
  await playOneRound('Fruit Classic');
}, 150_000);

it('a member launches Dragon Ways 243 from the lobby, spins once (free spins included), and finds the round in the bet record', async () => {
  await playOneRound('Dragon Ways 243');
}, 180_000);

it('a member launches Mega Fortune Jackpot from the lobby, spins once, and finds the round in the bet record', async () => {
  await playOneRound('Mega Fortune Jackpot');
}, 150_000);
