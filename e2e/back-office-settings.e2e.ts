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

async function whitelabel(): Promise<{ freePlay: boolean; vip: boolean }> {
  const response = await fetch(`${baseUrl}/wps/system/whitelabel`);
  const body = (await response.json()) as { value: { freePlay: boolean; vip: boolean } };
  return body.value;
}

it('staff switch a white-label feature off and the player site reads the new setting', async () => {
  expect((await whitelabel()).freePlay).toBe(true);
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await staff.goto(`${baseUrl}/admin`);
  await staff.getByTestId('admin-username').fill('admin');
  await staff.getByTestId('admin-password').fill('Demo#2026');
  await staff.getByTestId('admin-login-submit').click();
  await staff.getByTestId('nav-merchants').waitFor();

  await staff.goto(`${baseUrl}/admin/merchants/1/settings`);
  const freePlay = staff.getByTestId('whitelabel-freePlay');
  await freePlay.waitFor();
  expect(await freePlay.isChecked()).toBe(true);
  await freePlay.uncheck();
  await staff.getByTestId('whitelabel-save').click();
  await expect.poll(async () => (await whitelabel()).freePlay).toBe(false);
  expect((await whitelabel()).vip).toBe(true);

  // Put it back so other journeys see the demo defaults.
  await freePlay.check();
  await staff.getByTestId('whitelabel-save').click();
  await expect.poll(async () => (await whitelabel()).freePlay).toBe(true);
});
