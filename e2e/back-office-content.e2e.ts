import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demoMerchantId, type Envelope, launchBrowser, openBackOffice, staffCall } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SiteNotice {
  id: number;
  title: string;
  content: string;
}

/** What the player site reads, as the site asks for it. */
async function siteValue<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path} refused: ${body.code} ${body.message}`);
  return body.value;
}

const marqueeLines = async () => (await siteValue<{ list: string[] }>('/wps/notices/marquee')).list;
const noticeTitles = async () => (await siteValue<SiteNotice[]>('/wps/notices')).map((notice) => notice.title);

function signInStaff(page: Page): Promise<void> {
  return openBackOffice(page, baseUrl);
}

/** Deletes a row through its confirmation dialog and waits for it to leave the table. */
async function deleteRow(page: Page, row: Locator): Promise<void> {
  await row.getByTestId('content-delete').click();
  await page.getByTestId('content-delete-dialog').waitFor();
  await page.getByTestId('content-delete-confirm').click();
  await expect.poll(async () => row.count()).toBe(0);
}

/** Anything this run left behind (a journey that failed half way), removed through the API. */
async function removeLeftovers(merchantId: number, suffix: string): Promise<void> {
  const { value } = await staffCall<{ id: number; title: string }[]>(
    baseUrl,
    `/api/admin/content?merchantId=${merchantId}`,
  );
  for (const item of value ?? []) {
    if (item.title.includes(suffix)) await staffCall(baseUrl, `/api/admin/content/${item.id}`, { method: 'DELETE' });
  }
}

it('staff publish a marquee line and a notice in the back office, the site shows them, and they are deleted again', async () => {
  // The database is shared by every journey and run: titles unique to this run.
  const suffix = Date.now().toString(36).toUpperCase();
  const line = `E2E marquee ${suffix}: weekend reload bonus`;
  const noticeTitle = `E2E notice ${suffix}`;
  const merchantId = await demoMerchantId(baseUrl);

  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signInStaff(staff);
    await staff.getByTestId('nav-content').click();
    await staff.getByTestId('content-page').waitFor();
    await staff.getByTestId('content-merchant').selectOption(String(merchantId));

    // Marquee: the shared schema checks the form before anything is sent.
    await staff.getByRole('tab', { name: /marquee/i }).click();
    await staff.getByTestId('content-create').click();
    await staff.getByTestId('content-form').waitFor();
    await staff.getByTestId('content-save').click();
    await staff.locator('#content-title-error').waitFor();
    await staff.getByTestId('content-title').fill(line);
    await staff.getByTestId('content-save').click();
    const marqueeRow = staff.getByTestId('content-row').filter({ hasText: line });
    await marqueeRow.waitFor();
    expect(await marqueeRow.getByTestId('content-schedule').textContent()).toMatch(/live now/i);
    await expect.poll(marqueeLines).toContain(line);

    // Notice: HTML content, previewed in the back office as plain text only.
    await staff.getByRole('tab', { name: /notices/i }).click();
    await staff.getByTestId('content-create').click();
    await staff.getByTestId('content-form').waitFor();
    await staff.getByTestId('content-title').fill(noticeTitle);
    await staff
      .getByTestId('content-body')
      .fill('<p>Maintenance at <b>02:00</b>.</p><script>window.injected = 1</script>');
    await expect
      .poll(async () => staff.getByTestId('content-preview').textContent())
      .toContain('Maintenance at 02:00.');
    expect(await staff.getByTestId('content-preview').locator('b, script').count()).toBe(0);
    await staff.getByTestId('content-save').click();
    const noticeRow = staff.getByTestId('content-row').filter({ hasText: noticeTitle });
    await noticeRow.waitFor();
    expect(await staff.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(noticeTitles).toContain(noticeTitle);

    // Hiding takes it off the site; showing brings it back.
    // The switch follows the saved state, so it flips when the server has answered.
    const toggle = noticeRow.getByTestId('content-visible-toggle');
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(noticeTitles).not.toContain(noticeTitle);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(noticeTitles).toContain(noticeTitle);

    // Leave the shared site as it was: both are deleted through the UI.
    await deleteRow(staff, noticeRow);
    await expect.poll(noticeTitles).not.toContain(noticeTitle);
    await staff.getByRole('tab', { name: /marquee/i }).click();
    await marqueeRow.waitFor();
    await deleteRow(staff, marqueeRow);
    await expect.poll(marqueeLines).not.toContain(line);
  } finally {
    await staff.close();
    await removeLeftovers(merchantId, suffix);
  }
});
