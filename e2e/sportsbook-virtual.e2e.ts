import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** The journeys' server runs the league on a test calendar (a kick-off every 30 s, e2e/global-setup.ts). */
it('a member places a parlay on virtual football, watches the round and sees it settled with the balance right', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  await page.goto(`${baseUrl}/sports`);
  const card = page.getByTestId('game-card').first();
  await card.waitFor();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  await page.waitForURL(/\/seamless\?url=/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await frame.getByTestId('sportsbook').waitFor({ timeout: 30_000 });

  // The round furthest from its kick-off: two home wins of different matches as a parlay.
  const round = frame.locator('[data-status="open"]').last();
  await round.waitFor();
  const roundId = (await round.getAttribute('data-testid')) ?? '';
  const odds = round.locator('[data-testid^="sb-odds-"]');
  await odds.nth(0).click();
  await odds.nth(3).click();
  await frame.getByTestId('sb-mode-parlay').click();
  await frame.getByTestId('sb-stake').fill('20');
  const balance = frame.getByTestId('sb-balance');
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 10_000 }).not.toBe('');
  const before = BigInt(digits(await balance.textContent()));
  await frame.getByTestId('sb-place').click();
  await frame.getByTestId('sb-slip-message').waitFor();
  await expect.poll(async () => BigInt(digits(await balance.textContent())), { timeout: 10_000 }).toBe(before - 2000n);

  // The round is played: its matches show the clock and the score, then full time.
  const played = frame.getByTestId(roundId);
  await expect.poll(async () => played.getAttribute('data-status'), { timeout: 90_000 }).toBe('closed');
  await played.locator('[data-testid^="sb-score-"]').first().waitFor();
  await expect.poll(async () => played.getAttribute('data-status'), { timeout: 60_000 }).toBe('finished');

  await frame.getByTestId('sb-tab-myBets').click();
  await frame.getByTestId('sb-bets-settled').click();
  // This journey's bet: the newest two-leg parlay (the member may hold other settled bets, e.g. on desk events).
  const bet = frame.locator('[data-testid="sb-bet"][data-kind="parlay"][data-legs="2"]').first();
  await bet.waitFor({ timeout: 30_000 });
  const payout = BigInt(digits(await bet.getByTestId('sb-bet-payout').textContent()) || '0');
  await expect
    .poll(async () => BigInt(digits(await balance.textContent())), { timeout: 15_000 })
    .toBe(before - 2000n + payout);
  await page.close();
}, 240_000);
