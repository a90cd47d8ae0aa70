import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demoMerchantId, launchBrowser, staffCall } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Published {
  id: number;
}

/** Publishes one piece of site content as the demo merchant's staff and returns its id. */
async function publish(merchantId: number, item: Record<string, unknown>): Promise<number> {
  const answer = await staffCall<Published>(baseUrl, '/api/admin/content', {
    method: 'POST',
    body: JSON.stringify({ merchantId, ...item }),
  });
  if (!answer.success) throw new Error(`content not published: ${answer.message}`);
  return answer.value.id;
}

it('a visitor sees the marquee, turns the banner carousel and gets the popup once a session', async () => {
  // The database is shared by every journey: titles unique to this run, and sort orders that put
  // these banners first.
  const suffix = Date.now().toString(36).toUpperCase();
  const line = `E2E lobby marquee ${suffix}`;
  const firstBanner = `E2E banner one ${suffix}`;
  const secondBanner = `E2E banner two ${suffix}`;
  const popupTitle = `E2E popup ${suffix}`;
  const merchantId = await demoMerchantId(baseUrl);
  const ids: number[] = [];

  try {
    ids.push(await publish(merchantId, { kind: 'marquee', title: line, sortOrder: 0 }));
    ids.push(
      await publish(merchantId, {
        kind: 'banner',
        groupName: 'w_home',
        title: firstBanner,
        imageUrl: '/banners/welcome.svg',
        linkUrl: '/promotions',
        sortOrder: 0,
      }),
    );
    ids.push(
      await publish(merchantId, {
        kind: 'banner',
        groupName: 'w_home',
        title: secondBanner,
        imageUrl: '/banners/slots.svg',
        linkUrl: '/rng',
        sortOrder: 0,
      }),
    );
    ids.push(
      await publish(merchantId, {
        kind: 'popup',
        title: popupTitle,
        content: `<p>Popup body ${suffix}</p>`,
        audience: 'B',
        promotionType: 'RELOAD',
      }),
    );

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}/`);

    // The popup for anonymous visitors comes first; close it to look at the lobby.
    const popup = page.getByTestId('announcement-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(popupTitle);
    // The first announcement may open by itself; selecting an open one again would collapse it.
    const detail = page.getByTestId('announcement-detail').filter({ hasText: `Popup body ${suffix}` });
    await page.waitForTimeout(300);
    if (!(await detail.isVisible())) {
      await popup.getByTestId('announcement-item').filter({ hasText: popupTitle }).click();
    }
    await detail.waitFor();
    expect(await page.getByTestId('announcement-promotion').count()).toBe(1);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.getByTestId('notice-marquee').waitFor();
    expect(await page.getByTestId('notice-marquee-text').textContent()).toContain(line);

    const carousel = page.getByTestId('banner-carousel');
    await carousel.waitFor();
    const titles = await carousel
      .getByTestId('banner-slide')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-title')));
    const secondIndex = titles.indexOf(secondBanner);
    expect(titles.indexOf(firstBanner)).toBeGreaterThanOrEqual(0);
    expect(secondIndex).toBeGreaterThanOrEqual(0);
    expect(await carousel.getByTestId('banner-dot').count()).toBe(titles.length);
    await carousel.getByTestId('banner-dot').nth(secondIndex).click();
    const active = carousel.locator('[data-testid="banner-slide"][data-active="true"]');
    await expect.poll(() => active.getAttribute('data-title')).toBe(secondBanner);

    // Once a session: a reload in the same tab does not show the popup again.
    await page.reload();
    await page.getByTestId('banner-carousel').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    await page.close();
  } finally {
    for (const id of ids) await staffCall(baseUrl, `/api/admin/content/${id}`, { method: 'DELETE' });
  }
});
