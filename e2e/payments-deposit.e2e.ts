import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { demoMerchantId, staffCall } from './browser';
import { browserForJourneys, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size` × `size` pixels (a gradient), as a phone's screenshot of a receipt would be. */
function receiptPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++)
      row.set([Math.floor((x * 255) / size), 200, Math.floor((y * 255) / size)], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The header balance in minor units, once it has loaded. */
async function headerBalance(page: Page): Promise<bigint> {
  const balance = page.getByTestId('header-balance');
  await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
  return BigInt(((await balance.textContent()) ?? '').replace(/\D/g, ''));
}

interface QueuedDeposit {
  id: number;
  orderNo: string;
  status: string;
  proofs: unknown[];
}

/** The deposit with this order number in the finance queue. */
async function queuedDeposit(orderNo: string): Promise<QueuedDeposit> {
  const merchantId = await demoMerchantId(baseUrl);
  const { value } = await staffCall<{ list: QueuedDeposit[] }>(
    baseUrl,
    `/api/admin/payments/deposits?merchantId=${merchantId}&member=demo01&pageSize=100`,
  );
  const order = value.list.find((candidate) => candidate.orderNo === orderNo);
  if (!order) throw new Error(`deposit ${orderNo} is not in the finance queue`);
  return order;
}

it('a member opens a bank-transfer deposit, uploads a receipt, finance approves it and the balance rises', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
  await signInDemoMember(page, baseUrl);
  const before = await headerBalance(page);

  await page.goto(`${baseUrl}/member?page=depositv2`);
  await page.getByTestId('deposit-form').waitFor();
  await page.getByTestId('deposit-channel-BANK_VCB').click();

  // Below the channel's minimum the form says so and sends nothing.
  await page.getByTestId('deposit-amount').fill('50000');
  await page.getByTestId('deposit-submit').click();
  await expect.poll(async () => page.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByTestId('deposit-order').count()).toBe(0);

  await page.getByTestId('deposit-amount').fill('234567.89');
  await page.getByTestId('deposit-payer-name').fill('NGUYEN VAN DEMO');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-order').waitFor();
  const orderNo = ((await page.getByTestId('deposit-order-no').textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^D\d{8}[0-9A-F]{10}$/);
  expect(await page.getByTestId('deposit-bank-account').textContent()).toBe('0071000123456');
  expect(await page.getByTestId('deposit-amount-to-pay').textContent()).toContain('234.567,89');

  // A file that is not PNG or JPEG is refused before it is sent.
  const proofInput = page.getByTestId('deposit-proof-input');
  await proofInput.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect.poll(async () => page.getByTestId('deposit-proof-errors').textContent()).toContain('receipt.gif');
  expect((await queuedDeposit(orderNo)).proofs).toHaveLength(0);

  await proofInput.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng(120) });
  await page.getByTestId('deposit-proof-done').waitFor();
  // The stored proof comes back through the member's own credentials and shows as a picture.
  await expect
    .poll(async () =>
      page
        .getByTestId('deposit-proof-thumb')
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  const queued = await queuedDeposit(orderNo);
  expect(queued).toMatchObject({ status: 'pending' });
  expect(queued.proofs).toHaveLength(1);

  const approved = await staffCall<{ status: string }>(baseUrl, `/api/admin/payments/deposits/${queued.id}/approve`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ remark: 'journey' }),
  });
  expect(approved).toMatchObject({ success: true, value: { status: 'credited' } });

  await expect.poll(async () => headerBalance(page), { timeout: 30_000 }).toBe(before + 23_456_789n);
  // The open order and the list follow the decision.
  await expect
    .poll(async () => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 30_000 })
    .toBe('credited');
  const row = page.locator(`[data-testid="deposit-row"][data-order-no="${orderNo}"]`);
  await expect.poll(async () => row.getByTestId('pay-status').getAttribute('data-status')).toBe('credited');
});
