import { randomBytes } from 'node:crypto';
import type { FrameLocator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { en } from '../apps/web/src/i18n/locales/en';
import { ty } from '../apps/web/src/i18n/locales/ty';
import { tyAccount } from '../apps/web/src/i18n/locales/ty-account';
import { LANGUAGE_CATALOGUE } from '../packages/contracts/src/languages';
import { LANGUAGES } from '../packages/contracts/src/system';
import { demoMerchantId, staffCall } from './browser';
import { browserForJourneys, digits, launchFromLobby, signInDemoMember } from './studio-journey';

// Journeys of a new player in TY, the site's default language, at a phone's and a laptop's size: the
// header follows the money of an open game, nothing of the page is in English, and the game window
// fits with a message on show.
const baseUrl = inject('baseUrl');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser().newPage({ viewport });
  // A shared, busy machine can take long over a lazy chunk (the sign-in popup's): waits are generous.
  page.setDefaultTimeout(90_000);
  // A first visit: no language chosen, so the site starts in its default language (TY).
  await page.addInitScript(() => window.localStorage.removeItem('lang'));
  return page;
}

/** Spins once (tapping Skip while the round is shown) and waits until the spin button is back. */
async function spinOnce(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('play').click();
  await expect
    .poll(
      async () => {
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

it('a member plays a slot in TY and the header balance follows each spin, and a bonus reaches the open game', async () => {
  const page = await newPage(PHONE);
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Fruit Classic');
  const header = page.getByTestId('header-balance');
  const game = frame.getByTestId('balance');
  for (let spin = 0; spin < 2; spin++) {
    await spinOnce(frame);
    const shownInGame = digits(await game.textContent());
    // The site socket brings the balance of the round to the header, without a refresh.
    await expect.poll(async () => digits(await header.textContent()), { timeout: 5_000 }).toBe(shownInGame);
  }

  // Money that moves outside the game (staff grant a bonus) reaches the header and the open game.
  const before = BigInt(digits(await header.textContent()));
  const member = await staffCall<{ list: { id: number }[] }>(
    baseUrl,
    `/api/admin/members?merchantId=${await demoMerchantId(baseUrl)}&search=demo01`,
  );
  const accountId = member.value.list[0]?.id;
  expect(accountId).toBeDefined();
  const granted = await staffCall(baseUrl, '/api/admin/payments/bonuses', {
    method: 'POST',
    headers: { 'idempotency-key': `journey-bonus-${randomBytes(6).toString('hex')}` },
    body: JSON.stringify({
      merchantId: await demoMerchantId(baseUrl),
      accountId,
      amount: '12.34',
      wageringMultiple: 0,
      remark: 'journey',
    }),
  });
  expect(granted.success).toBe(true);
  const after = (before + 1234n).toString();
  await expect.poll(async () => digits(await header.textContent()), { timeout: 5_000 }).toBe(after);
  await expect.poll(async () => digits(await game.textContent()), { timeout: 5_000 }).toBe(after);
  await page.close();
}, 240_000);

/** Every word of four letters or more of the English dictionary that the Vietnamese one does not use too. */
function englishOnlyWords(): Set<string> {
  const wordsOf = (value: unknown, into: Set<string>): Set<string> => {
    if (typeof value === 'string') {
      for (const word of value.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').match(/[A-Za-z]{4,}/g) ?? []) {
        into.add(word.toLowerCase());
      }
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) wordsOf(inner, into);
    }
    return into;
  };
  const english = wordsOf(en, new Set());
  const vietnamese = wordsOf([ty, tyAccount], new Set());
  return new Set([...english].filter((word) => !vietnamese.has(word)));
}

/** The words on screen (the visible text of the page and of the game frame's document) found in `dictionary`. */
async function englishOnScreen(page: Page, dictionary: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const words = text.match(/[A-Za-z]{4,}/g) ?? [];
  return [...new Set(words.filter((word) => dictionary.has(word.toLowerCase())))];
}

it('shows no English word on the home, deposit, withdraw, transactions and bet replay pages in TY', async () => {
  const dictionary = englishOnlyWords();
  expect(dictionary.size).toBeGreaterThan(500);
  // The merchant's own name (a proper name, "Fortuna Demo") is not a word of the interface.
  const info = (await (await fetch(`${baseUrl}/wps/system/permission/info`)).json()) as {
    value: { info: { merchantName: string } };
  };
  for (const word of info.value.info.merchantName.match(/[A-Za-z]{4,}/g) ?? []) dictionary.delete(word.toLowerCase());
  // The language picker names each language in its own words ("English" for EN), as every site does:
  // an English speaker must be able to find their language on the Vietnamese site.
  for (const code of LANGUAGES) dictionary.delete(LANGUAGE_CATALOGUE[code].nativeName.toLowerCase());
  const page = await newPage(PHONE);
  await signInDemoMember(page, baseUrl);
  const pages: [string, string][] = [
    ['/', 'home-page'],
    ['/member?page=depositv2', 'deposit-panel'],
    ['/member?page=withdraw', 'withdraw-panel'],
    ['/member?page=transactionHistory', 'history-row'],
    ['/member?page=personalHistoryCopy', 'bet-record-row'],
  ];
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    for (const [path, ready] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await englishOnScreen(page, dictionary), `${path} at ${viewport.width}px`).toEqual([]);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }
  }
  // The replay of the newest round, in its own frame, in the member's language.
  await page.getByTestId('bet-record-replay').first().click();
  const replay = page.frameLocator('[data-testid="bet-replay-frame"]');
  await expect
    .poll(async () => (await replay.locator('body').innerText()).length, { timeout: 30_000 })
    .toBeGreaterThan(20);
  const replayText = await replay.locator('body').innerText();
  const words = (replayText.match(/[A-Za-z]{4,}/g) ?? []).filter((word) => dictionary.has(word.toLowerCase()));
  expect(words, 'bet replay').toEqual([]);
  await page.close();
}, 240_000);

it('the game window fits a laptop and a phone with the game’s message on show', async () => {
  const page = await newPage(LAPTOP);
  await signInDemoMember(page, baseUrl);
  const frame = await launchFromLobby(page, baseUrl, 'Jacks or Better', ['play']);
  const heldCard = frame.locator('button[data-testid="vp-card-0"]');
  // A hand still open from an earlier visit carries on; otherwise a new one is dealt.
  if (!(await heldCard.isVisible())) await frame.getByTestId('play').click();
  // The deal's message ("choose the cards to hold") is on show with the cards.
  await heldCard.waitFor();
  await expect.poll(async () => (await frame.getByTestId('vp-message').textContent())?.length ?? 0).toBeGreaterThan(0);
  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect
      .poll(
        async () => {
          const fit = await page.evaluate(() => {
            const inner = document.querySelector<HTMLIFrameElement>('[data-testid="seamless-frame"]')?.contentDocument;
            if (!inner?.scrollingElement) return 'no game';
            const bar = inner.querySelector('.status-bar')?.getBoundingClientRect();
            const lowest = Math.max(
              ...Array.from(inner.querySelectorAll('button'))
                .map((button) => button.getBoundingClientRect())
                .filter((box) => box.height > 0)
                .map((box) => box.bottom),
            );
            if (inner.scrollingElement.scrollHeight > inner.scrollingElement.clientHeight) return 'the game scrolls';
            if (document.documentElement.scrollHeight > window.innerHeight) return 'the page scrolls';
            // Every control of the game sits above the status bar.
            if (!bar || lowest > bar.top + 0.5) return `a control is behind the status bar (${lowest} > ${bar?.top})`;
            return 'fits';
          });
          return fit;
        },
        { timeout: 15_000 },
      )
      .toBe('fits');
  }
  await page.close();
}, 180_000);
