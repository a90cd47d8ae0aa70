import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, staffCall } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('opens the home lobby with header, side menu and footer', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('home-page').waitFor();
  expect(await page.getByTestId('site-header').isVisible()).toBe(true);
  expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
  const footer = page.getByTestId('site-footer');
  await footer.waitFor();
  expect(await footer.textContent()).toContain('18+');
  await page.close();
});

it('opens the help centre at the requested term from /help#term, with sanitised content', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/help#responsible-gaming`);
  const modal = page.getByTestId('help-modal');
  await modal.waitFor();
  await expect.poll(async () => modal.textContent()).toMatch(/Responsible gaming|Chơi có trách nhiệm/);
  await page.close();
});

it('keeps /agent free of the site header and footer', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/agent`);
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('site-header').count()).toBe(0);
  expect(await page.getByTestId('site-footer').count()).toBe(0);
  await page.close();
});

it('shows the region-blocked page with the visitor address to a blocked country', async () => {
  const setBlocked = (countries: string[]) =>
    staffCall(baseUrl, '/api/admin/merchants/1/settings', {
      method: 'PUT',
      body: JSON.stringify({ blockedCountries: countries }),
    });
  await setBlocked(['US']);
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('blocked-page').waitFor();
    expect(await page.getByTestId('blocked-ip').textContent()).toContain('8.8.8.8');
    await context.close();
  } finally {
    await setBlocked([]);
  }
});
