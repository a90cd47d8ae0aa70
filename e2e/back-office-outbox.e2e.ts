import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { solvedChallengeOver } from '../apps/server/src/test/http-login';
import { type Envelope, launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A solved proof-of-work challenge, as the player site sends it: the demo merchant requires one. */
function solvedChallenge(): Promise<string> {
  return solvedChallengeOver(baseUrl);
}

it('an SMS code sent to a visitor shows in the back-office outbox, and no address is locked', async () => {
  // A registration code for a number of its own (other journeys use demo01's, limited to one code a minute).
  const mobile = `91${String(Date.now()).slice(-7)}`;
  const response = await fetch(`${baseUrl}/wps/verification/sms/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNo: mobile, countryDialingCode: '84', challenge: await solvedChallenge() }),
  });
  const sent = (await response.json()) as Envelope<{ expiredMinutes: number }>;
  expect(sent.code).toBe('OK');

  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await staff.goto(`${baseUrl}/admin`);
  await staff.getByTestId('admin-username').fill('admin');
  await staff.getByTestId('admin-password').fill('Demo#2026');
  await staff.getByTestId('admin-login-submit').click();

  await staff.getByTestId('nav-outbox').click();
  await staff.getByTestId('outbox-page').waitFor();
  await staff.getByTestId('outbox-search').fill(mobile);
  await expect.poll(async () => new URL(staff.url()).searchParams.get('destination')).toBe(mobile);
  const sms = staff.getByTestId('outbox-row').filter({ has: staff.getByTestId('outbox-channel').getByText('SMS') });
  await expect.poll(async () => sms.count()).toBeGreaterThanOrEqual(1);
  expect(await sms.first().getByTestId('outbox-destination').textContent()).toContain(`+84${mobile}`);
  expect(await sms.first().getByTestId('outbox-body').textContent()).toMatch(/\b\d{6}\b/);

  await staff.getByTestId('nav-ip-locks').click();
  await staff.getByTestId('ip-locks-page').waitFor();
  await staff.getByTestId('ip-locks-empty').waitFor();
  expect(await staff.getByTestId('ip-lock-row').count()).toBe(0);
});
