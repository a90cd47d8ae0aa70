import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, staffCall } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every journey shares one database: the vendor and its games get codes of their own. */
async function createSlotsVendor(): Promise<{ vendorCode: string; suffix: string }> {
  const suffix = String(Date.now());
  const vendorCode = `LOBBY_${suffix}`;
  const vendor = await staffCall(baseUrl, '/api/admin/vendors', {
    method: 'POST',
    body: JSON.stringify({
      code: vendorCode,
      name: `Lobby Studio ${suffix}`,
      walletMode: 'seamless',
      status: 'active',
      gameType: 'RNG',
    }),
  });
  if (!vendor.success) throw new Error(`vendor not created: ${vendor.message}`);
  for (let index = 1; index <= 20; index++) {
    const game = await staffCall(baseUrl, '/api/admin/games', {
      method: 'POST',
      body: JSON.stringify({
        vendorCode,
        gameCode: `LOBBY_${suffix}_${index}`,
        // One name stands out so the search can find it alone.
        name: index === 7 ? `Zebra Jackpot ${suffix}` : `Lobby Slot ${suffix} ${String(index).padStart(2, '0')}`,
        gameType: 'RNG',
        isHot: index % 5 === 0,
        supportsTrial: index % 2 === 1,
        sortOrder: index,
        status: 'active',
      }),
    });
    if (!game.success) throw new Error(`game ${index} not created: ${game.message}`);
  }
  return { vendorCode, suffix };
}

async function cardCount(page: Page): Promise<number> {
  return page.getByTestId('game-card').count();
}

it('a player browses a vendor lobby, searches, is asked to sign in for favourites and for a real account to play', async () => {
  const { vendorCode, suffix } = await createSlotsVendor();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const lobbyUrl = `${baseUrl}/rng?vassalage=${vendorCode}`;
  await page.goto(lobbyUrl);

  await page.getByTestId('game-page-rng').waitFor();
  await page.getByTestId('game-grid').waitFor();
  await expect.poll(() => cardCount(page)).toBe(18);
  expect(await page.getByTestId(`vendor-tab-${vendorCode}`).getAttribute('aria-selected')).toBe('true');

  await page.getByTestId('game-pagination').locator('button', { hasText: /^2$/ }).click();
  await expect.poll(() => cardCount(page)).toBe(2);

  await page.getByTestId('game-search').fill(`Zebra Jackpot ${suffix}`);
  await expect.poll(() => cardCount(page)).toBe(1);
  expect(await page.getByTestId('game-card-name').first().textContent()).toContain('Zebra Jackpot');

  await page.getByTestId('game-search').fill(`nothing-like-this-${suffix}`);
  await page.getByTestId('game-empty').waitFor();
  await page.getByTestId('game-search').fill('');
  await expect.poll(() => cardCount(page)).toBe(18);

  // Favourites need a signed-in player: the heart opens the login popup.
  await page.getByTestId('game-card').first().getByTestId('game-card-heart').click();
  await page.getByTestId('login-modal').waitFor();

  // A free-play (trial) account may not play for real.
  await page.getByTestId('login-free-play').click();
  await page.getByTestId('balance-demo-badge').waitFor();
  await page.goto(lobbyUrl);
  await expect.poll(() => cardCount(page)).toBe(18);
  const card = page.getByTestId('game-card').first();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  const dialog = page.getByTestId('dialog');
  await dialog.waitFor();
  // 'in_need_true_account', in the site's default TY or in EN.
  expect(await dialog.textContent()).toMatch(/real account|tài khoản thật/i);
  await dialog.getByRole('button').last().click();
  await dialog.waitFor({ state: 'detached' });
});
