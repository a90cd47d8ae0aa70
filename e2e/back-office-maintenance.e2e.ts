import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('staff sign in, switch maintenance on, and the player site shows the maintenance page', async () => {
  const player = await browser.newPage();
  await player.goto(`${baseUrl}/`);
  await player.getByTestId('home-page').waitFor();

  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await staff.goto(`${baseUrl}/admin`);
  await staff.getByTestId('admin-username').fill('admin');
  await staff.getByTestId('admin-password').fill('Demo#2026');
  await staff.getByTestId('admin-login-submit').click();
  await staff.getByTestId('nav-maintenance').click();

  const card = staff.getByTestId('maintenance-card-DEMO');
  await card.waitFor();
  expect(await card.getByTestId('maintenance-status').textContent()).toBe('Off');
  await card.getByTestId('maintenance-toggle').check();
  await card.getByTestId('maintenance-title-input').fill('Scheduled upgrade');
  await card.getByTestId('maintenance-message-input').fill('We will be back at 06:00.');
  await card.getByTestId('maintenance-save').click();
  await expect.poll(async () => card.getByTestId('maintenance-status').textContent()).toBe('On');

  // The page that was already open switches without a reload (pushed over Socket.IO)...
  await player.getByTestId('maintenance-page').waitFor();
  expect(await player.getByTestId('maintenance-title').textContent()).toBe('Scheduled upgrade');

  // ...and a fresh visit sees it too.
  const visitor = await browser.newPage();
  await visitor.goto(`${baseUrl}/`);
  await visitor.getByTestId('maintenance-page').waitFor();
  expect(await visitor.getByTestId('maintenance-title').textContent()).toBe('Scheduled upgrade');
  expect(await visitor.textContent('body')).toContain('We will be back at 06:00.');

  // Switching it off brings the lobby back.
  await card.getByTestId('maintenance-toggle').uncheck();
  await card.getByTestId('maintenance-save').click();
  await expect.poll(async () => card.getByTestId('maintenance-status').textContent()).toBe('Off');
  await player.getByTestId('home-page').waitFor();

  await staff.goto(`${baseUrl}/admin/audit`);
  await expect.poll(async () => staff.textContent('body')).toContain('merchant.maintenance.update');
});
