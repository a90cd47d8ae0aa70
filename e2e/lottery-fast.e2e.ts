import { expect, inject, it } from 'vitest';
import { confirmWithTimeLeft, expectSettled } from './fast-lottery-journey';
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
  await expect.poll(async () => digits(await page.getByTestId('lottery-balance').textContent())).toMatch(/^\d+$/);
  // Lô on every even number (50 lines at the smallest stake per point), placed with time left before the close.
  await page.getByRole('button', { name: /^(Even|Chẵn)$/ }).click();
  const { before, total } = await confirmWithTimeLeft(page);

  // The draw comes within a minute; the bet is settled and shows its hits and payout, and the header follows
  // the wallet: down by the stake, up by exactly the payout.
  await expectSettled(page, before, total);

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
