import { randomBytes } from 'node:crypto';
import type { Goods, GoodsInput, PointsRecord } from '@fortuna/contracts/points';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { demoMerchantId, openBackOffice, staffCall } from './browser';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();
const PAYMENT_PASSWORD = '246810';

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

it('the demo member redeems a points-mall item with points staff added, staff fulfil it, the member sees it approved', async () => {
  const merchantId = await demoMerchantId(baseUrl);
  const tag = randomBytes(3).toString('hex');
  const item: GoodsInput = {
    names: { EN: `Travel mug ${tag}`, TY: `Cốc du lịch ${tag}` },
    imageUrl: '',
    kind: 'physical',
    stock: 1,
    pointsRequired: 40,
    amountRequired: '0',
    status: 'active',
    sort: 0,
  };
  const created = await staffCall<Goods>(baseUrl, `/api/admin/points/goods?merchantId=${merchantId}`, {
    method: 'POST',
    body: JSON.stringify(item),
  });
  expect(created.success).toBe(true);
  const goods = created.value;
  // Points for the demonstration through the documented staff action (the member reads the remark).
  const granted = await staffCall<PointsRecord>(baseUrl, `/api/admin/points/grant?merchantId=${merchantId}`, {
    method: 'POST',
    body: JSON.stringify({ username: 'demo01', points: 40, remark: `Points mall journey ${tag}` }),
  });
  expect(granted.success).toBe(true);

  try {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInDemoMember(page, baseUrl);
    await page.goto(`${baseUrl}/pointMall`);
    await page.getByTestId('points-mall').waitFor();
    await expect
      .poll(async () => Number(digits(await page.getByTestId('points-balance').textContent())))
      .toBeGreaterThanOrEqual(40);
    const before = Number(digits(await page.getByTestId('points-balance').textContent()));
    await page.getByTestId(`points-goods-${goods.id}`).waitFor();
    await shot(page, 'points-mall-390');

    await page.getByTestId(`points-redeem-${goods.id}`).click();
    await page.getByTestId('points-redeem-dialog').waitFor();
    await page.getByTestId('points-ship-name').fill('Nguyễn Văn Demo');
    await page.getByTestId('points-ship-phone').fill('0912345678');
    await page.getByTestId('points-ship-address').fill('12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    await page.getByTestId('points-password').fill(PAYMENT_PASSWORD);
    await shot(page, 'points-redeem-dialog-390');
    await page.getByTestId('points-redeem-submit').click();
    const done = await page.getByTestId('points-redeem-done').textContent();
    const reference = /PM\d{8}/.exec(done ?? '')?.[0];
    if (!reference) throw new Error(`no reference in "${done}"`);
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => Number(digits(await page.getByTestId('points-balance').textContent())))
      .toBe(before - 40);
    await page.getByTestId('points-tab-redeems').click();
    const row = page.getByTestId(`points-order-${reference}`);
    await expect.poll(async () => row.getByTestId('points-order-status').textContent()).toBe('Đang xử lý');

    const office = await browser().newPage({ viewport: { width: 1366, height: 768 } });
    await openBackOffice(office, baseUrl, `/points-mall?merchant=${merchantId}`);
    const order = office.getByTestId(`points-order-${reference}`);
    await order.waitFor();
    await shot(office, 'points-admin-1366');
    await order.getByTestId('points-order-fulfil').click();
    await office.getByTestId('points-decision-confirm').click();
    await expect.poll(() => order.count()).toBe(0);
    await office.close();

    await page.reload();
    await page.getByTestId('points-tab-redeems').click();
    await expect.poll(async () => row.getByTestId('points-order-status').textContent()).toBe('Đã duyệt');
    await shot(page, 'points-redeems-390');
    await page.getByTestId('points-tab-records').click();
    await page.getByTestId('points-records').waitFor();
    expect(await page.getByTestId('points-records').textContent()).toContain(`Points mall journey ${tag}`);
    if (process.env.PROMO_SHOTS) {
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      await shot(page, 'points-records-light-390');
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByTestId('points-tab-goods').click();
      await shot(page, 'points-goods-light-1366');
    }
    await page.close();
  } finally {
    await staffCall(baseUrl, `/api/admin/points/goods/${goods.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...item, stock: 0, status: 'paused' }),
    });
  }
}, 180_000);
