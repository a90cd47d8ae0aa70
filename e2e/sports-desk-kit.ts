import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { staffCall } from './browser';

/** Journeys of the sportsbook's desk events: set-up through the back-office API, and the window opened. */

const prices = (pairs: [string, string][]) => pairs.map(([selection, odds]) => ({ selection, odds }));

export const FULL_TIME_1X2 = {
  kind: '1x2',
  prices: prices([
    ['home', '2000'],
    ['draw', '3400'],
    ['away', '3600'],
  ]),
};

/** A football event starting `inMs` from now (negative: already live) with the markets given; answers its id. */
export async function deskEvent(
  baseUrl: string,
  home: string,
  away: string,
  inMs: number,
  markets: object[] = [FULL_TIME_1X2],
): Promise<number> {
  const created = await staffCall<{ id: number }>(baseUrl, '/api/admin/sports/events', {
    method: 'POST',
    body: JSON.stringify({
      sport: 'football',
      league: 'V.League 1',
      home,
      away,
      startsAt: new Date(Date.now() + inMs).toISOString(),
    }),
  });
  if (!created.value) throw new Error(`event not created: ${created.message}`);
  for (const market of markets) {
    const added = await staffCall(baseUrl, `/api/admin/sports/events/${created.value.id}/markets`, {
      method: 'POST',
      body: JSON.stringify(market),
    });
    if (!added.success) throw new Error(`market not added: ${added.message}`);
  }
  return created.value.id;
}

/** The id of the event's market with `key`. */
export async function marketIdOf(baseUrl: string, eventId: number, key: string): Promise<number> {
  const detail = await staffCall<{ markets: { id: number; key: string }[] }>(
    baseUrl,
    `/api/admin/sports/events/${eventId}`,
  );
  const market = detail.value.markets.find((m) => m.key === key);
  if (!market) throw new Error(`no market ${key}`);
  return market.id;
}

/** Opens the sportsbook from /sports as the signed-in member, on the desk's events. */
export async function openSportsWindow(page: Page, baseUrl: string): Promise<FrameLocator> {
  await page.goto(`${baseUrl}/sports`);
  const card = page.getByTestId('game-card').filter({ hasText: 'Thể Thao Fortuna Arena' }).first();
  await card.waitFor();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  await page.waitForURL(/\/seamless\?url=/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await frame.getByTestId('sb-events').waitFor({ timeout: 30_000 });
  return frame;
}

/** Shows an event's odds button: an event an hour away is today's, unless today ends within the hour (early). */
export async function showEventOdds(frame: FrameLocator, odds: Locator): Promise<void> {
  await expect
    .poll(async () => {
      if (await odds.isVisible()) return true;
      await frame.getByTestId('sb-filter-early').click();
      if (await odds.isVisible()) return true;
      await frame.getByTestId('sb-filter-today').click();
      return odds.isVisible();
    })
    .toBe(true);
}
