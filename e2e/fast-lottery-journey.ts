import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { digits } from './studio-journey';

/**
 * The steps every fast-lottery journey shares: open a game from the /elott lobby, place the ticket on the
 * slip when the open draw has time left, and wait for it to be settled with the balance moved by exactly the
 * stake and the payout.
 */

/** Opens a fast game from the /elott lobby; answers once the page shows the balance. */
export async function openFastGame(page: Page, baseUrl: string, gameCode: string): Promise<void> {
  await page.goto(`${baseUrl}/elott`);
  await page.getByTestId(`lottery-card-${gameCode}`).waitFor();
  await page.getByTestId(`lottery-play-${gameCode}`).click();
  await page.getByTestId('lottery-page').waitFor();
  await expect.poll(async () => digits(await page.getByTestId('lottery-balance').textContent())).toMatch(/^\d+$/);
}

/** Seconds the page's countdown shows before the open draw closes. */
async function secondsLeft(page: Page): Promise<number> {
  const [minutes, seconds] = ((await page.getByTestId('lottery-countdown').textContent()) ?? '').split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/**
 * Confirms the slip as it stands. Bets close 5 s before each draw: the click waits for a draw with at least
 * 10 s left, so that a busy machine's late click cannot land after the close (the next draw opens within a
 * minute). Answers the balance before and the ticket's total, once the balance shows the debit; a refusal
 * shows on the slip, and the test then fails with the player's message rather than a bare balance.
 */
export async function confirmWithTimeLeft(page: Page): Promise<{ before: bigint; total: string }> {
  const balance = page.getByTestId('lottery-balance');
  const total = digits(await page.getByTestId('lottery-slip-total').textContent());
  expect(Number(total)).toBeGreaterThan(0);
  const confirm = page.getByTestId('lottery-confirm');
  await expect
    .poll(async () => (await confirm.isEnabled()) && (await secondsLeft(page)) >= 10, { timeout: 75_000 })
    .toBe(true);
  const before = BigInt(digits(await balance.textContent()));
  await confirm.click();
  const slipError = page.getByTestId('lottery-slip-error');
  await expect
    .poll(
      async () =>
        (await slipError.isVisible()) ? await slipError.textContent() : BigInt(digits(await balance.textContent())),
      { timeout: 30_000 },
    )
    .toBe(before - BigInt(total));
  return { before, total };
}

/**
 * Staff change the odds (`changeOdds`) while the member's slip still shows the old ones: the window's reads of
 * the odds are held back until then, so the confirm is sure to carry the old version. The bet is refused with
 * the odds-changed message on the slip and nothing debited; the window then reads the new odds.
 */
export async function refusedAtChangedOdds(page: Page, changeOdds: () => Promise<void>): Promise<void> {
  const confirm = page.getByTestId('lottery-confirm');
  await expect
    .poll(async () => (await confirm.isEnabled()) && (await secondsLeft(page)) >= 10, { timeout: 75_000 })
    .toBe(true);
  const balance = page.getByTestId('lottery-balance');
  const before = digits(await balance.textContent());
  const holdOdds = '**/lottery/api/odds';
  await page.route(holdOdds, (route) => route.abort());
  await changeOdds();
  await confirm.click();
  const slipError = page.getByTestId('lottery-slip-error');
  await expect
    .poll(async () => slipError.textContent(), { timeout: 30_000 })
    .toMatch(/Tỷ lệ trả thưởng đã thay đổi|odds have changed/);
  expect(digits(await balance.textContent())).toBe(before);
  await page.unroute(holdOdds);
}

/**
 * Waits for the draw (within a minute): the newest bet is won or lost with its stake and payout, and the
 * header's balance is down by the stake and up by exactly the payout. Answers the payout.
 */
export async function expectSettled(page: Page, before: bigint, total: string): Promise<bigint> {
  const bet = page.getByTestId('lottery-bet').first();
  await expect
    .poll(async () => bet.getAttribute('data-status'), { timeout: 90_000, interval: 1_000 })
    .toMatch(/^(won|lost)$/);
  expect(digits(await bet.getByTestId('lottery-bet-stake').textContent())).toBe(total);
  const payout = BigInt(digits(await bet.getByTestId('lottery-bet-payout').textContent()) || '0');
  expect((await bet.getAttribute('data-status')) === 'won').toBe(payout > 0n);
  await expect
    .poll(async () => BigInt(digits(await page.getByTestId('header-balance').textContent())), { timeout: 15_000 })
    .toBe(before - BigInt(total) + payout);
  return payout;
}
