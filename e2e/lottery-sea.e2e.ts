import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { signInBackOffice } from './browser';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = browserForJourneys();

const series = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix}${index}`);
/** A 4D result as staff type it: the member's 2468 is the first starter prize, and no other prize. */
const FOUR_D_RESULT: Record<string, string[]> = {
  first: ['1357'],
  second: ['5678'],
  third: ['9012'],
  starter: ['2468', ...series('300').slice(1)],
  consolation: series('400'),
};

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.LOTTERY_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

async function signInStaff(where: Browser, username: string): Promise<Page> {
  const page = await (await where.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signInBackOffice(page, baseUrl, username);
  return page;
}

/** The test cannot wait for 19:00: the Magnum draw the member bet on is moved to a minute ago. */
async function moveDrawToThePast(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const moved = await client.query<{ id: string }>(
      `update lottery_draws set draw_at = now() - interval '1 minute'
        where id in (select draw_id from lottery_bets where game_code = 'sea-magnum' and status = 'placed')
        returning id`,
    );
    return moved.rows.map((row) => String(row.id));
  } finally {
    await client.end();
  }
}

// Moving a draw's time needs the server's database: the PostgreSQL run (TEST_DATABASE_URL).
it.skipIf(!databaseUrl)(
  'a member bets 4D Big on the next Magnum draw, staff enter the result and a second staff member approves it, and the member is paid exactly',
  async () => {
    const member = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInDemoMember(member, baseUrl);

    // The /lott lobby lists the SEA games; Play opens /seaLottery.
    await member.goto(`${baseUrl}/lott`);
    await member.getByTestId('sea-card-sea-magnum').waitFor();
    await member.getByTestId('sea-play-sea-magnum').click();
    await member.getByTestId('sea-lottery-page').waitFor();
    const balance = member.getByTestId('lottery-balance');
    await expect.poll(async () => digits(await balance.textContent())).toMatch(/^\d+$/);
    await expect.poll(async () => member.getByTestId('lottery-countdown').textContent()).toMatch(/^\d\d:\d\d(:\d\d)?$/);
    const start = BigInt(digits(await member.getByTestId('header-balance').textContent()));

    // i-Box shows the orderings of a number with a repeated digit before confirming.
    await member.getByTestId('lottery-type-4d_ibox').click();
    await member.getByTestId('sea-number-input').fill('1123');
    await member.getByTestId('sea-number-add').click();
    await expect.poll(async () => member.getByTestId('lottery-slip-note').textContent()).toContain('12');

    // Big on 2468 at the smallest stake: the total is shown before confirming.
    await member.getByTestId('lottery-type-4d_big').click();
    await member.getByTestId('sea-number-input').fill('2468');
    await member.getByTestId('sea-number-add').click();
    const staked = BigInt(digits(await member.getByTestId('lottery-slip-total').textContent()));
    expect(staked).toBeGreaterThan(0n);
    await shot(member, 'sea-slip-phone-dark');
    const confirm = member.getByTestId('lottery-confirm');
    await expect.poll(async () => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await expect
      .poll(async () => BigInt(digits(await balance.textContent())), { timeout: 30_000 })
      .toBe(start - staked);
    await expect.poll(async () => member.getByTestId('lottery-bet').count()).toBe(1);

    const [drawId] = await moveDrawToThePast();
    expect(drawId).toBeDefined();

    // `admin` enters the official result in the back office's Lottery results screen.
    const admin = await signInStaff(browser(), 'admin');
    await admin.goto(`${baseUrl}/admin/lottery/results`);
    const row = admin.locator(`[data-testid="lottery-draw-row"][data-draw-id="${drawId}"]`);
    await row.getByTestId('lottery-enter-result').click();
    for (const [prize, numbers] of Object.entries(FOUR_D_RESULT)) {
      for (const [index, number] of numbers.entries()) {
        await admin.getByTestId(`lottery-result-${prize}-${index}`).fill(number);
      }
    }
    await shot(admin, 'sea-admin-entry');
    await admin.getByTestId('lottery-result-save').click();
    const version = row.getByTestId('lottery-result-version');
    await expect.poll(async () => version.getAttribute('data-status')).toBe('pending');
    expect(await version.getByTestId('lottery-result-approve').isDisabled()).toBe(true);

    // `trader` approves it: the draw settles.
    const operator = await signInStaff(browser(), 'trader');
    await operator.goto(`${baseUrl}/admin/lottery/results`);
    const due = operator.locator(`[data-testid="lottery-draw-row"][data-draw-id="${drawId}"]`);
    await due.getByTestId('lottery-result-version').getByTestId('lottery-result-approve').click();
    await expect.poll(async () => due.count(), { timeout: 20_000 }).toBe(0);

    // The bet shows the win; Big on a starter prize pays 180 × the stake; the balance rose by exactly that.
    const bet = member.getByTestId('lottery-bet');
    await expect.poll(async () => bet.getAttribute('data-status'), { timeout: 40_000, interval: 1_000 }).toBe('won');
    const paid = BigInt(digits(await bet.getByTestId('lottery-bet-payout').textContent()));
    expect(paid).toBe(staked * 180n);
    await expect
      .poll(async () => BigInt(digits(await member.getByTestId('header-balance').textContent())), { timeout: 20_000 })
      .toBe(start - staked + paid);
    await member.getByTestId('sea-result-board').waitFor();
    expect(await member.getByTestId('sea-prize-starter').textContent()).toContain('2468');
    await shot(member, 'sea-won-phone-dark');
    await member.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await shot(member, 'sea-won-phone-light');
    await member.setViewportSize({ width: 1366, height: 768 });
    await shot(member, 'sea-won-desktop-light');
    await Promise.all([member.close(), admin.close(), operator.close()]);
  },
  180_000,
);
