import type { FrameLocator } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, expectBetRecord, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** Spins once (tapping Skip while the round is shown) and waits until the spin button is back. */
async function spinOnce(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('play').click();
  await expect
    .poll(
      async () => {
        // Skip is dispatched on the Skip button itself: a pointer click can land on the spin button
        // that takes its place the moment the round ends, and start a second round.
        const skip = frame.getByTestId('skip');
        if (await skip.isVisible().catch(() => false)) {
          await skip.dispatchEvent('click', undefined, { timeout: 300 }).catch(() => undefined);
        }
        return frame
          .getByTestId('play')
          .isEnabled({ timeout: 500 })
          .catch(() => false);
      },
      { timeout: 90_000, interval: 700 },
    )
    .toBe(true);
}

async function playOneRound(gameName: string): Promise<void> {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, gameName);

  const balance = frame.getByTestId('balance');
  const before = digits(await balance.textContent());
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await spinOnce(frame);
  await expect.poll(async () => digits(await frame.getByTestId('last-win').textContent()) !== '').toBe(true);
  const after = digits(await balance.textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  // The wallet moved by exactly the stake and the payout the game showed.
  expect(BigInt(after)).toBe(BigInt(before) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, baseUrl, gameName, stake, payout);
  await page.close();
}

it('a member launches Fruit Classic from the lobby, spins once, and finds the round in the bet record', async () => {
  await playOneRound('Fruit Classic');
}, 150_000);

it('a member launches Dragon Ways 243 from the lobby, spins once (free spins included), and finds the round in the bet record', async () => {
  await playOneRound('Dragon Ways 243');
}, 180_000);

it('a member launches Mega Fortune Jackpot from the lobby, spins once, and finds the round in the bet record', async () => {
  await playOneRound('Mega Fortune Jackpot');
}, 150_000);
