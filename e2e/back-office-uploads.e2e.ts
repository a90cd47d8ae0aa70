import { crc32, deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demoMerchantId, launchBrowser, openBackOffice, staffCall } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size` × `size` pixels (an RGB gradient), written by hand: no image library needed. */
function gradientPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x++)
      row.set([Math.floor((x * 255) / size), Math.floor((y * 255) / size), 160], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

it('staff upload a PNG as a vendor icon, and the player lobby shows it from /uploads', async () => {
  const suffix = Date.now().toString(36).toUpperCase();
  const vendorCode = `UPL_${suffix}`;
  const vendorName = `Upload Studio ${suffix}`;

  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openBackOffice(staff, baseUrl);
  await staff.getByTestId('nav-games').click();
  await staff.getByTestId('games-page').waitFor();
  await staff.getByRole('tab', { name: /vendors/i }).click();
  await staff.getByTestId('vendor-create').click();
  await staff.getByTestId('vendor-form').waitFor();
  await staff.getByTestId('vendor-code').fill(vendorCode);
  await staff.getByTestId('vendor-name').fill(vendorName);
  await staff.getByTestId('vendor-game-type').selectOption('RNG');

  // A page named .png is not a picture: the server reads the content and says so in the form.
  await staff.getByTestId('vendor-icon-url-file').setInputFiles({
    name: 'sneaky.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  const uploadError = staff.getByTestId('vendor-icon-url-upload-error');
  await uploadError.waitFor();
  expect(await uploadError.textContent()).toMatch(/sneaky\.png: .*not a PNG, JPEG or WebP image/);
  expect(await staff.getByTestId('vendor-icon-url').inputValue()).toBe('');

  // A real PNG is uploaded, re-encoded, and its address fills the field with a preview.
  await staff.getByTestId('vendor-icon-url-file').setInputFiles({
    name: 'studio-icon.png',
    mimeType: 'image/png',
    buffer: gradientPng(96),
  });
  await staff.getByTestId('vendor-icon-url-upload-done').waitFor();
  expect(await staff.getByTestId('vendor-icon-url-upload-done').textContent()).toMatch(/96 × 96 px/);
  const iconUrl = await staff.getByTestId('vendor-icon-url').inputValue();
  expect(iconUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
  const preview = staff.getByTestId('vendor-form').locator(`img[src="${iconUrl}"]`);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);

  await staff.getByTestId('vendor-save').click();
  const vendorRow = staff.getByTestId(`vendor-row-${vendorCode}`);
  await vendorRow.waitFor();

  // Served as an image only: its own type, no sniffing, sandboxed, cached for good.
  const served = await fetch(`${baseUrl}${iconUrl}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(served.headers.get('cache-control')).toContain('immutable');

  // The player site's lobby shows the vendor with the uploaded icon, loaded.
  const player = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await player.goto(`${baseUrl}/rng?vassalage=${vendorCode}`);
  const tab = player.getByTestId(`vendor-tab-${vendorCode}`);
  await tab.waitFor();
  await tab.scrollIntoViewIfNeeded();
  const icon = tab.locator('img');
  expect(await icon.getAttribute('src')).toBe(iconUrl);
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // Leave the shared catalogue as players knew it.
  const { value: vendors } = await staffCall<{ id: number; code: string }[]>(baseUrl, '/api/admin/vendors');
  const vendor = vendors.find((candidate) => candidate.code === vendorCode);
  if (!vendor) throw new Error('uploaded vendor missing');
  const disabled = await staffCall(baseUrl, `/api/admin/vendors/${vendor.id}`, {
    method: 'PUT',
    body: JSON.stringify({
      code: vendorCode,
      name: vendorName,
      walletMode: 'seamless',
      status: 'disabled',
      gameType: 'RNG',
      iconUrl,
    }),
  });
  expect(disabled.success).toBe(true);
});

it('staff upload a banner picture in the content form and see it previewed', async () => {
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openBackOffice(staff, baseUrl);
  await staff.getByTestId('nav-content').click();
  await staff.getByTestId('content-page').waitFor();
  await staff.getByTestId('content-merchant').selectOption(String(await demoMerchantId(baseUrl)));
  await staff.getByRole('tab', { name: /banners/i }).click();
  await staff.getByTestId('content-create').click();
  const form = staff.getByTestId('content-form');
  await form.waitFor();

  await staff.getByTestId('content-image-url-file').setInputFiles({
    name: 'welcome.png',
    mimeType: 'image/png',
    buffer: gradientPng(240),
  });
  await staff.getByTestId('content-image-url-upload-done').waitFor();
  const imageUrl = await staff.getByTestId('content-image-url').inputValue();
  expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
  const preview = form.locator(`img[src="${imageUrl}"]`);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);

  // Nothing is published: the shared home page keeps its banners.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });
});
