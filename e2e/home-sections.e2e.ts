import type { Browser } from 'playwright-core';
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

const GAME_COUNT = 14;

/** A slots vendor of this run with 14 games, every third one hot. */
async function createVendor(): Promise<{ code: string; name: string; suffix: string }> {
  const suffix = Date.now().toString(36).toUpperCase();
  const code = `HOME_${suffix}`;
  const name = `Home Studio ${suffix}`;
  const vendor = await staffCall(baseUrl, '/api/admin/vendors', {
    method: 'POST',
    body: JSON.stringify({ code, name, walletMode: 'seamless', status: 'active', gameType: 'RNG', sortOrder: 0 }),
  });
  if (!vendor.success) throw new Error(`vendor not created: ${vendor.message}`);
  for (let index = 1; index <= GAME_COUNT; index++) {
    const game = await staffCall(baseUrl, '/api/admin/games', {
      method: 'POST',
      body: JSON.stringify({
        vendorCode: code,
        gameCode: `${code}_${index}`,
        name: `Home Slot ${suffix} ${String(index).padStart(2, '0')}`,
        gameType: 'RNG',
        isHot: index % 3 === 0,
        supportsTrial: true,
        sortOrder: index,
        status: 'active',
      }),
    });
    if (!game.success) throw new Error(`game ${index} not created: ${game.message}`);
  }
  return { code, name, suffix };
}

it('the home lobby shows hot and slots sections with a vendor strip, and the header and footer list the vendors', async () => {
  const { code, name, suffix } = await createVendor();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${baseUrl}/`);

  const hot = page.getByTestId('home-section-hot');
  await hot.waitFor();
  await expect.poll(() => hot.getByTestId('game-card').count()).toBeGreaterThan(0);
  expect(await hot.getByTestId('game-card').count()).toBeLessThanOrEqual(12);

  // The slots section: pick this run's vendor in its strip and only its games remain, cut at 12.
  const slots = page.getByTestId('home-section-rng');
  await slots.waitFor();
  await slots.getByTestId(`home-vendor-${code}`).click();
  await expect
    .poll(async () => {
      const names = await slots.getByTestId('game-card-name').allTextContents();
      return names.length === 12 && names.every((text) => text.includes(suffix));
    })
    .toBe(true);
  expect(await slots.getByTestId(`home-vendor-${code}`).getAttribute('aria-selected')).toBe('true');
  expect(await slots.getByTestId('home-section-more').getAttribute('href')).toBe(`/rng?vassalage=${code}`);

  // Footer: every vendor a player may see, this one included.
  const footerVendors = page.getByTestId('footer-vendors');
  await footerVendors.scrollIntoViewIfNeeded();
  expect(await footerVendors.textContent()).toContain(name);

  // Header vendor list: compact up to 10 vendors, the large layout above that.
  await page.getByTestId('header-vendors').click();
  const panel = page.getByTestId('header-vendors-panel');
  await panel.waitFor();
  const vendorCount = await panel.getByTestId('header-vendor').count();
  expect(await panel.getAttribute('data-layout')).toBe(vendorCount > 10 ? 'large' : 'compact');
  await panel.getByTestId('header-vendor').filter({ hasText: name }).click();
  await page.waitForURL(`**/rng?vassalage=${code}`);
  await page.getByTestId('game-grid').waitFor();
  expect(await page.getByTestId(`vendor-tab-${code}`).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.getByTestId('game-card').count()).toBe(GAME_COUNT);

  // The lobby's HOT filter keeps only this vendor's hot games (every third of 14).
  await page.getByTestId('filter-tab-hot').click();
  await expect.poll(() => page.getByTestId('game-card').count()).toBe(Math.floor(GAME_COUNT / 3));
  await page.close();
});
