import { randomUUID } from 'node:crypto';
import type { VipLevel, VipLevelInput } from '@fortuna/contracts/vip';
import type { FrameLocator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { demoMerchantId, staffCall } from './browser';
import { browserForJourneys, digits, launchFromLobby } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** With PROMO_SHOTS set to a folder, keeps a picture of each step there (for looking at the screens). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}.png` });
  await page.getByTestId('vip-card').screenshot({ path: `${folder}/${name}-card.png` });
}

function inputOf(level: VipLevel): VipLevelInput {
  return {
    names: level.names,
    validBetThreshold: level.validBetThreshold.amount,
    depositThreshold: level.depositThreshold.amount,
    upgradeBonus: level.upgradeBonus.amount,
    monthlyBonus: level.monthlyBonus.amount,
    rebateRates: level.rebateRates,
  };
}

async function putVipTable(merchantId: number, levels: VipLevelInput[]): Promise<void> {
  const saved = await staffCall(baseUrl, `/api/admin/vip/levels?merchantId=${merchantId}`, {
    method: 'PUT',
    body: JSON.stringify({ levels }),
  });
  expect(saved.success).toBe(true);
}

/** Spins once (tapping Skip while the round is shown) and answers the stake and the payout the game showed. */
async function spinOnce(frame: FrameLocator): Promise<{ stake: bigint; payout: bigint }> {
  const stake = BigInt(digits(await frame.getByTestId('stake').textContent()));
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
  await expect.poll(async () => digits(await frame.getByTestId('last-win').textContent()) !== '').toBe(true);
  return { stake, payout: BigInt(digits(await frame.getByTestId('last-win').textContent()) || '0') };
}

it('a member who bets reaches the first VIP level: the header shows its label and rank, My account its card, and the upgrade bonus is paid once', async () => {
  const merchantId = await demoMerchantId(baseUrl);
  const original = await staffCall<VipLevel[]>(baseUrl, `/api/admin/vip/levels?merchantId=${merchantId}`);
  const [bronze, ...higher] = original.value.map(inputOf);
  if (!bronze) throw new Error('the demo merchant has no VIP levels');
  // Level 1 from the first valid bet, so one spin reaches it; the table is put back afterwards.
  await putVipTable(merchantId, [
    { ...bronze, validBetThreshold: '1', depositThreshold: '0', upgradeBonus: '5000' },
    ...higher,
  ]);
  try {
    await withoutCaptcha(baseUrl, async () => {
      const page = await browser().newPage({ viewport: { width: 1366, height: 768 } });
      const username = uniqueUsername('vip');
      await page.goto(`${baseUrl}/register`);
      await page.getByTestId('register-form-username').waitFor();
      await page.getByTestId('register-username').fill(username);
      await page.getByTestId('register-password').fill('Secret#2026');
      await page.getByTestId('register-confirmPassword').fill('Secret#2026');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('header-balance').waitFor();
      expect(await page.getByTestId('header-vip').count()).toBe(0);

      await page.getByTestId('avatar-menu').click();
      const accountId = Number(await page.getByTestId('avatar-id').textContent());
      await page.getByTestId('avatar-menu').click();
      const granted = await staffCall(baseUrl, '/api/admin/payments/bonuses', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ merchantId, accountId, amount: '200000', wageringMultiple: 0, remark: 'VIP journey' }),
      });
      expect(granted.success).toBe(true);

      // Spins until a round counts as valid bet (a round that pays back exactly the stake does not).
      const frame = await launchFromLobby(page, baseUrl, 'Fruit Classic');
      let round = await spinOnce(frame);
      for (let spins = 1; round.payout === round.stake && spins < 5; spins += 1) round = await spinOnce(frame);

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
  } finally {
    await putVipTable(merchantId, original.value.map(inputOf));
  }
}, 240_000);
