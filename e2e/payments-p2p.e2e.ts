import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { browserForJourneys, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

/** An 8 × 8 PNG, a stand-in for a screenshot of the bank transfer. */
const RECEIPT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQmtuPFTEMLQkAT3dVgRdrT9YAAAAASUVORK5CYII=';

/** The header balance in minor units, once it has loaded. */
async function headerBalance(page: Page): Promise<bigint> {
  const balance = page.getByTestId('header-balance');
  await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
  return BigInt(((await balance.textContent()) ?? '').replace(/\D/g, ''));
}

/** A new member registers through the site (captcha off for the journey) and is signed in at once. */
async function registerNewMember(page: Page): Promise<void> {
  await withoutCaptcha(baseUrl, async () => {
    await page.goto(`${baseUrl}/register`);
    await page.getByTestId('register-form-username').waitFor();
    const password = 'Secret#2026';
    await page.getByTestId('register-username').fill(uniqueUsername('p2p'));
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirmPassword').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-balance').waitFor();
  });
}

it('one member withdraws by P2P, another deposits by P2P, pays with proof; the first confirms and both balances follow', async () => {
  const withdrawer = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInDemoMember(withdrawer, baseUrl);
  const withdrawerBefore = await headerBalance(withdrawer);

  // The withdrawer asks for a P2P withdrawal on the Withdraw page (demo01 has a bound account).
  await withdrawer.goto(`${baseUrl}/member?page=withdraw`);
  await withdrawer.getByTestId('withdraw-form').waitFor();
  await withdrawer.getByTestId('withdraw-channel-P2P').click();
  await withdrawer.getByTestId('payee-choose').first().click();
  await withdrawer.getByTestId('withdraw-amount').fill('150000');
  await withdrawer.getByTestId('withdraw-password').fill('246810');
  await withdrawer.getByTestId('withdraw-submit').click();
  await withdrawer.getByTestId('withdraw-result').waitFor();
  await withdrawer.getByTestId('p2p-withdrawal-parts').waitFor();
  const orderNo = (await withdrawer.getByTestId('withdraw-result-order-no').textContent()) ?? '';
  expect(orderNo).not.toBe('');

  const depositor = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await registerNewMember(depositor);
  const depositorBefore = await headerBalance(depositor);
  await depositor.goto(`${baseUrl}/member?page=depositv2`);
  await depositor.getByTestId('deposit-form').waitFor();
  await depositor.getByTestId('deposit-channel-P2P').click();
  await depositor.getByTestId('p2p-amount').fill('150000');
  await depositor.getByTestId('p2p-match').click();
  await depositor.getByTestId('p2p-pay').waitFor();
  expect(await depositor.getByTestId('p2p-account-number').textContent()).toBe('0123456789');
  expect(await depositor.getByTestId('p2p-payee-name').textContent()).toBe('NGUYEN VAN DEMO');

  const proof = Buffer.from(RECEIPT_PNG, 'base64');
  await depositor
    .getByTestId('p2p-proof-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: proof });
  await expect.poll(async () => depositor.getByTestId('p2p-mark-paid').isEnabled()).toBe(true);
  await depositor.getByTestId('p2p-mark-paid').click();
  await expect.poll(async () => depositor.getByTestId('p2p-pay').getAttribute('data-status')).toBe('paid');

  // The withdrawer sees the part paid (live) on the Withdraw page and confirms it received.
  const part = withdrawer.getByTestId('p2p-part').first();
  await expect.poll(async () => part.getAttribute('data-status'), { timeout: 30_000 }).toBe('paid');
  await withdrawer.getByTestId('p2p-part-received').click();
  await expect.poll(async () => part.getAttribute('data-status'), { timeout: 30_000 }).toBe('received');

  // The depositor's screen follows live; both balances are right.
  await expect
    .poll(async () => depositor.getByTestId('p2p-pay').getAttribute('data-status'), { timeout: 30_000 })
    .toBe('received');
  await expect.poll(async () => headerBalance(depositor), { timeout: 30_000 }).toBe(depositorBefore + 15_000_000n);
  await expect.poll(async () => headerBalance(withdrawer), { timeout: 30_000 }).toBe(withdrawerBefore - 15_000_000n);
});
