import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { STUDIO_CATALOGUE } from '../apps/server/src/products/studio/studio-catalogue';
import { launchBrowser } from './browser';

/**
 * The name a player of the Vietnamese site (the default, TY) sees for a studio game listed as
 * `listedName`: journeys name games as the catalogue lists them and look for what is on screen.
 */
export function shownName(listedName: string): string {
  const entry = STUDIO_CATALOGUE.find((game) => game.name === listedName);
  return entry?.names.TY ?? listedName;
}

/** One Chromium for the journeys of a file: started before them, closed after. */
export function browserForJourneys(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is used before it started');
    return browser;
  };
}

/** Signs the demo member in through the login popup. */
export async function signInDemoMember(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

/** The figures as digits only: the game and the site format money each in their own way. */
export function digits(text: string | null): string {
  return (text ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * Opens a studio game from the slots lobby in the seamless frame; the window is ready when one of
 * `readyTestIds` shows (a new round's button, or a decision of a round in play).
 */
export async function launchFromLobby(
  page: Page,
  baseUrl: string,
  gameName: string,
  readyTestIds: readonly string[] = ['play'],
): Promise<FrameLocator> {
  await page.goto(`${baseUrl}/rng`);
  // Found by name: other journeys add games, so it need not be on the lobby's first page.
  await page.getByTestId('game-search').fill(shownName(gameName));
  const card = page
    .getByTestId('game-card')
    .filter({ hasText: shownName(gameName) })
    .first();
  await card.waitFor();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  await page.waitForURL(/\/seamless\?url=/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  const ready = readyTestIds.map((id) => `[data-testid="${id}"]`).join(', ');
  await frame.locator(ready).first().waitFor({ timeout: 30_000 });
  return frame;
}

/** The newest bet record row shows the game, the same stake and payout, and is settled; the row is returned. */
export async function expectBetRecord(
  page: Page,
  baseUrl: string,
  gameName: string,
  stake: string,
  payout: string,
): Promise<Locator> {
  await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
  const row = page.getByTestId('bet-record-row').first();
  await row.waitFor();
  expect(await row.getByTestId('bet-record-game').textContent()).toContain(shownName(gameName));
  expect(digits(await row.getByTestId('bet-record-stake').textContent())).toBe(stake);
  expect(digits(await row.getByTestId('bet-record-payout').textContent())).toBe(payout);
  expect(await row.getAttribute('data-status')).toBe('settled');
  return row;
}
