import type { AdminPromotion } from '@fortuna/contracts/promotions';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { demoMerchantId, openBackOffice, staffCall } from './browser';
import { playValidBet, registerFundedMember } from './loyalty-journey';
import { browserForJourneys } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

it('a member earns raffle tickets by playing, sees them on /promotions with the published seed hash; staff preview the raffle as that member', async () => {
  const merchantId = await demoMerchantId(baseUrl);
  const tag = uniqueUsername('r');
  const created = await staffCall<AdminPromotion>(baseUrl, `/api/admin/promotions?merchantId=${merchantId}`, {
    method: 'POST',
    body: JSON.stringify({
      category: 'special',
      audience: 'all',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      artworkUrl: '',
      texts: {
        EN: { title: `Weekly lucky draw ${tag}`, terms: 'One ticket for every 1 of valid bet this week.' },
        TY: { title: `Bốc thăm may mắn ${tag}`, terms: 'Mỗi 1 cược hợp lệ trong tuần được một vé.' },
      },
      rule: {
        kind: 'raffle',
        source: 'valid_bet',
        ticketEvery: '1',
        prizeTiers: [
          { prize: '5000000', winners: 1 },
          { prize: '500000', winners: 5 },
        ],
        needsClaim: false,
      },
      wallet: 'main',
      wageringMultiple: 1,
      sort: 0,
    }),
  });
  expect(created.success).toBe(true);
  const raffle = created.value;
  try {
    await withoutCaptcha(baseUrl, async () => {
      const page = await browser().newPage({ viewport: { width: 1366, height: 768 } });
      const username = uniqueUsername('raffle');
      await registerFundedMember(page, baseUrl, merchantId, username);
      await playValidBet(page, baseUrl);

      await page.goto(`${baseUrl}/promotions`);
      const card = page.getByTestId(`promotion-${raffle.id}`);
      await card.waitFor();
      await expect
        .poll(async () => Number((await card.getByTestId('raffle-tickets').textContent())?.replace(/\D/g, '')))
        .toBeGreaterThan(0);
      await shot(page, 'raffle-card-1366-dark');
      await card.locator('.promo-card__more').click();
      const detail = page.getByTestId('promotion-detail');
      await detail.getByTestId('raffle-fair').waitFor();
      expect(await detail.textContent()).toContain(raffle.raffleSeedHash ?? 'missing');
      await shot(page, 'raffle-detail-1366-dark');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'raffle-detail-390-dark');
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      await shot(page, 'raffle-detail-390-light');
      await page.keyboard.press('Escape');
      await shot(page, 'raffle-card-390-light');
      await page.setViewportSize({ width: 1366, height: 768 });
      await shot(page, 'raffle-card-1366-light');
      await page.close();

      const staff = await browser().newPage({ viewport: { width: 1366, height: 768 } });
      await openBackOffice(staff, baseUrl, `/promotions?merchant=${merchantId}`);
      const row = staff.getByTestId('promo-row').filter({ hasText: tag });
      await row.getByTestId('promo-edit').click();
      await staff.getByTestId('promo-raffle-hash').waitFor();
      await staff.getByTestId('promo-preview-username').fill(username);
      await staff.getByTestId('promo-preview-run').click();
      const preview = staff.getByTestId('promo-preview-card');
      await preview.waitFor();
      expect(await preview.textContent()).toContain(`Bốc thăm may mắn ${tag}`);
      await preview.scrollIntoViewIfNeeded();
      await shot(staff, 'raffle-admin-preview-1366');
      await staff.close();
    });
  } finally {
    await staffCall(baseUrl, `/api/admin/promotions/${raffle.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'paused' }),
    });
  }
}, 240_000);
