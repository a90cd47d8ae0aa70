import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject, it } from 'vitest';
import { solvedChallengeOver } from '../apps/server/src/test/http-login';
import { uniqueUsername } from './accounts';
import { type Envelope, openBackOffice } from './browser';
import { browserForJourneys, launchFromLobby } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();
const PASSWORD = 'Demo#2026';

async function api<T>(path: string, token: string | null, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function signInOverApi(username: string): Promise<string> {
  const answer = await api<{ token: string } | null>('/wps/session/login', null, {
    type: 'username',
    username,
    password: PASSWORD,
    challenge: await solvedChallengeOver(baseUrl),
  });
  if (!answer.value?.token) throw new Error(`sign-in of ${username} failed: ${answer.code}`);
  return answer.value.token;
}

/**
 * A fresh member of its own for each journey (these journeys exclude members and set their limits):
 * agent01 registers it in its team and transfers it money, as the agent centre does.
 */
async function freshMember(fundedAmount = '0'): Promise<string> {
  const agent = await signInOverApi('agent01');
  const username = uniqueUsername('svc');
  const created = await api('/wps/agent/downlines', agent, { username, password: PASSWORD, kind: 'member' });
  if (!created.success) throw new Error(`downline not created: ${created.code}`);
  if (fundedAmount !== '0') {
    const moved = await api('/wps/wallet/transfer/downline', agent, {
      downline: username,
      amount: fundedAmount,
      paymentPassword: '246810',
    });
    if (!moved.success) throw new Error(`transfer failed: ${moved.code} ${moved.message}`);
  }
  return username;
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-balance').waitFor();
}

it('a member chats with a staff member who answers from the back office', async () => {
  const username = await freshMember();
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page, username);
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('avatar-customer-service').click();
  await page.getByTestId('chat-window').waitFor();
  await page.getByTestId('chat-input').fill('Tôi cần hỗ trợ nạp tiền');
  await page.getByTestId('chat-send').click();
  await page.getByTestId('chat-message-customer').filter({ hasText: 'Tôi cần hỗ trợ nạp tiền' }).waitFor();

  const staff = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await openBackOffice(staff, baseUrl, '/service/chat');
  const row = staff.locator('[data-testid^="chat-conversation-"]').filter({ hasText: username });
  await row.click();
  await staff.getByTestId('chat-customer').filter({ hasText: username }).waitFor();
  await staff.getByTestId('chat-reply').fill('Chào bạn, chúng tôi đang kiểm tra giúp bạn.');
  await staff.getByTestId('chat-send-reply').click();

  await page
    .getByTestId('chat-message-staff')
    .filter({ hasText: 'chúng tôi đang kiểm tra' })
    .waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('chat-status').textContent()).toMatch(/Đang trò chuyện với/);
  await staff.close();
  await page.close();
}, 120_000);

it('a member sets a loss limit, loses up to it and the next bet is refused', async () => {
  const username = await freshMember('500000');
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, username);
  await page.goto(`${baseUrl}/member?page=responsibleGaming`);
  await page.getByTestId('limits-card').waitFor();
  await page.selectOption('#limit-kind', 'loss');
  await page.selectOption('#limit-period', 'day');
  // One minimum stake of the dice game (₫1.000,00) of net loss a day.
  await page.getByTestId('limit-amount').fill('1000');
  await page.getByTestId('limit-save').click();
  await page.getByTestId('dialog').waitFor();
  expect(await page.getByTestId('limit-loss-day').textContent()).toContain('1.000,00');

  const frame = await launchFromLobby(page, baseUrl, 'Fortuna Dice', ['play']);
  const banner = frame.getByTestId('error-banner');
  // Play until the limit refuses a bet: each loss counts, each win gives room back.
  for (let round = 0; round < 40 && !(await banner.isVisible().catch(() => false)); round++) {
    await frame.getByTestId('play').click();
    await expect
      .poll(
        async () =>
          (await banner.isVisible().catch(() => false)) ||
          frame
            .getByTestId('play')
            .isEnabled({ timeout: 500 })
            .catch(() => false),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
  }
  await expect.poll(async () => banner.textContent(), { timeout: 10_000 }).toContain('giới hạn chơi có trách nhiệm');
  await page.close();
}, 240_000);

it('a member self-excludes, is signed out, and cannot sign in', async () => {
  const username = await freshMember();
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page, username);
  await page.goto(`${baseUrl}/member?page=responsibleGaming`);
  await page.getByTestId('exclusion-card').waitFor();
  await page.getByTestId('exclusion-kind').selectOption('self_exclusion');
  await page.getByTestId('exclusion-duration').selectOption('6m');
  await page.getByTestId('exclusion-password').fill(PASSWORD);
  await page.getByTestId('exclusion-start').click();
  // The product ends the session and loads the home page afresh (nothing of the session stays in the page):
  // wait for that load, not just for the address, which the member centre's own redirect reaches first.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('dialog').getByRole('button').last().click();
  await reloaded;
  expect(page.url()).toBe(`${baseUrl}/`);
  await expect.poll(async () => page.getByTestId('header-balance').count()).toBe(0);

  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-error').waitFor();
  expect(await page.getByTestId('login-error').textContent()).toContain('tự loại trừ');
  await page.close();
}, 120_000);

it('a complaint with an image is answered by staff and the answer arrives as a message', async () => {
  const username = await freshMember();
  const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, username);
  await page.goto(`${baseUrl}/member?page=feedback`);
  await page.getByTestId('feedback-panel').waitFor();
  await page.getByTestId('feedback-type').selectOption('complaint');
  await page.getByTestId('feedback-content').fill('Rút tiền chậm quá');
  const screenshot = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d35400' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('feedback-file')
    .setInputFiles({ name: 'bang-chung.png', mimeType: 'image/png', buffer: screenshot });
  await page.getByTestId('feedback-submit').click();
  await page.getByTestId('feedback-item').filter({ hasText: 'Rút tiền chậm quá' }).waitFor();

  const staff = await browser().newPage({ viewport: { width: 1366, height: 900 } });
  await openBackOffice(staff, baseUrl, '/service/feedback');
  const item = staff.locator('[data-testid^="feedback-"]').filter({ hasText: username }).first();
  await item.locator('img').waitFor();
  await item.getByTestId('feedback-reply').fill('Khoản rút đã được chuyển hôm nay.');
  await item.getByTestId('feedback-send-reply').click();
  await staff.close();

  await page.goto(`${baseUrl}/member?page=messageV2`);
  await page.getByText('Chăm sóc khách hàng đã trả lời góp ý của bạn').first().waitFor({ timeout: 20_000 });
  await page.close();
}, 120_000);
