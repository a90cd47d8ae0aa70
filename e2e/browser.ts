import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The system Chromium, headless, with the flags this sandboxed machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The answer of every platform call. */
export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** A back-office call as the seeded staff member admin (spec: staff roles admin, risk, support). */
export async function staffCall<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${inject('staffToken')}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  return (await response.json()) as Envelope<T>;
}

/** The id of the demo merchant the player site runs as. */
export async function demoMerchantId(baseUrl: string): Promise<number> {
  const { value } = await staffCall<{ id: number; code: string }[]>(baseUrl, '/api/admin/merchants');
  const demo = value.find((merchant) => merchant.code === 'DEMO');
  if (!demo) throw new Error('demo merchant missing');
  return demo.id;
}

type DemoSettings = Record<string, Record<string, unknown>>;

/**
 * Runs `journey` with some of the demo merchant's settings changed (a white-label switch, a
 * registration rule), then puts them back whatever happened.
 */
export async function withDemoSettings(
  baseUrl: string,
  change: (settings: DemoSettings) => DemoSettings,
  journey: () => Promise<void>,
): Promise<void> {
  const path = `/api/admin/merchants/${await demoMerchantId(baseUrl)}/settings`;
  const { value: before } = await staffCall<DemoSettings>(baseUrl, path);
  const changed = await staffCall(baseUrl, path, { method: 'PUT', body: JSON.stringify(change(before)) });
  if (!changed.success) throw new Error(`settings not changed: ${changed.message}`);
  try {
    await journey();
  } finally {
    const { whitelabel, registerRules } = before;
    await staffCall(baseUrl, path, { method: 'PUT', body: JSON.stringify({ whitelabel, registerRules }) });
  }
}

interface OutboxMessage {
  destination: string;
  subject: string;
  body: string;
  createdAt: string;
}

/**
 * The newest SMS or email the development outbox holds for `destination` that arrived after
 * `since` (ms), waiting for it to arrive.
 */
export async function outboxMessageSince(baseUrl: string, destination: string, since: number): Promise<OutboxMessage> {
  const merchantId = await demoMerchantId(baseUrl);
  const query = `merchantId=${merchantId}&destination=${encodeURIComponent(destination)}&pageSize=20`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { value } = await staffCall<{ list: OutboxMessage[] }>(baseUrl, `/api/admin/outbox?${query}`);
    const fresh = value.list
      .filter((message) => Date.parse(message.createdAt) >= since - 1000)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    if (fresh[0]) return fresh[0];
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no outbox message for ${destination}`);
}

/** The 6-digit code of the newest SMS to `destination` since `since`. */
export async function smsCodeSince(baseUrl: string, destination: string, since: number): Promise<string> {
  const { body } = await outboxMessageSince(baseUrl, destination, since);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}

/**
 * Clicks an SMS code button and returns when the code went out (the button counts down). A refusal
 * (one code per number per minute) shows a warning dialog: it is closed and the request tried again.
 */
export async function requestSmsCode(page: Page, sendTestId: string, patienceMs = 90_000): Promise<number> {
  const button = page.getByTestId(sendTestId);
  const giveUpAt = Date.now() + patienceMs;
  for (;;) {
    const since = Date.now();
    await button.click();
    for (let waited = 0; waited < 20_000; waited += 200) {
      if ((await page.getByTestId('dialog').count()) > 0) break;
      if (/\d/.test((await button.textContent()) ?? '')) return since;
      await page.waitForTimeout(200);
    }
    await page.getByTestId('dialog').getByRole('button').last().click();
    if (Date.now() > giveUpAt) throw new Error(`${sendTestId}: no code was sent`);
    await page.waitForTimeout(10_000);
  }
}

/**
 * Opens the back office already signed in with the run's shared staff session, as a returning staff
 * member would be: sign-ins per name and address are rate limited, and the sign-in form has journeys
 * of its own.
 */
export async function openBackOffice(page: Page, baseUrl: string, path = ''): Promise<void> {
  const token = inject('staffToken');
  await page.addInitScript((value) => sessionStorage.setItem('adminToken', value), token);
  await page.goto(`${baseUrl}/admin${path}`);
}

/** Signs a demo staff member (password Demo#2026) in to the back office through its sign-in form. */
export async function signInBackOffice(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('admin-username').fill(username);
  await page.getByTestId('admin-password').fill('Demo#2026');
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('nav-dashboard').waitFor();
}

/**
 * Opens the avatar menu and chooses Sign out. The menu is opened again if something that appears late
 * on the page (an announcement popup, a lazy panel) closed it first.
 */
export async function chooseSignOut(page: Page): Promise<void> {
  const signOut = page.getByTestId('sign-out');
  await expect
    .poll(
      async () => {
        if (!(await signOut.isVisible())) await page.getByTestId('avatar-menu').click();
        return signOut.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await signOut.click();
}
