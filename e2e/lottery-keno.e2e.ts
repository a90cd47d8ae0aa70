import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member quick-picks 5 Keno spots on the 1-minute draw, sees the 20 balls, is paid by the table, and the result verifies', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);

  // The /elott lobby lists Keno beside the North draws.
  await page.goto(`${baseUrl}/elott`);
  await page.getByTestId('lottery-card-elott-keno-1').waitFor();
  await page.getByTestId('lottery-play-elott-keno-1').click();

  await page.getByTestId('lottery-page').waitFor();
  const balance = page.getByTestId('lottery-balance');
  await expect.poll(async () => digits(await balance.textContent())).toMatch(/^\d+$/);
  await page.getByTestId('keno-quick-5').click();
  expect(await page.locator('.keno-grid .is-picked').count()).toBe(5);
  // The pay table of 5 spots is shown; the ticket is one line at the stake.
  await page.getByTestId('keno-paytable').waitFor();
  const total = digits(await page.getByTestId('lottery-slip-total').textContent());
  expect(Number(total)).toBeGreaterThan(0);
  const confirm = page.getByTestId('lottery-confirm');
  // Bets close 5 s before each draw: bet with at least 10 s left (a busy machine's late click stays in time).
  const secondsLeft = async () => {
    const [minutes, seconds] = ((await page.getByTestId('lottery-countdown').textContent()) ?? '').split(':');
    return Number(minutes) * 60 + Number(seconds);
  };
  await expect
    .poll(async () => (await confirm.isEnabled()) && (await secondsLeft()) >= 10, { timeout: 75_000 })
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

  // The draw comes within a minute: the bet shows its hits and payout.
  const bet = page.getByTestId('lottery-bet').first();
  await expect
    .poll(async () => bet.getAttribute('data-status'), { timeout: 90_000, interval: 1_000 })
    .toMatch(/^(won|lost)$/);
  const payout = BigInt(digits(await bet.getByTestId('lottery-bet-payout').textContent()) || '0');
  expect((await bet.getAttribute('data-status')) === 'won').toBe(payout > 0n);
  await expect
    .poll(async () => BigInt(digits(await page.getByTestId('header-balance').textContent())), { timeout: 15_000 })
    .toBe(before - BigInt(total) + payout);

  // The board shows the 20 balls, and they verify on this device against the published hash.
  const board = page.getByTestId('lottery-result-board');
  await board.waitFor();
  expect(await board.locator('.keno-ball').count()).toBe(20);
  await board.getByRole('button').first().click();
  await expect
    .poll(async () => page.getByTestId('lottery-verify-verdict').getAttribute('class'), { timeout: 10_000 })
    .toContain('--ok');
  await page.close();
}, 240_000);
