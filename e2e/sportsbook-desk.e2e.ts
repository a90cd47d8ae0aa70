import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { openBackOffice } from './browser';
import { openSportsWindow, showEventOdds } from './sports-desk-kit';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** Opens the back office as the demo trader (the second staff member, who approves results). */
async function openBackOfficeAsTrader(page: Page, path: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'trader', password: 'Demo#2026' }),
  });
  const signedIn = (await response.json()) as { value: { token: string } | null; message: string };
  if (!signedIn.value) throw new Error(`trader sign-in failed: ${signedIn.message}`);
  await page.addInitScript((value) => sessionStorage.setItem('adminToken', value), signedIn.value.token);
  await page.goto(`${baseUrl}/admin${path}`);
}

it('staff create an event with a market, a member bets on it, a second staff member approves the result and the bet is paid', async () => {
  const staff = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await openBackOffice(staff, baseUrl, '/sports-desk');
  const home = `Hà Nội ${Date.now() % 100_000}`;
  await staff.locator('#desk-league').fill('V.League 1');
  await staff.locator('#desk-home').fill(home);
  await staff.locator('#desk-away').fill('Thể Công Viettel');
  await staff.getByTestId('desk-create-event').click();
  await staff.waitForURL(/\/admin\/sports-desk\/\d+$/);
  const eventId = staff.url().split('/').pop() ?? '';
  await staff.getByTestId('desk-new-odds-home').fill('2.00');
  await staff.getByTestId('desk-new-odds-draw').fill('3.40');
  await staff.getByTestId('desk-new-odds-away').fill('3.60');
  await staff.getByTestId('desk-add-market-submit').click();
  await staff.getByTestId('desk-market-1x2').waitFor();

  // The member opens the sportsbook from /sports and bets 20 on the home side.
  const member = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(member, baseUrl);
  const frame = await openSportsWindow(member, baseUrl);
  const odds = frame.getByTestId(`sb-desk-odds-${eventId}-1x2-home`);
  await showEventOdds(frame, odds);
  await odds.click();
  await frame.getByTestId('sb-stake').fill('20');
  const balance = frame.getByTestId('sb-balance');
  await expect.poll(async () => digits(await balance.textContent())).not.toBe('');
  const before = BigInt(digits(await balance.textContent()));
  await frame.getByTestId('sb-place').click();
  await frame.getByTestId('sb-slip-message').waitFor();
  await expect.poll(async () => BigInt(digits(await balance.textContent()))).toBe(before - 2000n);

  // The event starts; one staff member enters 2-1, another approves it.
  await staff.getByTestId('desk-event-start').click();
  await staff.getByTestId('desk-enter-result').waitFor();
  await staff.locator('#desk-result-home').fill('2');
  await staff.locator('#desk-result-away').fill('1');
  await staff.getByTestId('desk-result-submit').click();
  await staff.getByTestId('desk-result-row').first().waitFor();
  expect(await staff.getByTestId('desk-result-approve').count()).toBe(0);

  const trader = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await openBackOfficeAsTrader(trader, `/sports-desk/${eventId}`);
  await trader.getByTestId('desk-result-approve').click();
  await expect.poll(async () => trader.getByTestId('desk-event-status').textContent()).toBe('finished');

  // The bet is paid 20 × 2.00 = 40: the balance rose by exactly the payout.
  await frame.getByTestId('sb-tab-myBets').click();
  await frame.getByTestId('sb-bets-settled').click();
  const bet = frame.getByTestId('sb-bet').first();
  await bet.waitFor({ timeout: 30_000 });
  const payout = BigInt(digits(await bet.getByTestId('sb-bet-payout').textContent()));
  expect(payout).toBe(4000n);
  await expect
    .poll(async () => BigInt(digits(await balance.textContent())), { timeout: 15_000 })
    .toBe(before - 2000n + payout);
  await Promise.all([staff.close(), member.close(), trader.close()]);
}, 240_000);
