import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member bets lô on the 1-minute fast draw, sees the result when the countdown ends, and the balance moves by exactly stake and payout', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);

  // The /elott lobby lists the fast games with their next draw and a live countdown.
  await page.goto(`${baseUrl}/elott`);
  const card = page.getByTestId('lottery-card-elott-vn-1');
  await card.waitFor();
  await expect.poll(async () => card.getByTestId('lottery-card-countdown').textContent()).toMatch(/^\d\d:\d\d$/);
  await page.getByTestId('lottery-play-elott-vn-1').click();

  await page.getByTestId('lottery-page').waitFor();
  const balance = page.getByTestId('lottery-balance');
  await expect.poll(async () => digits(await balance.textContent())).toMatch(/^\d+$/);
  // Lô on every even number (50 lines at the smallest stake per point).
  await page.getByRole('button', { name: /^(Even|Chẵn)$/ }).click();
  const total = digits(await page.getByTestId('lottery-slip-total').textContent());
  expect(Number(total)).toBeGreaterThan(0);
  const confirm = page.getByTestId('lottery-confirm');
  // Bets close 5 s before each draw. Bet with at least 10 s left before the close, so that a busy machine's
  // late click cannot land after it (the next draw opens within a minute).
  const secondsLeft = async () => {
    const [minutes, seconds] = ((await page.getByTestId('lottery-countdown').textContent()) ?? '').split(':');
    return Number(minutes) * 60 + Number(seconds);
  };
  await expect
    .poll(async () => (await confirm.isEnabled()) && (await secondsLeft()) >= 10, { timeout: 75_000 })
    .toBe(true);
  const before = BigInt(digits(await balance.textContent()));
  await confirm.click();
  // A busy machine may take a few seconds over the signed wallet call and the page's refresh. A refusal
  // shows on the slip: the test then fails with the player's message rather than a bare balance.
  const slipError = page.getByTestId('lottery-slip-error');
  await expect
    .poll(
      async () =>
        (await slipError.isVisible()) ? await slipError.textContent() : BigInt(digits(await balance.textContent())),
      { timeout: 30_000 },
    )
    .toBe(before - BigInt(total));

  // The draw comes within a minute; the bet is settled and shows its hits and payout.
  const bet = page.getByTestId('lottery-bet').first();
  await expect
    .poll(async () => bet.getAttribute('data-status'), { timeout: 90_000, interval: 1_000 })
    .toMatch(/^(won|lost)$/);
  expect(digits(await bet.getByTestId('lottery-bet-stake').textContent())).toBe(total);
  const payout = BigInt(digits(await bet.getByTestId('lottery-bet-payout').textContent()) || '0');
  expect((await bet.getAttribute('data-status')) === 'won').toBe(payout > 0n);

  // The header follows the wallet: down by the stake, up by exactly the payout.
  await expect
    .poll(async () => BigInt(digits(await page.getByTestId('header-balance').textContent())), { timeout: 15_000 })
    .toBe(before - BigInt(total) + payout);

  // The latest result is on the board and verifies on this device against the published hash.
  const board = page.getByTestId('lottery-result-board');
  await board.waitFor();
  await board.getByRole('button').first().click();
  await expect
    .poll(async () => page.getByTestId('lottery-verify-verdict').getAttribute('class'), { timeout: 10_000 })
    .toContain('--ok');

  // Anyone, signed in or not, verifies the same draw on the public page the dialog links to.
  const verifyPath = await page.getByTestId('lottery-verify-link').getAttribute('href');
  expect(verifyPath).toMatch(/^\/lotteryVerify\?drawId=\d+$/);
  const visitor = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`${baseUrl}${verifyPath}`);
  await visitor.getByTestId('lottery-verify-card').waitFor();
  await expect
    .poll(async () => visitor.getByTestId('lottery-verify-verdict').getAttribute('class'), { timeout: 10_000 })
    .toContain('--ok');
  // A draw number that does not exist gets a clear answer, not a verdict.
  await visitor.getByTestId('lottery-verify-input').fill('999999999');
  await visitor.getByTestId('lottery-verify-input').press('Enter');
  await visitor.getByTestId('lottery-verify-error').waitFor();
  expect(await visitor.getByTestId('lottery-verify-verdict').count()).toBe(0);
  await visitor.close();
  await page.close();
}, 240_000);
