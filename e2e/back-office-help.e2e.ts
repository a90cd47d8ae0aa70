import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demoMerchantId, launchBrowser, openBackOffice, staffCall } from './browser';

const baseUrl = inject('baseUrl');
const TERM = `huong-dan-${Date.now().toString(36)}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function siteArticle(term: string) {
  const response = await fetch(`${baseUrl}/wps/system/helpCenter?lang=TY&device=WEB`);
  const body = (await response.json()) as { value: { id: number; term: string; title: string }[] };
  return body.value.find((article) => article.term === term);
}

it('staff write a Vietnamese help article and players read it, sanitised, at /help#term', async () => {
  const merchantId = await demoMerchantId(baseUrl);
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await openBackOffice(staff, baseUrl);
    await staff.getByTestId('nav-help').click();
    await staff.getByTestId('help-page').waitFor();
    await staff.getByRole('tab', { name: /^TY/ }).click();
    await staff.getByTestId('help-row').first().waitFor();
    expect(await staff.getByTestId('help-title-cell').first().textContent()).toBe('Điều khoản và điều kiện');

    await staff.getByTestId('help-create').click();
    const form = staff.getByTestId('help-form');
    await form.waitFor();
    await staff.getByTestId('help-title').fill('Hướng dẫn nạp tiền');
    // The term follows the title until staff type one of their own.
    expect(await staff.getByTestId('help-term').inputValue()).toBe('huong-dan-nap-tien');
    await staff.getByTestId('help-term').fill('terms');
    await staff
      .getByTestId('help-content')
      .fill(
        '<p id="safe">Nạp tiền <b>nhanh</b>.</p><img src="x" onerror="window.__owned = 1"><script>window.__owned = 2</script>',
      );
    // The preview renders the article as the site will: the handler and the script are gone.
    const preview = staff.getByTestId('help-preview-html');
    await preview.locator('#safe').waitFor();
    expect(await preview.locator('#safe').textContent()).toBe('Nạp tiền nhanh.');
    expect(await preview.innerHTML()).not.toMatch(/onerror|script/i);
    expect(await staff.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

    await staff.getByTestId('help-save').click();
    await staff.getByText('already has an article with this term').waitFor();
    await staff.getByTestId('help-term').fill(TERM);
    await staff.getByTestId('help-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => (await siteArticle(TERM))?.title, { timeout: 10_000 }).toBe('Hướng dẫn nạp tiền');

    const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await player.goto(`${baseUrl}/help#${TERM}`);
    const article = player.getByTestId('help-article');
    await article.locator('#safe').waitFor();
    expect(await article.locator('#safe').textContent()).toBe('Nạp tiền nhanh.');
    expect(await article.locator('h3').textContent()).toBe('Hướng dẫn nạp tiền');
    expect(await article.innerHTML()).not.toMatch(/onerror|<script/i);
    expect(await player.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    await player.close();

    const row = staff.locator(`[data-testid="help-row"][data-term="${TERM}"]`);
    await row.getByTestId('help-edit').click();
    await staff.getByTestId('help-title').fill('Nạp tiền trong 1 phút');
    expect(await staff.getByTestId('help-term').inputValue()).toBe(TERM);
    await staff.getByTestId('help-save').click();
    await expect.poll(async () => (await siteArticle(TERM))?.title, { timeout: 10_000 }).toBe('Nạp tiền trong 1 phút');

    await row.getByTestId('help-delete').click();
    await staff.getByTestId('help-delete-confirm').click();
    await row.waitFor({ state: 'detached' });
    expect(await siteArticle(TERM)).toBeUndefined();
  } finally {
    const { value } = await staffCall<{ id: number; term: string }[]>(
      baseUrl,
      `/api/admin/help-articles?merchantId=${merchantId}&lang=TY`,
    );
    for (const leftover of value.filter((article) => article.term === TERM)) {
      await staffCall(baseUrl, `/api/admin/help-articles/${leftover.id}`, { method: 'DELETE' });
    }
    await staff.close();
  }
});
