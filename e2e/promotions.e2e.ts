import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { demoMerchantId, staffCall } from './browser';
import { browserForJourneys } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** With PROMO_SHOTS set to a folder, keeps a picture of each step there (for looking at the screens). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

async function register(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByTestId('register-form-username').waitFor();
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('Secret#2026');
  await page.getByTestId('register-confirmPassword').fill('Secret#2026');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

/** Finance approves the member's pending deposit from the queue. */
async function approveDeposit(username: string, orderNo: string): Promise<void> {
  const merchantId = await demoMerchantId(baseUrl);
  const { value } = await staffCall<{ list: { id: number; orderNo: string }[] }>(
    baseUrl,
    `/api/admin/payments/deposits?merchantId=${merchantId}&member=${username}&pageSize=100`,
  );
  const order = value.list.find((candidate) => candidate.orderNo === orderNo);
  if (!order) throw new Error(`deposit ${orderNo} is not in the finance queue`);
  const approved = await staffCall(baseUrl, `/api/admin/payments/deposits/${order.id}/approve`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ remark: 'promotions journey' }),
  });
  expect(approved.success).toBe(true);
}

it('a member deposits for the first time, claims the welcome bonus in the reward centre and sees its wagering', async () => {
  await withoutCaptcha(baseUrl, async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const username = uniqueUsername('promo');
    await register(page, username);

    // Before a deposit the welcome bonus waits for one; the daily check-in is already claimable.
    await page.goto(`${baseUrl}/promotions`);
    await page.getByTestId('promotions-page').waitFor();
    await page.getByText('Thưởng chào mừng 100% lần nạp đầu').waitFor();
    expect(await page.getByText('Chưa đủ điều kiện').count()).toBeGreaterThan(0);
    await shot(page, 'promotions-390');

    await page.goto(`${baseUrl}/member?page=depositv2`);
    await page.getByTestId('deposit-form').waitFor();
    await page.getByTestId('deposit-channel-BANK_VCB').click();
    await page.getByTestId('deposit-amount').fill('300000');
    await page.getByTestId('deposit-payer-name').fill('NGUYEN VAN KHUYEN');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-order').waitFor();
    const orderNo = ((await page.getByTestId('deposit-order-no').textContent()) ?? '').trim();
    await approveDeposit(username, orderNo);

    await page.goto(`${baseUrl}/member?page=rewardCenter`);
    await page.getByTestId('reward-centre').waitFor();
    // The first deposit bonus (100% of 300.000) and the daily check-in wait to be claimed.
    const claimButton = page.getByRole('button', { name: /Nhận .*300\.000,00/ });
    await claimButton.waitFor();
    await claimButton.click();
    await page.getByTestId('reward-claimed').waitFor();
    await shot(page, 'rewards-390');
    await expect
      .poll(async () => page.getByTestId('reward-history').textContent())
      .toMatch(/Thưởng chào mừng 100% lần nạp đầu.*300\.000,00.*Đã nhận/);
    await expect
      .poll(async () => BigInt(((await page.getByTestId('header-balance').textContent()) ?? '').replace(/\D/g, '')))
      .toBe(60_000_000n);

    await page.goto(`${baseUrl}/member?page=bonusDetails`);
    await page.getByTestId('bonus-list').waitFor();
    const wagering = await page.getByTestId('bonus-wagering').first().textContent();
    expect(wagering).toContain('0,00');
    expect(wagering).toContain('1.500.000,00');
    expect(wagering).toContain('×5');
    await shot(page, 'bonus-390');
    await page.close();
  });
});
