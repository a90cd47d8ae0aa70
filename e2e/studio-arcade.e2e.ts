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

/** The newest bet record row shows the game, the same stake and payout, and is settled. */
async function expectBetRecord(page: Page, gameName: string, stake: string, payout: string): Promise<void> {
  await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
  const row = page.getByTestId('bet-record-row').first();
  await row.waitFor();
  expect(await row.getByTestId('bet-record-game').textContent()).toContain(gameName);
  expect(digits(await row.getByTestId('bet-record-stake').textContent())).toBe(stake);
  expect(digits(await row.getByTestId('bet-record-payout').textContent())).toBe(payout);
  expect(await row.getAttribute('data-status')).toBe('settled');
}

it('a member drops one Plinko ball and finds the round in the bet record with the same figures', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page);
  const frame = await launchFromLobby(page, 'Plinko');

  const balance = frame.getByTestId('balance');
  const before = await balance.textContent();
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await frame.getByTestId('play').click();
  // The ball lands in a highlighted bucket, then the round settles.
  await frame.getByTestId('plinko-landed').waitFor({ timeout: 20_000 });
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => balance.textContent(), { timeout: 20_000 }).not.toBe(before);
  const after = digits(await balance.textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, 'Plinko', stake, payout);
  await page.close();
});

it('a member plays Mines with one mine, reveals a tile, cashes out on a gem (or busts) and finds the round in the bet record', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page);
  const frame = await launchFromLobby(page, 'Mines');

  await frame.getByTestId('mines-pick-1').click();
  expect(await frame.getByTestId('mines-count').textContent()).toBe('1');
  const balance = frame.getByTestId('balance');
  const before = await balance.textContent();
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);

  await frame.getByTestId('play').click();
  await frame.getByTestId('mines-cashout').waitFor({ timeout: 20_000 });
  // The stake is taken when the round opens.
  await expect
    .poll(async () => digits(await balance.textContent()), { timeout: 20_000 })
    .toBe((BigInt(digits(before)) - BigInt(stake)).toString());

  // With one mine a tile is a gem 24 times in 25: a gem leads to the cash-out, a mine ends the round.
  const tile = frame.getByTestId('mines-tile-12');
  await expect.poll(async () => tile.isEnabled(), { timeout: 20_000 }).toBe(true);
  await tile.click();
  await expect.poll(async () => tile.getAttribute('data-state'), { timeout: 20_000 }).not.toBe('hidden');
  const busted = (await tile.getAttribute('data-state')) !== 'gem';
  if (busted) expect(await tile.getAttribute('data-state')).toBe('mine-hit');
  if (!busted) {
    const shownWin = digits(await frame.getByTestId('mines-cashout-amount').textContent());
    await expect.poll(async () => frame.getByTestId('mines-cashout').isEnabled(), { timeout: 20_000 }).toBe(true);
    await frame.getByTestId('mines-cashout').click();
    await frame.getByTestId('play').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => digits(await frame.getByTestId('last-win').textContent()), { timeout: 20_000 })
      .toBe(shownWin);
  }
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  if (busted) expect(payout).toBe('0');
  else expect(BigInt(payout)).toBeGreaterThan(0n);
  const after = digits(await balance.textContent());
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, 'Mines', stake, payout);
  await page.close();
});
