import { randomUUID } from 'node:crypto';
import type { Settlement } from '@fortuna/contracts/agents';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername } from './accounts';
import { demoMerchantId, staffCall } from './browser';
import { browserForJourneys, digits, launchFromLobby } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();
const PASSWORD = 'Secret#2026';

async function agentSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/agent`);
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await page.reload();
  await page.getByTestId('agent-username').fill(username);
  await page.getByTestId('agent-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
  await page.waitForURL(/\/agentHome/);
  await page.getByTestId('agent-home').waitFor();
}

/** Today in the merchant's time zone (permission info), as "YYYY-MM-DD". */
async function merchantToday(): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/system/permission/info`);
  const { value } = (await response.json()) as { value: { info: { timeZone: string } } };
  return new Intl.DateTimeFormat('en-CA', { timeZone: value.info.timeZone }).format(new Date());
}

/** Registers a downline on the agent centre's register page; answers its account id. */
async function registerDownline(page: Page, username: string, kind: 'agent' | 'member'): Promise<number> {
  await page.goto(`${baseUrl}/agentHome?page=registerCenter`);
  await page.getByTestId('register-downline-form').waitFor();
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId(`register-kind-${kind}`).click();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-result').waitFor();
  expect(await page.getByTestId('register-result-username').textContent()).toContain(username);
  return Number(digits(await page.getByTestId('register-result-id').textContent()));
}

it('agent01 registers a downline agent and offers it a real-time salary; it accepts; a member under it plays; the 5-minute settlement pays both', async () => {
  const top = await (await browser().newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await agentSignIn(top, 'agent01', 'Demo#2026');
  const downlineName = uniqueUsername('agt');
  await registerDownline(top, downlineName, 'agent');

  // A real-time salary contract of 0.60 % (agent01 holds 1.00 % from the platform).
  await top.goto(`${baseUrl}/agentHome?page=downlineManagmentView`);
  const row = top.getByTestId(`downline-row-${downlineName}`);
  await row.waitFor();
  await row.getByTestId('downline-set-contract').click();
  await top.getByTestId('contract-offer-form').waitFor();
  expect(await top.getByTestId('contract-kind').inputValue()).toBe('realtime');
  await top.getByTestId('contract-tier-rate-0').fill('0.6');
  await top.getByTestId('contract-offer-submit').click();
  await top.getByTestId('contract-offer-dialog').waitFor({ state: 'hidden' });

  // The downline agent sees the new contract request and accepts it.
  const downline = await (await browser().newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await agentSignIn(downline, downlineName, PASSWORD);
  await downline.getByTestId('contract-waiting-banner').waitFor();

  // The offer also came as a platform message (in the account's language); its link opens the contract.
  await downline.goto(`${baseUrl}/agentHome?page=messages`);
  const offerMessage = downline.getByTestId('message-row').first();
  await offerMessage.waitFor();
  expect(await offerMessage.getAttribute('data-unread')).toBe('true');
  expect(await offerMessage.getByTestId('message-title').textContent()).toMatch(/contract offer|đề nghị hợp đồng/i);
  await offerMessage.getByTestId('message-title').click();
  expect(await offerMessage.getByTestId('message-body').textContent()).toContain('agent01');
  await expect.poll(async () => offerMessage.getAttribute('data-unread')).toBe('false');
  await offerMessage.getByTestId('message-link').click();
  await downline.waitForURL(/page=realtimeSalary/);
  const contract = downline.getByTestId('my-contract');
  await contract.waitFor();
  await contract.getByTestId('contract-accept').click();
  await downline.getByTestId('contract-confirm').click();
  await expect.poll(async () => contract.getByTestId('contract-status').textContent()).toMatch(/active/i);
  expect(await contract.getByTestId('contract-tier-rate').first().textContent()).toContain('0.6');

  // A member the downline registers gets a bonus from staff and plays one round of dice.
  const memberName = uniqueUsername('ply');
  const memberId = await registerDownline(downline, memberName, 'member');
  const bonus = await staffCall(baseUrl, '/api/admin/payments/bonuses', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      merchantId: await demoMerchantId(baseUrl),
      accountId: memberId,
      amount: '5000',
      wageringMultiple: 0,
    }),
  });
  expect(bonus.code).toBe('OK');
  const player = await (await browser().newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await player.goto(`${baseUrl}/login`);
  await player.getByTestId('login-username').fill(memberName);
  await player.getByTestId('login-password').fill(PASSWORD);
  await player.getByTestId('login-submit').click();
  await player.getByTestId('header-balance').waitFor();
  const frame = await launchFromLobby(player, baseUrl, 'Fortuna Dice');
  const stake = BigInt(digits(await frame.getByTestId('stake').textContent()));
  const balance = frame.getByTestId('balance');
  const before = await balance.textContent();
  await frame.getByTestId('play').click();
  await expect.poll(async () => balance.textContent(), { timeout: 20_000 }).not.toBe(before);

  // Within one 5-minute window (and the job's pass after it) both agents have a paid record; the page
  // reloads its records by itself.
  await downline.goto(`${baseUrl}/agentHome?page=realtimeSalary`);
  await downline.getByTestId('my-contract').waitFor();
  const downlineRecord = downline.getByTestId('settlement-row').first();
  await expect
    .poll(async () => downlineRecord.getAttribute('data-status'), { timeout: 400_000, interval: 5_000 })
    .toBe('paid');
  expect(BigInt(digits(await downlineRecord.getByTestId('settlement-amount').textContent()))).toBe(
    (stake * 60n) / 10_000n,
  );

  // agent01 sees its own record of that window: 1.00 % of its team less the downline's 0.60 % on its team
  // (its team also holds demo01, whose rounds from other journeys may share the window).
  await top.goto(`${baseUrl}/agentHome?page=realtimeSalary`);
  await expect
    .poll(async () => top.getByTestId('settlement-row').first().getAttribute('data-status'), { timeout: 60_000 })
    .toBe('paid');
  // The back office counts days in the merchant's zone (as the agent centre does): ask for its
  // yesterday and today, so a run is found whatever the hour here.
  const today = await merchantToday();
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const { value: runs } = await staffCall<{ list: Settlement[] }>(
    baseUrl,
    `/api/admin/agents/settlements?merchantId=${await demoMerchantId(baseUrl)}&kind=realtime&from=${yesterday}&to=${today}&pageSize=100`,
  );
  const downlineRun = runs.list.find((run) => run.agent.username === downlineName);
  const topRun = runs.list.find(
    (run) => run.agent.username === 'agent01' && run.periodStart === downlineRun?.periodStart,
  );
  expect(topRun?.deductions).toEqual([
    expect.objectContaining({
      username: downlineName,
      rateBp: 60,
      amount: expect.objectContaining({ amountMinor: String((stake * 60n) / 10_000n) }),
    }),
  ]);
  expect(BigInt(topRun?.amount.amountMinor ?? '0')).toBe(
    BigInt(topRun?.gross.amountMinor ?? '0') - (stake * 60n) / 10_000n,
  );
  expect(BigInt(topRun?.amount.amountMinor ?? '0')).toBeGreaterThan(0n);
}, 600_000);
