import type { FrameLocator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { browserForJourneys, digits, expectBetRecord, launchFromLobby, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();
/** A card game's window is ready when it offers a new round or a decision of the round in play. */
const READY = ['play', 'bj-stand', 'draw'];
/** A reopened hand waits either for a play decision or, under a dealer's ace, for the insurance answer. */
const RESUMED_HAND_READY = ['bj-stand', 'bj-no-insurance'];

const visibleAndEnabled = async (frame: FrameLocator, testId: string): Promise<boolean> => {
  const button = frame.getByTestId(testId);
  return (await button.isVisible().catch(() => false)) && (await button.isEnabled().catch(() => false));
};

/** Declines insurance and stands on every hand until the round is over and a new one can be dealt. */
async function standUntilSettled(frame: FrameLocator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await visibleAndEnabled(frame, 'play')) return 'settled';
        if (await visibleAndEnabled(frame, 'bj-no-insurance')) await frame.getByTestId('bj-no-insurance').click();
        else if (await visibleAndEnabled(frame, 'bj-stand')) await frame.getByTestId('bj-stand').click();
        return 'playing';
      },
      { timeout: 40_000, interval: 600 },
    )
    .toBe('settled');
}

/** The wallet moved by exactly the stake and the payout shown; the bet record lists the round with both. */
async function checkRound(page: Page, frame: FrameLocator, before: string, stake: string, gameName: string) {
  const after = digits(await frame.getByTestId('balance').textContent());
  const payout = digits(await frame.getByTestId('last-win').textContent()) || '0';
  expect(BigInt(after)).toBe(BigInt(digits(before)) - BigInt(stake) + BigInt(payout));

  await expectBetRecord(page, baseUrl, gameName, stake, payout);
}

it('a member deals a blackjack hand, stands until it is settled, and finds the round in the bet record', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Blackjack', READY);
  // A hand left open by an earlier run is finished first.
  await standUntilSettled(frame);

  const before = (await frame.getByTestId('balance').textContent()) ?? '';
  const stake = digits(await frame.getByTestId('stake').textContent());
  expect(Number(stake)).toBeGreaterThan(0);
  await frame.getByTestId('play').click();
  await expect.poll(async () => visibleAndEnabled(frame, 'play'), { timeout: 5_000 }).toBe(false);
  await standUntilSettled(frame);
  await expect(frame.getByTestId('bj-result-0').textContent()).resolves.toBeTruthy();
  await checkRound(page, frame, before, stake, 'Blackjack');
  await page.close();
});

it('a member deals video poker, holds two cards, draws, and finds the round in the bet record', async () => {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Jacks or Better', READY);
  if (await visibleAndEnabled(frame, 'draw')) {
    await frame.getByTestId('draw').click();
    await frame.getByTestId('play').waitFor({ timeout: 20_000 });
  }
  await expect.poll(async () => visibleAndEnabled(frame, 'play'), { timeout: 20_000 }).toBe(true);

  const before = (await frame.getByTestId('balance').textContent()) ?? '';
  const stake = digits(await frame.getByTestId('stake').textContent());
  await frame.getByTestId('play').click();
  await expect.poll(async () => visibleAndEnabled(frame, 'draw'), { timeout: 20_000 }).toBe(true);
  const dealt = await Promise.all(
    [0, 1, 2, 3, 4].map((i) => frame.getByTestId(`vp-card-${i}`).locator('[data-card]').getAttribute('data-card')),
  );
  await frame.getByTestId('vp-card-1').click();
  await frame.getByTestId('vp-card-3').click();
  await expect(frame.getByTestId('vp-card-1').getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(frame.getByTestId('vp-card-3').getAttribute('aria-pressed')).resolves.toBe('true');
  await frame.getByTestId('draw').click();
  await expect.poll(async () => visibleAndEnabled(frame, 'play'), { timeout: 20_000 }).toBe(true);
  // The held cards stayed where they were.
  for (const i of [1, 3]) {
    expect(await frame.getByTestId(`vp-card-${i}`).locator('[data-card]').getAttribute('data-card')).toBe(dealt[i]);
  }
  await checkRound(page, frame, before, stake, 'Jacks or Better');
  await page.close();
});

it('a blackjack hand survives a reload: the game reopens from the lobby with the same hand and finishes it', async () => {
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signInDemoMember(page, baseUrl);
  let frame = await launchFromLobby(page, baseUrl, 'Blackjack', READY);
  await standUntilSettled(frame);

  // Deal until the hand waits for a decision (a natural settles at once).
  let cards: (string | null)[] = [];
  for (let attempt = 0; attempt < 10 && cards.length === 0; attempt++) {
    await frame.getByTestId('play').click();
    await expect
      .poll(
        async () =>
          (await visibleAndEnabled(frame, 'bj-stand')) ||
          (await visibleAndEnabled(frame, 'bj-no-insurance')) ||
          (await visibleAndEnabled(frame, 'play')),
        { timeout: 20_000 },
      )
      .toBe(true);
    if (await visibleAndEnabled(frame, 'play')) continue;
    cards = await frame
      .getByTestId('bj-hand-0')
      .locator('[data-card]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card')));
  }
  expect(cards.length).toBeGreaterThanOrEqual(2);

  await page.reload();
  frame = await launchFromLobby(page, baseUrl, 'Blackjack', RESUMED_HAND_READY);
  await expect
    .poll(
      async () => (await visibleAndEnabled(frame, 'bj-stand')) || (await visibleAndEnabled(frame, 'bj-no-insurance')),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  const shown = await frame
    .getByTestId('bj-hand-0')
    .locator('[data-card]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card')));
  expect(shown).toEqual(cards);

  await standUntilSettled(frame);
  await expect(frame.getByTestId('bj-result-0').textContent()).resolves.toBeTruthy();
  await page.close();
});
