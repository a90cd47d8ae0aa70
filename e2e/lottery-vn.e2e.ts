import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { signInBackOffice } from './browser';
import { browserForJourneys, digits, signInDemoMember } from './studio-journey';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const browser = browserForJourneys();

/** The North layout as staff type it: the special ends in 45, no other prize does. */
const NORTH_RESULT: Record<string, string[]> = {
  special: ['12345'],
  first: ['10001'],
  second: ['10002', '10003'],
  third: ['10004', '10005', '10006', '10007', '10008', '10009'],
  fourth: ['1010', '1011', '1012', '1013'],
  fifth: ['1014', '1015', '1016', '1017', '1018', '1019'],
  sixth: ['120', '121', '122'],
  seventh: ['23', '24', '25', '26'],
};

async function signInStaff(where: Browser, username: string): Promise<Page> {
  const page = await (await where.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signInBackOffice(page, baseUrl, username);
  return page;
}

/** The test cannot wait for 18:15: the draws the member bet on are moved to a minute ago (betting is closed by then). */
async function moveDrawsToThePast(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const moved = await client.query<{ id: string }>(
      `update lottery_draws set draw_at = now() - interval '1 minute'
        where id in (select draw_id from lottery_bets where game_code = 'vn-north' and status = 'placed')
        returning id`,
    );
    return moved.rows.map((row) => String(row.id));
  } finally {
    await client.end();
  }
}

// Moving a draw's time needs the server's database: the PostgreSQL run (TEST_DATABASE_URL).
it.skipIf(!databaseUrl)(
  'a member bets lô and đề on the North draw, staff enter the result and a second staff member approves it, and the member is paid exactly',
  async () => {
    const member = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInDemoMember(member, baseUrl);

    // The /lott lobby lists the regional draws with their next draw and the cut-off countdown.
    await member.goto(`${baseUrl}/lott`);
    const card = member.getByTestId('vn-card-vn-north');
    await card.waitFor();
    await expect.poll(async () => card.getByTestId('vn-card-countdown').textContent()).toMatch(/^\d\d:\d\d(:\d\d)?$/);
    await member.getByTestId('vn-play-vn-north').click();
    await member.getByTestId('vn-lottery-page').waitFor();
    const balance = member.getByTestId('lottery-balance');
    await expect.poll(async () => digits(await balance.textContent())).toMatch(/^\d+$/);
    const start = BigInt(digits(await member.getByTestId('header-balance').textContent()));

    // Lô 45 and đề 45 at the smallest stake per point.
    const confirm = member.getByTestId('lottery-confirm');
    let staked = 0n;
    for (const betType of ['lo2', 'de']) {
      await member.getByTestId(`lottery-type-${betType}`).click();
      await member.getByTestId('lottery-pick-45').click();
      const total = BigInt(digits(await member.getByTestId('lottery-slip-total').textContent()));
      await expect.poll(async () => confirm.isEnabled()).toBe(true);
      await confirm.click();
      staked += total;
      await expect
        .poll(async () => BigInt(digits(await balance.textContent())), { timeout: 30_000 })
        .toBe(start - staked);
    }
    await expect.poll(async () => member.getByTestId('lottery-bet').count()).toBe(2);

    const [drawId] = await moveDrawsToThePast();
    expect(drawId).toBeDefined();

    // Staff enter the official result in the back office.
    const admin = await signInStaff(browser(), 'admin');
    await admin.goto(`${baseUrl}/admin/lottery/results`);
    const row = admin.locator(`[data-testid="lottery-draw-row"][data-draw-id="${drawId}"]`);
    await row.getByTestId('lottery-enter-result').click();
    for (const [prize, numbers] of Object.entries(NORTH_RESULT)) {
      for (const [index, number] of numbers.entries()) {
        await admin.getByTestId(`lottery-result-${prize}-${index}`).fill(number);
      }
    }
    await admin.getByTestId('lottery-result-save').click();
    const version = row.getByTestId('lottery-result-version');
    await expect.poll(async () => version.getAttribute('data-status')).toBe('pending');
    // Whoever entered it cannot approve it.
    expect(await version.getByTestId('lottery-result-approve').isDisabled()).toBe(true);

    // A second staff member approves it: the draw settles.
    const operator = await signInStaff(browser(), 'trader');
    await operator.goto(`${baseUrl}/admin/lottery/results`);
    const due = operator.locator(`[data-testid="lottery-draw-row"][data-draw-id="${drawId}"]`);
    await due.getByTestId('lottery-result-version').getByTestId('lottery-result-approve').click();
    // Approved and settled: the draw leaves the list of draws awaiting a result.
    await expect.poll(async () => due.count(), { timeout: 20_000 }).toBe(0);

    // The member's bets show the win; the balance rose by exactly the payout (lô 45 once: 3.5×; đề 45: 95×).
    const bets = member.getByTestId('lottery-bet');
    await expect
      .poll(async () => bets.evaluateAll((items) => items.map((item) => item.getAttribute('data-status'))), {
        timeout: 40_000,
        interval: 1_000,
      })
      .toEqual(['won', 'won']);
    const payouts = await Promise.all(
      [0, 1].map(async (index) =>
        BigInt(digits(await bets.nth(index).getByTestId('lottery-bet-payout').textContent())),
      ),
    );
    const paid = payouts.reduce((sum, payout) => sum + payout, 0n);
    // One stake per point on each: đề pays 95× and lô (45 once among the prizes) 3.5×.
    const perPoint = staked / 2n;
    expect(paid).toBe(perPoint * 95n + (perPoint * 35n) / 10n);
    await expect
      .poll(async () => BigInt(digits(await member.getByTestId('header-balance').textContent())), { timeout: 20_000 })
      .toBe(start - staked + paid);
    await Promise.all([member.close(), admin.close(), operator.close()]);
  },
  180_000,
);
