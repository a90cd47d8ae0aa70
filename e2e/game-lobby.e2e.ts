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

async function createGame(vendorCode: string, gameCode: string, name: string, fields: Record<string, unknown>) {
  const game = await staffCall(baseUrl, '/api/admin/games', {
    method: 'POST',
    body: JSON.stringify({ vendorCode, gameCode, name, status: 'active', ...fields }),
  });
  if (!game.success) throw new Error(`game ${gameCode} not created: ${game.message}`);
}

async function createVendor(vendorCode: string, gameType: string) {
  const vendor = await staffCall(baseUrl, '/api/admin/vendors', {
    method: 'POST',
    body: JSON.stringify({
      code: vendorCode,
      name: `Studio ${vendorCode}`,
      walletMode: 'seamless',
      status: 'active',
      gameType,
    }),
  });
  if (!vendor.success) throw new Error(`vendor not created: ${vendor.message}`);
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('game-card-name').allTextContents();
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

it('/bingo lists the bingo games among the slots and /cockfight the cockfight games, in Vietnamese', async () => {
  const suffix = String(Date.now());
  const slotsVendor = `BINGO_${suffix}`;
  await createVendor(slotsVendor, 'RNG');
  await createGame(slotsVendor, `BG1_${suffix}`, `Bingo Ba Mươi ${suffix}`, { gameType: 'RNG', gameClassify: 'BG' });
  await createGame(slotsVendor, `BG2_${suffix}`, `Bingo Bảy Lăm ${suffix}`, { gameType: 'RNG', gameClassify: 'BG' });
  await createGame(slotsVendor, `SL1_${suffix}`, `Quay Hũ ${suffix}`, { gameType: 'RNG' });
  const cockfightVendor = `COCK_${suffix}`;
  await createVendor(cockfightVendor, 'COCKFIGHT');
  await createGame(cockfightVendor, `CF1_${suffix}`, `Đấu Trường ${suffix}`, { gameType: 'COCKFIGHT' });

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${baseUrl}/bingo?vassalage=${slotsVendor}`);
  const bingo = page.getByTestId('game-page-bingo');
  await bingo.waitFor();
  expect(await bingo.locator('h1').textContent()).toBe('Bingo');
  // The bingo sub-category is chosen on arrival: the vendor's slot game is not among them.
  await expect
    .poll(async () => (await cardNames(page)).sort())
    .toEqual([`Bingo Ba Mươi ${suffix}`, `Bingo Bảy Lăm ${suffix}`]);
  // Leaving the sub-category shows every slot game of the vendor.
  await page.locator('.classify-chip[aria-pressed="true"]').click();
  await expect.poll(() => cardCount(page)).toBe(3);

  await page.goto(`${baseUrl}/cockfight`);
  const cockfight = page.getByTestId('game-page-cockfight');
  await cockfight.waitFor();
  expect(await cockfight.locator('h1').textContent()).toBe('Đá gà');
  await expect.poll(() => cardNames(page)).toContain(`Đấu Trường ${suffix}`);
  await page.close();
});
