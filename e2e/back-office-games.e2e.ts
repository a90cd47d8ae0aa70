import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type Envelope, launchBrowser, openBackOffice } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LobbyList {
  games: { gameName: string; gameCode: string; vassalage: string; isHot: number }[];
  total: number;
}

/** The player site's game list for one vendor, as the lobby asks for it. */
async function lobbyGames(vendorCode: string, filter: 'ALL' | 'HOT' = 'ALL'): Promise<LobbyList> {
  const response = await fetch(
    `${baseUrl}/lgw/games/list?vassalage=${encodeURIComponent(vendorCode)}&filter=${filter}`,
  );
  const body = (await response.json()) as Envelope<LobbyList>;
  if (!body.success) throw new Error(`game list refused: ${body.code} ${body.message}`);
  return body.value;
}

function signInStaff(page: Page): Promise<void> {
  return openBackOffice(page, baseUrl);
}

it('staff add a vendor and a game in the back office, and the player lobby lists the game', async () => {
  // The database is shared by every journey and run: codes unique to this run.
  const suffix = Date.now().toString(36).toUpperCase();
  const vendorCode = `E2E_${suffix}`;
  const vendorName = `E2E Studio ${suffix}`;
  const gameCode = `e2e-game-${suffix.toLowerCase()}`;
  const gameName = `E2E Fortune ${suffix}`;

  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInStaff(staff);
  await staff.getByTestId('nav-games').click();
  await staff.getByTestId('games-page').waitFor();

  // Vendors tab: the shared schema checks the form before anything is sent.
  await staff.getByRole('tab', { name: /vendors/i }).click();
  await staff.getByTestId('vendor-create').click();
  const vendorForm = staff.getByTestId('vendor-form');
  await vendorForm.waitFor();
  await staff.getByTestId('vendor-save').click();
  await staff.locator('#vendor-name-error').waitFor();
  expect(await staff.locator('#vendor-code-error').textContent()).toMatch(/capitals/i);

  await staff.getByTestId('vendor-code').fill(vendorCode);
  await staff.getByTestId('vendor-name').fill(vendorName);
  await staff.getByTestId('vendor-game-type').selectOption('RNG');
  await staff.getByTestId('vendor-sort-order').fill('99999');
  // The win ceiling starts at the defaults; staff lower the multiple for this vendor.
  expect(await staff.getByTestId('vendor-maxWinMultiple').inputValue()).toBe('10000');
  await staff.getByTestId('vendor-maxWinMultiple').fill('2000');
  await staff.getByTestId('vendor-save').click();
  const vendorRow = staff.getByTestId(`vendor-row-${vendorCode}`);
  await vendorRow.waitFor();
  expect(await vendorRow.getByTestId('vendor-status').textContent()).toMatch(/active/i);

  // Games tab: add a game of the new vendor.
  await staff.getByRole('tab', { name: /games/i }).click();
  await staff.getByTestId('game-create').click();
  await staff.getByTestId('game-form').waitFor();
  await staff.getByTestId('game-vendor').selectOption(vendorCode);
  await staff.getByTestId('game-code').fill(gameCode);
  await staff.getByTestId('game-name').fill(gameName);
  await staff.getByTestId('game-type').selectOption('RNG');
  await staff.getByTestId('game-classify').selectOption('JP');
  await staff.getByTestId('game-min-bet').fill('0.50');
  // A game's ceiling override: empty fields show the vendor's values and keep them.
  expect(await staff.getByTestId('game-maxWinMultiple').getAttribute('placeholder')).toBe('2000');
  await staff.getByTestId('game-maxWin').fill('1000');
  await staff.getByTestId('game-save').click();
  const gameRow = staff.getByTestId(`game-row-${vendorCode}-${gameCode}`);
  await gameRow.waitFor();

  // The player site lists it under its vendor.
  const listed = await lobbyGames(vendorCode);
  expect(listed.games[0]?.gameName).toBe(gameName);
  expect(listed.games[0]?.gameCode).toBe(gameCode);
  expect(listed.total).toBe(1);

  // Filtering the back-office list by the new vendor shows just this game.
  await staff.getByTestId('games-filter-vendor').selectOption(vendorCode);
  await expect.poll(async () => staff.getByTestId('games-table').locator('tbody tr').count()).toBe(1);

  // The quick toggle in the row marks it hot for the lobby.
  expect((await lobbyGames(vendorCode, 'HOT')).total).toBe(0);
  // The switch follows the saved state, so it flips when the server has answered.
  const hotToggle = gameRow.getByTestId('game-hot-toggle');
  await hotToggle.click();
  await expect.poll(() => hotToggle.isChecked()).toBe(true);
  await expect.poll(async () => (await lobbyGames(vendorCode, 'HOT')).games[0]?.gameName).toBe(gameName);

  // The toggle kept the game's ceiling override; the fields left empty still follow the vendor.
  await gameRow.getByTestId('game-edit').click();
  await staff.getByTestId('game-form').waitFor();
  expect(await staff.getByTestId('game-maxWin').inputValue()).toBe('1000.00');
  expect(await staff.getByTestId('game-maxWinMultiple').inputValue()).toBe('');
  await staff.getByRole('button', { name: 'Cancel' }).click();

  // Leave the shared catalogue as players knew it: the test vendor is disabled, which hides its games.
  await staff.getByRole('tab', { name: /vendors/i }).click();
  await vendorRow.getByTestId('vendor-edit').click();
  await staff.getByTestId('vendor-form-status').selectOption('disabled');
  await staff.getByTestId('vendor-save').click();
  await expect.poll(async () => vendorRow.getByTestId('vendor-status').textContent()).toMatch(/disabled/i);
  await expect.poll(async () => (await lobbyGames(vendorCode)).total).toBe(0);
});
