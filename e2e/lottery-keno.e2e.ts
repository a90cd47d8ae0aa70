import { expect, inject, it } from 'vitest';
import { confirmWithTimeLeft, expectSettled, openFastGame } from './fast-lottery-journey';
import { browserForJourneys, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('a member quick-picks 5 Keno spots on the 1-minute draw, sees the 20 balls, is paid by the table, and the result verifies', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);

  // The /elott lobby lists Keno beside the North draws.
  await openFastGame(page, baseUrl, 'elott-keno-1');
  await page.getByTestId('keno-quick-5').click();
  expect(await page.locator('.keno-grid .is-picked').count()).toBe(5);
  // The pay table of 5 spots is shown; the ticket is one line at the stake.
  await page.getByTestId('keno-paytable').waitFor();
  const { before, total } = await confirmWithTimeLeft(page);
  // The draw comes within a minute: the bet shows its hits and payout, the balance moves by exactly both.
  await expectSettled(page, before, total);

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
