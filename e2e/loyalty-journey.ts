import { randomUUID } from 'node:crypto';
import type { VipLevel, VipLevelInput } from '@fortuna/contracts/vip';
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoMerchantId, staffCall } from './browser';
import { digits, launchFromLobby } from './studio-journey';

/** Loyalty journeys (VIP, rebate): the VIP table set for the journey, a funded new member, valid bet from a slot. */

export function inputOf(level: VipLevel): VipLevelInput {
  return {
    names: level.names,
    validBetThreshold: level.validBetThreshold.amount,
    depositThreshold: level.depositThreshold.amount,
    upgradeBonus: level.upgradeBonus.amount,
    monthlyBonus: level.monthlyBonus.amount,
    rebateRates: level.rebateRates,
  };
}

export async function putVipTable(baseUrl: string, merchantId: number, levels: VipLevelInput[]): Promise<void> {
  const saved = await staffCall(baseUrl, `/api/admin/vip/levels?merchantId=${merchantId}`, {
    method: 'PUT',
    body: JSON.stringify({ levels }),
  });
  expect(saved.success).toBe(true);
}

/** Spins once (tapping Skip while the round is shown) and answers the stake and the payout the game showed. */
export async function spinOnce(frame: FrameLocator): Promise<{ stake: bigint; payout: bigint }> {
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

/**
 * Runs a journey with the demo merchant's level 1 reached from the first valid bet (with `upgradeBonus`), and puts
 * the table back afterwards.
 */
export async function withFirstLevelOnFirstBet(
  baseUrl: string,
  upgradeBonus: string,
  journey: (merchantId: number) => Promise<void>,
): Promise<void> {
  const merchantId = await demoMerchantId(baseUrl);
  const original = await staffCall<VipLevel[]>(baseUrl, `/api/admin/vip/levels?merchantId=${merchantId}`);
  const [bronze, ...higher] = original.value.map(inputOf);
  if (!bronze) throw new Error('the demo merchant has no VIP levels');
  await putVipTable(baseUrl, merchantId, [
    { ...bronze, validBetThreshold: '1', depositThreshold: '0', upgradeBonus },
    ...higher,
  ]);
  try {
    await journey(merchantId);
  } finally {
    await putVipTable(baseUrl, merchantId, original.value.map(inputOf));
  }
}

/** Registers a new member, has staff grant it 200.000 without wagering, and answers its account id. */
export async function registerFundedMember(page: Page, baseUrl: string, merchantId: number, username: string) {
  await page.goto(`${baseUrl}/register`);
  await page.getByTestId('register-form-username').waitFor();
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('Secret#2026');
  await page.getByTestId('register-confirmPassword').fill('Secret#2026');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('header-balance').waitFor();
  await page.getByTestId('avatar-menu').click();
  const accountId = Number(await page.getByTestId('avatar-id').textContent());
  await page.getByTestId('avatar-menu').click();
  const granted = await staffCall(baseUrl, '/api/admin/payments/bonuses', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ merchantId, accountId, amount: '200000', wageringMultiple: 0, remark: 'loyalty journey' }),
  });
  expect(granted.success).toBe(true);
  return accountId;
}

/** Spins Fruit Classic until a round counts as valid bet (a round that pays back exactly the stake does not). */
export async function playValidBet(page: Page, baseUrl: string): Promise<void> {
  const frame = await launchFromLobby(page, baseUrl, 'Fruit Classic');
  let round = await spinOnce(frame);
  for (let spins = 1; round.payout === round.stake && spins < 5; spins += 1) round = await spinOnce(frame);
}
