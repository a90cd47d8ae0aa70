import { TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
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

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill('demo01');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

async function changePassword(page: Page, from: string, to: string, confirm = to): Promise<void> {
  await page.getByTestId('cp-old').fill(from);
  await page.getByTestId('cp-new').fill(to);
  await page.getByTestId('cp-confirm').fill(confirm);
  await page.getByTestId('cp-submit').click();
}

it('a member changes the login password, which signs out its other session, and signs in with the new one', async () => {
  const elsewhere = await browser.newPage();
  await signIn(elsewhere, 'Demo#2026');

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, 'Demo#2026');
  await page.goto(`${baseUrl}/member?page=securityCenter`);
  await page.getByTestId('change-password-form').waitFor();
  await expect.poll(async () => page.getByTestId('last-login').textContent()).toMatch(/127\.0\.0\.1/);
  await expect.poll(async () => page.getByTestId('session-row').count()).toBeGreaterThanOrEqual(2);

  await changePassword(page, 'Demo#2026', 'Secret#2027', 'Secret#2028');
  expect(await page.textContent('body')).toMatch(/Incorrect confirmation input|Xác nhận không khớp|không khớp/i);

  await changePassword(page, 'Demo#2026', 'Secret#2027');
  await page.getByTestId('dialog').waitFor();
  await expect.poll(async () => page.getByTestId('session-row').count()).toBe(1);

  // The other browser's session was signed out by the change.
  const stale = await elsewhere.evaluate(async () => {
    const token = sessionStorage.getItem('token');
    const response = await fetch('/wps/member/info', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { code: string }).code;
  });
  expect(stale).toBe('NOT_LOGGED_IN');

  const again = await browser.newPage();
  await signIn(again, 'Secret#2027');

  // Put the demo password back for the other journeys.
  await page.reload();
  await page.getByTestId('change-password-form').waitFor();
  await changePassword(page, 'Secret#2027', 'Demo#2026');
  await page.getByTestId('dialog').waitFor();
});

async function openSecurityCentre(page: Page): Promise<void> {
  await signIn(page, 'Demo#2026');
  await page.goto(`${baseUrl}/member?page=securityCenter`);
  await page.getByTestId('profile-details-form').waitFor();
}

/** Closes the open dialog with its own button, so nothing covers the page. */
async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByTestId('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button').first().click();
  await dialog.waitFor({ state: 'hidden' });
}

it('a member sets a nickname and an avatar the header shows, and is refused a birthday under 21', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openSecurityCentre(page);

  const nickname = `Lucky Fox ${Date.now() % 10_000}`;
  await page.getByTestId('profile-nickname').fill(nickname);
  await page.getByTestId('profile-save').click();
  await expect.poll(async () => page.getByTestId('account-nickname').textContent()).toBe(nickname);
  await page.getByTestId('dialog').waitFor({ state: 'hidden' });

  // Pick an avatar other than the current one; the header avatar follows at once and after a reload.
  const before = await page.getByTestId('header-avatar').getAttribute('src');
  const icon = before === '/avatars/7.svg' ? 4 : 7;
  await page.getByTestId('avatar-change').click();
  await page.getByTestId('avatar-picker').waitFor();
  await page.getByTestId(`avatar-option-${icon}`).click();
  await page.getByTestId('avatar-save').click();
  await page.getByTestId('avatar-picker').waitFor({ state: 'hidden' });
  await expect.poll(async () => page.getByTestId('header-avatar').getAttribute('src')).toBe(`/avatars/${icon}.svg`);
  expect(await page.getByTestId('profile-avatar').getAttribute('src')).toBe(`/avatars/${icon}.svg`);
  await page.reload();
  await expect.poll(async () => page.getByTestId('header-avatar').getAttribute('src')).toBe(`/avatars/${icon}.svg`);
  expect(await page.getByTestId('account-nickname').textContent()).toBe(nickname);

  // Twenty years old: refused on the page, and by the server when sent directly.
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 20);
  const tooYoung = born.toISOString().slice(0, 10);
  await page.getByTestId('profile-details-form').waitFor();
  const savedBirthday = await page.getByTestId('profile-birthday').inputValue();
  await page.getByTestId('profile-birthday').fill(tooYoung);
  await page.getByTestId('profile-save').click();
  await expect
    .poll(async () => page.getByTestId('profile-details-form').textContent())
    .toMatch(/Please confirm you are 21 years old|Vui lòng xác nhận bạn đã đủ 21 tuổi/);
  const refused = await page.evaluate(async (birthday) => {
    const token = sessionStorage.getItem('token');
    const response = await fetch('/wps/member/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ birthday }),
    });
    return ((await response.json()) as { code: string }).code;
  }, tooYoung);
  expect(refused).toBe('UNDER_AGE');

  // An adult's birthday is saved.
  const adult = savedBirthday === '1990-01-15' ? '1991-02-16' : '1990-01-15';
  await page.getByTestId('profile-birthday').fill(adult);
  await page.getByTestId('profile-save').click();
  await page.getByTestId('dialog').waitFor();
  await expect.poll(async () => page.getByTestId('profile-birthday').inputValue()).toBe(adult);
  await page.close();
});

it('a member turns the authenticator app on with a code from the shown key, and off again', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openSecurityCentre(page);
  const state = page.getByTestId('factor-totp-state');
  await expect.poll(async () => state.textContent()).toMatch(/^(Off|Tắt)$/);

  await page.getByTestId('totp-setup').click();
  await page.getByTestId('totp-qr').waitFor();
  expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\//);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  const totp = new TOTP({ secret });

  // A wrong code is refused and the set-up stays open.
  const code = totp.generate();
  await page.getByTestId('totp-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('totp-enable').click();
  await page.getByTestId('totp-error').waitFor();

  await page.getByTestId('totp-code').fill(totp.generate());
  const enabledStep = TOTP.counter();
  await page.getByTestId('totp-enable').click();
  await page.getByTestId('totp-setup-modal').waitFor({ state: 'hidden' });
  await closeDialog(page);
  await expect.poll(async () => state.textContent()).toMatch(/^(On|Bật)$/);
  await expect.poll(async () => page.getByTestId('second-factor-status').textContent()).toMatch(/Protected|Đã bảo vệ/);

  // Turning it off wants a current code; use one from a later time step, as a spent code may count as replayed.
  await page.getByTestId('totp-off').click();
  await page.getByTestId('totp-off-confirm').click();
  await page.getByTestId('totp-off-form').getByRole('alert').first().waitFor();
  while (TOTP.counter() === enabledStep) await page.waitForTimeout(500);
  await page.getByTestId('totp-off-code').fill(totp.generate());
  await page.getByTestId('totp-off-confirm').click();
  await page.getByTestId('totp-off-modal').waitFor({ state: 'hidden' });
  await closeDialog(page);
  await expect.poll(async () => state.textContent()).toMatch(/^(Off|Tắt)$/);
  await page.close();
}, 120_000);
