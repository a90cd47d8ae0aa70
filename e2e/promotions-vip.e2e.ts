import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { playValidBet, registerFundedMember, withFirstLevelOnFirstBet } from './loyalty-journey';
import { browserForJourneys, digits } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** With PROMO_SHOTS set to a folder, keeps a picture of each step there (for looking at the screens). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}.png` });
  await page.getByTestId('vip-card').screenshot({ path: `${folder}/${name}-card.png` });
}

it('a member who bets reaches the first VIP level: the header shows its label and rank, My account its card, and the upgrade bonus is paid once', async () => {
  await withFirstLevelOnFirstBet(baseUrl, '5000', async (merchantId) => {
    await withoutCaptcha(baseUrl, async () => {
      const page = await browser().newPage({ viewport: { width: 1366, height: 768 } });
      await registerFundedMember(page, baseUrl, merchantId, uniqueUsername('vip'));
      expect(await page.getByTestId('header-vip').count()).toBe(0);
      await playValidBet(page, baseUrl);
      await page.goto(`${baseUrl}/member?page=securityCenter`);
      await page.getByTestId('vip-card').waitFor();
      await expect.poll(async () => page.getByTestId('vip-current').textContent()).toBe('Đồng · Cấp 1');
      const badge = page.getByTestId('header-vip');
      await badge.waitFor();
      expect(await badge.textContent()).toBe('ĐồngCấp 1');
      // Visiting again pays nothing more: the history shows the upgrade bonus of 5.000 exactly once.
      await page.reload();
      await page.getByTestId('vip-card').waitFor();
      await page.goto(`${baseUrl}/member?page=transactionHistory`);
      await page.getByTestId('history-table').waitFor();
      const upgrades = page.getByTestId('history-row').filter({ hasText: 'Thưởng thăng cấp bậc hội viên, cấp 1' });
      await expect.poll(async () => upgrades.count()).toBe(1);
      expect(digits(await upgrades.getByTestId('history-amount').textContent())).toBe('500000');
      await page.goto(`${baseUrl}/member?page=securityCenter`);
      await page.getByTestId('vip-card').waitFor();
      await shot(page, 'vip-security-centre-1366');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByTestId('header-vip').waitFor();
      await shot(page, 'vip-security-centre-390');
      await page.close();
    });
  });
}, 240_000);
