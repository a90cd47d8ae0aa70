import { expect, inject, it } from 'vitest';
import { LOTTERY_ODDS_PATHS, type ModeOdds } from '../packages/contracts/src/lottery-odds';
import { demoMerchantId, openBackOffice, staffCall } from './browser';
import { confirmWithTimeLeft, expectSettled, openFastGame, refusedAtChangedOdds } from './fast-lottery-journey';
import { browserForJourneys, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

it('staff set the merchant’s K3 odds in the back office; a member bets big at them (refused when staff change them while the window is open, then placed at the new ones), sees the dice when the countdown ends, the bet settled and the balance moved by exactly stake and payout', async () => {
  const merchantId = await demoMerchantId(baseUrl);
  const k3Table = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}&table=k3`;
  try {
    // Back office → Lottery results → odds: the demo merchant's K3 big/small/odd/even from 1.95× to 1.9×.
    const staff = await browser().newPage({ viewport: { width: 1366, height: 768 } });
    await openBackOffice(staff, baseUrl, '/lottery/results');
    const panel = staff.getByTestId('lottery-odds-panel');
    await panel.locator('summary').click();
    await panel.getByTestId('lottery-odds-merchant').selectOption(String(merchantId));
    await panel.getByRole('tab', { name: 'K3' }).click();
    const side = panel.getByTestId('lottery-odds-k3_side');
    await expect.poll(async () => side.inputValue().catch(() => '')).toBe('1.95');
    await side.fill('1.9');
    await panel.getByTestId('lottery-odds-save').click();
    await expect
      .poll(
        async () =>
          (await staffCall<ModeOdds[]>(baseUrl, k3Table)).value[0]?.odds.find((row) => row.betType === 'k3_side')?.odds,
      )
      .toBe(1.9);
    await staff.close();

    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInDemoMember(page, baseUrl);
    await openFastGame(page, baseUrl, 'elott-k3-1');
    await page.getByTestId('lottery-type-k3_side').click();
    // The choice and the slip show the merchant's odds.
    const big = page.getByTestId('lottery-pick-big');
    expect(await big.textContent()).toMatch(/×\s?1[.,]9$/);
    await big.click();
    expect(await page.getByTestId('lottery-slip-numbers').textContent()).toMatch(/\(×1[.,]9\)/);

    // Staff lower them to 1.85× while the member's window is open: the bet confirmed at 1.9× is refused with
    // the message, nothing debited; the slip shows 1.85× and the member confirms again at it.
    await refusedAtChangedOdds(page, async () => {
      const table = (await staffCall<ModeOdds[]>(baseUrl, k3Table)).value[0]?.odds ?? [];
      const odds = Object.fromEntries(table.map((row) => [row.betType, Math.round(row.odds * 100)]));
      const saved = await staffCall(baseUrl, k3Table, {
        method: 'PUT',
        body: JSON.stringify({ prizeMode: 'ELOTT', odds: { ...odds, k3_side: 185 } }),
      });
      expect(saved.success).toBe(true);
    });
    await expect
      .poll(async () => page.getByTestId('lottery-slip-numbers').textContent(), { timeout: 30_000 })
      .toMatch(/\(×1[.,]85\)/);

    const { before, total } = await confirmWithTimeLeft(page);
    const payout = await expectSettled(page, before, total);
    // Big pays 1.85× the stake or nothing.
    expect([0n, (BigInt(total) * 185n) / 100n]).toContain(payout);
    // The board shows the three dice of the draw.
    const board = page.getByTestId('lottery-result-board');
    await board.waitFor();
    expect(await board.locator('.k3-die').count()).toBe(3);
    await page.close();
  } finally {
    await staffCall(baseUrl, `${k3Table}&prizeMode=ELOTT`, { method: 'DELETE' });
  }
}, 300_000);

it('a member bets two digits on an SSC draw, sees the five digits when the countdown ends, the bet settled and the balance moved by exactly stake and payout', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);
  await openFastGame(page, baseUrl, 'elott-ssc-1');
  await page.getByTestId('lottery-type-ssc_digit').click();
  await page.getByTestId('lottery-pick-1-5').click();
  await page.getByTestId('lottery-pick-5-0').click();
  expect(await page.getByTestId('lottery-slip-numbers').textContent()).toMatch(/\(×9[.,]5\).*\(×9[.,]5\)/);

  const { before, total } = await confirmWithTimeLeft(page);
  const payout = await expectSettled(page, before, total);
  // Two lines at 9.5×: nothing, one or both digits won.
  expect([0n, 1n, 2n].map((wins) => ((BigInt(total) / 2n) * wins * 95n) / 10n)).toContain(payout);
  const board = page.getByTestId('lottery-result-board');
  await board.waitFor();
  expect(await board.locator('.k3-die').count()).toBe(5);
  await page.close();
}, 240_000);
