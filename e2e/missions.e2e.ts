import type { AdminPromotion } from '@fortuna/contracts/promotions';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { demoMerchantId, staffCall } from './browser';
import { registerFundedMember, spinOnce } from './loyalty-journey';
import { browserForJourneys, digits, launchFromLobby } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

const headerBalance = async (page: Page) => BigInt(digits(await page.getByTestId('header-balance').textContent()));

/** A "play 3 rounds today" mission of this journey only (a unique title), paused again afterwards. */
async function withMission(journey: (mission: AdminPromotion) => Promise<void>): Promise<void> {
  const merchantId = await demoMerchantId(baseUrl);
  const tag = uniqueUsername('m');
  const created = await staffCall<AdminPromotion>(baseUrl, `/api/admin/promotions?merchantId=${merchantId}`, {
    method: 'POST',
    body: JSON.stringify({
      category: 'daily',
      audience: 'all',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      artworkUrl: '',
      texts: {
        EN: { title: `Play 3 rounds ${tag}`, terms: 'Play three rounds of any game today.' },
        TY: { title: `Chơi 3 ván ${tag}`, terms: 'Chơi ba ván bất kỳ trong hôm nay.' },
      },
      rule: { kind: 'mission', task: 'rounds', target: '3', gameType: null, period: 'day', reward: '12345' },
      wallet: 'main',
      wageringMultiple: 1,
      sort: 0,
    }),
  });
  expect(created.success).toBe(true);
  // A daily leaderboard beside it, for the page's second half.
  const board = await staffCall<AdminPromotion>(baseUrl, `/api/admin/promotions?merchantId=${merchantId}`, {
    method: 'POST',
    body: JSON.stringify({
      category: 'daily',
      audience: 'all',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      artworkUrl: '',
      texts: {
        EN: { title: `Slots leaderboard ${tag}`, terms: 'Top valid bet in slots today.' },
        TY: { title: `Đua top nổ hũ ${tag}`, terms: 'Cược hợp lệ nổ hũ cao nhất hôm nay.' },
      },
      rule: { kind: 'leaderboard', period: 'day', gameType: 'RNG', prizes: ['500000', '200000', '100000'] },
      wallet: 'bonus',
      wageringMultiple: 1,
      sort: 0,
    }),
  });
  expect(board.success).toBe(true);
  try {
    await journey(created.value);
  } finally {
    for (const id of [created.value.id, board.value.id])
      await staffCall(baseUrl, `/api/admin/promotions/${id}/status`, {
        method: 'POST',
        body: JSON.stringify({ status: 'paused' }),
      });
  }
}

it('a member completes a play-3-rounds mission in a studio game, sees the badge, claims it and the balance rises by exactly the reward', async () => {
  await withMission(async (mission) => {
    await withoutCaptcha(baseUrl, async () => {
      const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
      const merchantId = await demoMerchantId(baseUrl);
      await registerFundedMember(page, baseUrl, merchantId, uniqueUsername('mission'));

      await page.goto(`${baseUrl}/member?page=missionLeaderboard`);
      const card = page.getByTestId(`mission-${mission.id}`);
      await card.waitFor();
      expect(await page.getByTestId(`mission-progress-${mission.id}`).textContent()).toBe('0 / 3');
      expect(await page.getByTestId(`mission-claim-${mission.id}`).count()).toBe(0);
      await shot(page, 'missions-before-390');

      await page.setViewportSize({ width: 1366, height: 768 });
      const frame = await launchFromLobby(page, baseUrl, 'Fruit Classic');
      for (let round = 0; round < 3; round += 1) await spinOnce(frame);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/member?page=missionLeaderboard`);
      await page.getByTestId(`mission-claim-${mission.id}`).waitFor();
      expect(await page.getByTestId(`mission-progress-${mission.id}`).textContent()).toBe('3 / 3');
      await expect
        .poll(async () => Number(await page.getByTestId('member-menu-badge-missionLeaderboard').textContent()))
        .toBeGreaterThanOrEqual(1);
      const badgeBefore = Number(await page.getByTestId('member-menu-badge-missionLeaderboard').textContent());
      await shot(page, 'missions-complete-390');

      const before = await headerBalance(page);
      await page.getByTestId(`mission-claim-${mission.id}`).click();
      await page.getByTestId('mission-claimed').waitFor();
      await expect.poll(() => headerBalance(page)).toBe(before + 1_234_500n);
      await card.locator('.promo-state--issued').waitFor();
      await expect
        .poll(async () => {
          const badge = page.getByTestId('member-menu-badge-missionLeaderboard');
          return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
        })
        .toBe(badgeBefore - 1);
      await shot(page, 'missions-claimed-390');
      await page.setViewportSize({ width: 1366, height: 768 });
      await shot(page, 'missions-claimed-1366');
      await page.locator('[data-testid$="theme-toggle"]:visible').first().click();
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
      await shot(page, 'missions-claimed-1366-light');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'missions-claimed-390-light');
      await page.close();
    });
  });
}, 300_000);
