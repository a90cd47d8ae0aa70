import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

// On-demand chunks (docs/performance.md): one that cannot be downloaded shows the load-error variant of
// the route error page, whose Reload brings the page back once the files can be fetched again.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('a page whose chunk fails to load shows the load error, and Reload recovers', async () => {
  const page = await browser.newPage();
  let isBlocked = true;
  await page.route(/\/assets\/GamePage-[^/]+\.js$/, (route) => (isBlocked ? route.abort() : route.continue()));
  await page.goto(`${baseUrl}/rng`);
  const panel = page.getByTestId('chunk-error');
  await panel.waitFor();
  expect(await panel.getAttribute('data-chunk-failure')).toBe('missing');
  // The layout around the page keeps working.
  expect(await page.getByTestId('site-header').isVisible()).toBe(true);

  isBlocked = false;
  await page.getByTestId('chunk-error-reload').click();
  await page.getByTestId('site-header').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('chunk-error').count()).toBe(0);
  await page.close();
});

it('the login popup opens at once, and shows the styles variant of the load error when its CSS fails', async () => {
  const page = await browser.newPage();
  await page.route(/\/assets\/auth-panels-[^/]+\.css$/, (route) => route.abort());
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  const panel = modal.getByTestId('chunk-error');
  await panel.waitFor();
  expect(await panel.getAttribute('data-chunk-failure')).toBe('css');
  await page.close();
});
