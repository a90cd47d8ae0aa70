import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { solvedChallengeOver } from '../apps/server/src/test/http-login';
import { chooseSignOut, launchBrowser, openBackOffice, staffCall } from './browser';
import { captchaAnswer } from './database';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const PASSWORD = 'Desk#2026x';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createStaff(prefix: string): Promise<string> {
  const username = `${prefix}${Date.now() % 1_000_000}`;
  const created = await staffCall(baseUrl, '/api/admin/staff', {
    method: 'POST',
    body: JSON.stringify({ username, displayName: username, password: PASSWORD, roles: ['admin'] }),
  });
  if (!created.success) throw new Error(created.message);
  return username;
}

function totpCode(secret: string, timestamp: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });
}

async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('admin-username').fill(username);
  await page.getByTestId('admin-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
}

/** Types the answer of the captcha now shown (read from the database, as only a test can). */
async function answerCaptcha(page: Page, context: BrowserContext, previousId: string): Promise<string> {
  const cookieId = async () => (await context.cookies()).find((cookie) => cookie.name === 'fortuna_captcha')?.value;
  await expect.poll(cookieId).not.toBe(previousId);
  const id = (await cookieId()) ?? '';
  await expect.poll(cookieId, { timeout: 2_000 }).toBe(id);
  await page.getByTestId('admin-captcha').fill(await captchaAnswer(databaseUrl, id));
  return id;
}

// The captcha's answer can only be read from PostgreSQL (the embedded database is the server's own).
it.skipIf(!databaseUrl)(
  'a staff member sets up an authenticator; sign-in then needs the code, and after a failure the captcha too',
  async () => {
    const username = await createStaff('tess');
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/staff`);
    await submitSignIn(page, username, PASSWORD);
    await page.getByTestId('totp-start').click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(await page.getByTestId('totp-setup').locator('svg').count()).toBe(1);
    await page.getByTestId('totp-code').fill(totpCode(secret, Date.now()));
    await page.getByTestId('totp-confirm').click();
    await page.getByText('An authenticator app protects your sign-in.').waitFor();
    await chooseSignOut(page);

    await submitSignIn(page, username, 'not-the-password');
    await page.getByTestId('admin-captcha-image').waitFor();
    let captchaId = await answerCaptcha(page, context, '');
    await page.getByTestId('admin-password').fill(PASSWORD);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-code').waitFor();
    // The enrolment used this step's code; the next step's is accepted for clock drift.
    await page.getByTestId('admin-code').fill(totpCode(secret, Date.now() + 30_000));
    captchaId = await answerCaptcha(page, context, captchaId);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('nav-staff').waitFor();
    await context.close();
  },
);

it.skipIf(!databaseUrl)('an admin unlocks a staff account that failed sign-ins locked', async () => {
  const username = await createStaff('lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    const captcha = await fetch(`${baseUrl}/api/admin/session/captcha`);
    const id = captcha.headers.get('set-cookie')?.match(/fortuna_captcha=([^;]+)/)?.[1] ?? '';
    await fetch(`${baseUrl}/api/admin/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `fortuna_captcha=${id}` },
      body: JSON.stringify({
        username,
        password: `wrong-${attempt}`,
        captcha: await captchaAnswer(databaseUrl, id),
        challenge: await solvedChallengeOver(baseUrl),
      }),
    });
  }
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openBackOffice(page, baseUrl, '/staff');
  const unlock = page.getByTestId(`staff-unlock-${username}`);
  await unlock.click();
  await expect.poll(async () => unlock.count()).toBe(0);
  const signIn = await fetch(`${baseUrl}/api/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(await signIn.json()).toMatchObject({ success: true });
  await page.close();
});
