import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

/** The figures as digits only: the game and the site format money each in their own way. */
function digits(text: string | null): string {
  return (text ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Opens the game from the lobby; the window is ready when it offers a new round or a decision. */
async function launchFromLobby(page: Page, gameName: string): Promise<FrameLocator> {
  await page.goto(`${baseUrl}/rng`);
  const card = page.getByTestId('game-card').filter({ hasText: gameName }).first();
  await card.waitFor();
  await card.hover();
  await card.getByTestId('game-card-start').click();
  await page.waitForURL(/\/seamless\?url=/);
  const frame = page.frameLocator('[data-testid="seamless-frame"]');
  await frame.locator('[data-testid="play"], [data-testid="bj-stand"], [data-testid="draw"]').first().waitFor({
    timeout: 30_000,
  });
  return frame;
}

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

  await page.goto(`${baseUrl}/member?page=personalHistoryCopy`);
  const row = page.getByTestId('bet-record-row').first();
  await row.waitFor();
  expect(await row.getByTestId('bet-record-game').textContent()).toContain(gameName);
  expect(digits(await row.getByTestId('bet-record-stake').textContent())).toBe(stake);
  expect(digits(await row.getByTestId('bet-record-payout').textContent())).toBe(payout);
  expect(await row.getAttribute('data-status')).toBe('settled');
}

it('a member deals a blackjack hand, stands until it is settled, and finds the round in the bet record', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page);
  const frame = await launchFromLobby(page, 'Blackjack');
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
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page);
  const frame = await launchFromLobby(page, 'Jacks or Better');
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
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page);
  let frame = await launchFromLobby(page, 'Blackjack');
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
  frame = await launchFromLobby(page, 'Blackjack');
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
