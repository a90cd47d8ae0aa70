import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, expectBetRecord, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member bets in a shared Crash game with auto cash-out 1.01, and finds the round in the bet record with the same figures', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Crash');
  // The curve and the live game arrive over the socket.
  await frame.getByTestId('crash-stage').waitFor();

  const balance = frame.getByTestId('balance');
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  // Bets are taken while the next game counts down; a game in flight may climb for a minute or more
  // (one in ten passes 10×, reached after about 40 s), so wait out a whole flight.
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 100_000 }).toBe(true);
  const before = digits(await balance.textContent());
  await frame.getByTestId('crash-auto').fill('1.01');
  await frame.getByTestId('play').click();

  // Auto cash-out at 1.01× pays as soon as the flight gets there (or the bet busts at a 1.00× crash).
  const result = frame.getByTestId('crash-result');
  await result.waitFor({ timeout: 60_000 });
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  await expect
    .poll(async () => digits(await balance.textContent()), { timeout: 10_000 })
    .toBe((BigInt(before) - BigInt(stake) + BigInt(payout)).toString());

  // The game's hash is revealed: the public verify page recomputes its crash point and checks the chain.
  const verifyLink = frame.locator('a[href*="verify?game=fortuna-crash"]').first();
  await verifyLink.waitFor({ state: 'attached', timeout: 20_000 });
  const href = (await verifyLink.getAttribute('href')) ?? '';
  await expectBetRecord(page, baseUrl, 'Crash', stake, payout);

  await page.goto(`${baseUrl}${href}`);
  await expect
    .poll(async () => page.getByTestId('crash-verify-point').textContent(), { timeout: 20_000 })
    .toMatch(/×$/);
  // Recomputed locally, reaches the commitment, and (after the chain's first game) links to the previous game.
  await expect
    .poll(async () => page.locator('.form-status--ok').count(), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await page.locator('.form-status--error').count()).toBe(0);
  await page.close();
}, 150_000);
