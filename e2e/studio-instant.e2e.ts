import type { FrameLocator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, expectBetRecord, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** After a round: the wallet moved by exactly stake − payout, and the bet record holds the same figures. */
async function expectSettled(page: Page, frame: FrameLocator, gameName: string, before: string | null, stake: string) {
  await expect.poll(async () => frame.getByTestId('play').isEnabled(), { timeout: 30_000 }).toBe(true);
  const after = digits(await frame.getByTestId('balance').textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, baseUrl, gameName, stake, payout);
}

it('a member buys a Lucky Scratch card, reveals it all, and finds the round in the bet record', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Lucky Scratch');

  const before = await frame.getByTestId('balance').textContent();
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await frame.getByTestId('play').click();
  const revealAll = frame.getByTestId('scratch-reveal-all');
  await expect.poll(async () => revealAll.isEnabled(), { timeout: 20_000 }).toBe(true);
  // The card is bought but not shown: nothing is announced before it is uncovered.
  expect(await frame.getByTestId('play').isEnabled()).toBe(false);
  await revealAll.click();
  await expect.poll(async () => frame.locator('[data-testid="scratch-cell"][data-symbol]').count()).toBe(9);
  await expectSettled(page, frame, 'Lucky Scratch', before, stake);
  await page.close();
});

it('a member bets on Player at Baccarat, deals one coup, and finds the round in the bet record', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Baccarat');

  const before = await frame.getByTestId('balance').textContent();
  await frame.getByTestId('baccarat-spot-player').click();
  await expect.poll(async () => digits(await frame.getByTestId('stake').textContent())).not.toBe('0');
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(digits(await frame.getByTestId('baccarat-total').textContent())).toBe(stake);
  await frame.getByTestId('play').click();
  await frame.getByTestId('baccarat-payout').waitFor({ timeout: 30_000 });
  const cards = await frame.locator('[data-testid^="baccarat-hand-"] [data-card]').count();
  expect(cards).toBeGreaterThanOrEqual(4);
  await expectSettled(page, frame, 'Baccarat', before, stake);
  await page.close();
});
