import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { playValidBet, registerFundedMember, withFirstLevelOnFirstBet } from './loyalty-journey';
import { browserForJourneys, digits } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

const headerBalance = async (page: Page) => BigInt(digits(await page.getByTestId('header-balance').textContent()));

it('a member with settled valid bet sees the accrued rebate, claims it, and the balance rises by exactly that; the VIP label shows in the header', async () => {
  await withFirstLevelOnFirstBet(baseUrl, '0', async (merchantId) => {
    await withoutCaptcha(baseUrl, async () => {
      const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
      await registerFundedMember(page, baseUrl, merchantId, uniqueUsername('rebate'));
      await page.setViewportSize({ width: 1366, height: 768 });
      await playValidBet(page, baseUrl);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.goto(`${baseUrl}/member?page=manualRebate`);
      await page.getByTestId('rebate-panel').waitFor();
      await page.getByTestId('rebate-area-RNG').waitFor();
      const accrued = BigInt(digits(await page.getByTestId('rebate-total').textContent()));
      expect(accrued).toBeGreaterThan(0n);
      expect(await page.getByTestId('header-vip').textContent()).toContain('Cấp 1');
      await shot(page, 'rebate-before-390');

      const before = await headerBalance(page);
      await page.getByTestId('rebate-claim').click();
      await page.getByTestId('rebate-claimed').waitFor();
      await expect.poll(() => headerBalance(page)).toBe(before + accrued);
      await expect.poll(async () => digits(await page.getByTestId('rebate-total').textContent())).toBe('0');
      expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
      expect(await page.getByTestId('rebate-history').locator('li').count()).toBe(1);
      await shot(page, 'rebate-after-390');
      await page.setViewportSize({ width: 1366, height: 768 });
      await shot(page, 'rebate-after-1366');
      await page.close();
    });
  });
}, 240_000);
