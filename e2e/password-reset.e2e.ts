import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { uniqueMobile, uniqueUsername, withoutCaptcha } from './accounts';
import { chooseSignOut, launchBrowser, outboxMessageSince, requestSmsCode, smsCodeSince } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signOut(page: Page): Promise<void> {
  await chooseSignOut(page);
  await page.getByTestId('dialog').getByRole('button').nth(1).click();
  await page.getByTestId('header-login').waitFor();
}

async function openForgotPopup(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-forgot').click();
  await page.getByTestId('forgot-modal').waitFor();
}

it('a member resets a forgotten password with the link mailed to the account address', async () => {
  await withoutCaptcha(baseUrl, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const username = uniqueUsername('mail');
    const email = `${username}@example.com`;
    await page.goto(`${baseUrl}/register`);
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('Secret#2026');
    await page.getByTestId('register-confirmPassword').fill('Secret#2026');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor();
    await signOut(page);

    await openForgotPopup(page);
    await page.getByTestId('forgot-email-tab').click();
    await page.getByTestId('reset-username').fill(username);
    await page.getByTestId('reset-email').fill(`other-${email}`);
    await page.getByTestId('reset-email-submit').click();
    await expect
      .poll(async () => page.getByTestId('reset-email-error').textContent())
      .toMatch(/Username\/Email does not exist|không tồn tại/);

    const sentAt = Date.now();
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-email-submit').click();
    await page.getByTestId('dialog').waitFor();
    await expect.poll(async () => page.getByTestId('forgot-modal').count()).toBe(0);

    const mail = await outboxMessageSince(baseUrl, email, sentAt);
    const link = /\/resetPassword\?token=[^\s"'<>]+/.exec(mail.body)?.[0];
    if (!link) throw new Error(`no reset link in: ${mail.body}`);
    await page.goto(`${baseUrl}${link}`);
    await page.getByTestId('reset-password-form').waitFor();
    await page.getByTestId('reset-link-new-password').fill('Reset#2027');
    await page.getByTestId('reset-link-confirm-password').fill('Reset#2027');
    await page.getByTestId('reset-link-submit').click();

    // Done: the login popup opens on the home lobby, and the new password works.
    await page.getByTestId('login-modal').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('dialog').getByRole('button').click();
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('Reset#2027');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-balance').waitFor();

    // The link works once.
    const reused = await browser.newPage();
    await reused.goto(`${baseUrl}${link}`);
    await reused.getByTestId('reset-link-new-password').fill('Again#2028');
    await reused.getByTestId('reset-link-confirm-password').fill('Again#2028');
    await reused.getByTestId('reset-link-submit').click();
    await reused.getByTestId('reset-link-invalid').waitFor();
  });
});

it('a member resets a forgotten password with an SMS code and is signed in', async () => {
  await withoutCaptcha(baseUrl, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const mobile = uniqueMobile();
    await page.goto(`${baseUrl}/register`);
    await page.getByTestId('register-mobile-tab').click();
    await page.getByTestId('register-mobileNum').fill(mobile);
    const registeredAt = await requestSmsCode(page, 'register-send-code');
    await page.getByTestId('register-verificationCode').fill(await smsCodeSince(baseUrl, mobile, registeredAt));
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor();
    await signOut(page);

    await openForgotPopup(page);
    await page.getByTestId('forgot-phone-tab').click();
    await page.getByTestId('reset-mobile').fill(mobile);
    // One code per number per minute: the helper waits out the registration code's minute.
    const sentAt = await requestSmsCode(page, 'reset-send-code');
    await page.getByTestId('reset-code').fill(await smsCodeSince(baseUrl, mobile, sentAt));
    await page.getByTestId('reset-new-password').fill('Phone#2027');
    await page.getByTestId('reset-confirm-password').fill('Phone#2027');
    await page.getByTestId('reset-phone-submit').click();

    await page.getByTestId('header-balance').waitFor();
    await expect.poll(async () => page.getByTestId('forgot-modal').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
}, 150_000);
