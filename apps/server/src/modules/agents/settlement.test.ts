import type { Settlement, SettlementRunResult } from '@fortuna/contracts/agents';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { settlementRuns } from '../../db/schema/index';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { demoMerchant, expectLedgerSound, walletOf } from '../payments/payments.test-helpers';
import {
  call,
  contractedDownline,
  contractedTopAgent,
  flatTier,
  memberUnder,
  playedRound,
} from './agents.test-helpers';
import { runSettlement } from './settlement.service';

const MINUTE = 60_000;

/** A 5-minute window well after now (so every contract made in the test is in force), and a moment after its end. */
function futureWindow(offsetMinutes: number) {
  const start = Math.floor((Date.now() + offsetMinutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  return { inside: new Date(start + 2 * MINUTE), after: new Date(start + 6 * MINUTE) };
}

async function runsOf(app: Parameters<typeof walletOf>[0], agentId: number) {
  return app.db.select().from(settlementRuns).where(eq(settlementRuns.agentId, agentId));
}

describeEachDatabase('agent settlements', (use) => {
  it('pays three levels the differences of their real-time rates, exactly the top rate in all', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const top = await contractedTopAgent(app, 'realtime', flatTier(100));
    const middle = await contractedDownline(app, { id: top.agent.id, auth: top.auth }, 'realtime', flatTier(60));
    const bottom = await contractedDownline(app, { id: middle.agent.id, auth: middle.auth }, 'realtime', flatTier(30));
    const window = futureWindow(30);
    await playedRound(app, (await memberUnder(app, top.agent.id)).id, { stake: 100_000n, closedAt: window.inside });
    await playedRound(app, (await memberUnder(app, middle.agent.id)).id, { stake: 200_000n, closedAt: window.inside });
    await playedRound(app, (await memberUnder(app, bottom.agent.id)).id, {
      stake: 400_000n,
      payout: 50_000n,
      closedAt: window.inside,
    });
    // A round that paid back its stake is not valid bet.
    await playedRound(app, (await memberUnder(app, bottom.agent.id)).id, {
      stake: 90_000n,
      payout: 90_000n,
      closedAt: window.inside,
    });

    const before = await Promise.all([top, middle, bottom].map((level) => walletOf(app, level.agent.id)));
    const result = await runSettlement(app, { merchantId: merchant.id, kind: 'realtime', now: window.after });
    expect(result.paid).toBeGreaterThanOrEqual(3);
    const after = await Promise.all([top, middle, bottom].map((level) => walletOf(app, level.agent.id)));
    const earned = after.map((wallet, index) => wallet.balance - (before[index]?.balance ?? 0n));
    // Team valid bets: top 7,000.00, middle 6,000.00, bottom 4,000.00.
    expect(earned).toEqual([(700_000n * 100n) / 10_000n - (600_000n * 60n) / 10_000n, 3_600n - 1_200n, 1_200n]);
    expect(earned.reduce((sum, amount) => sum + amount, 0n)).toBe(7_000n);

    const [topRun] = await runsOf(app, top.agent.id);
    expect(topRun).toMatchObject({
      status: 'paid',
      teamFigureMinor: 700_000n,
      rateBp: 100,
      grossMinor: 7_000n,
      amountMinor: 3_400n,
    });
    expect(topRun?.deductions).toEqual([
      {
        downlineId: middle.agent.id,
        username: middle.agent.username,
        teamFigureMinor: '600000',
        rateBp: 60,
        amountMinor: '3600',
      },
    ]);
    expect(topRun?.ledgerTransferId).toBeTruthy();
    await expectLedgerSound(app);
  });

  it('pays a period once when run again, and once when two runs race', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const top = await contractedTopAgent(app, 'realtime', flatTier(150));
    const window = futureWindow(60);
    await playedRound(app, (await memberUnder(app, top.agent.id)).id, { stake: 1_000_000n, closedAt: window.inside });
    const before = await walletOf(app, top.agent.id);

    const racing = await Promise.all([
      runSettlement(app, { merchantId: merchant.id, kind: 'realtime', now: window.after }),
      runSettlement(app, { merchantId: merchant.id, kind: 'realtime', now: window.after }),
    ]);
    const again = await runSettlement(app, { merchantId: merchant.id, kind: 'realtime', now: window.after });
    expect((await walletOf(app, top.agent.id)).balance - before.balance).toBe(15_000n);
    expect(await runsOf(app, top.agent.id)).toHaveLength(1);
    expect(again.paid).toBe(0);
    expect(racing.map((result) => result.total.amountMinor).some((amount) => amount === '0')).toBe(true);
    await expectLedgerSound(app);
  });

  it('uses the tier the period reached: more active members earn the higher rate', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const tiers = [
      { minActiveMembers: 0, minTeamFigure: '0', rateBp: 50 },
      { minActiveMembers: 2, minTeamFigure: '1000', rateBp: 80 },
    ];
    const top = await contractedTopAgent(app, 'hourly', tiers);
    const hourStart = Math.floor((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000;
    const firstHour = new Date(hourStart + 10 * MINUTE);
    const secondHour = new Date(hourStart + 3_600_000 + 10 * MINUTE);
    const one = await memberUnder(app, top.agent.id);
    const two = await memberUnder(app, top.agent.id);
    // First hour: one active member, 2,000.00 → 0.5 %. Second hour: two members, 2,000.00 → 0.8 %.
    await playedRound(app, one.id, { stake: 200_000n, closedAt: firstHour });
    await playedRound(app, one.id, { stake: 100_000n, closedAt: secondHour });
    await playedRound(app, two.id, { stake: 100_000n, closedAt: secondHour });
    await runSettlement(app, {
      merchantId: merchant.id,
      kind: 'hourly',
      now: new Date(hourStart + 2 * 3_600_000 + MINUTE),
    });
    const runs = (await runsOf(app, top.agent.id)).sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    expect(runs.map((run) => [run.activeMembers, run.rateBp, run.amountMinor])).toEqual([
      [1, 50, 1_000n],
      [2, 80, 1_600n],
    ]);
  });

  it("settles daily salary by the merchant's local day (Asia/Ho_Chi_Minh, UTC+7)", async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const top = await contractedTopAgent(app, 'daily', flatTier(100));
    const member = await memberUnder(app, top.agent.id);
    // 16:30 UTC is 23:30 local; 17:30 UTC is already 00:30 of the next local day.
    const day = new Date(Date.now() + 2 * 86_400_000);
    const utc = (hours: number, minutes: number) =>
      new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes));
    await playedRound(app, member.id, { stake: 100_000n, closedAt: utc(16, 30) });
    await playedRound(app, member.id, { stake: 300_000n, closedAt: utc(17, 30) });
    await runSettlement(app, {
      merchantId: merchant.id,
      kind: 'daily',
      now: new Date(utc(17, 1).getTime() + 86_400_000),
    });
    const runs = (await runsOf(app, top.agent.id)).sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    const localMidnightOfDay = utc(17, 0).getTime() - 86_400_000;
    expect(runs.map((run) => [run.periodStart.getTime(), run.teamFigureMinor])).toEqual([
      [localMidnightOfDay, 100_000n],
      [localMidnightOfDay + 86_400_000, 300_000n],
    ]);
  });

  it('carries a losing period forward and pays a dividend only on what the house kept beyond it, after approval', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const top = await contractedTopAgent(app, 'dividend', flatTier(3000), 'daily');
    const downline = await contractedDownline(
      app,
      { id: top.agent.id, auth: top.auth },
      'dividend',
      flatTier(2000),
      'daily',
    );
    const member = await memberUnder(app, downline.agent.id);
    const noonUtc = (daysAhead: number) => {
      const day = new Date(Date.now() + daysAhead * 86_400_000);
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5));
    };
    // Day 1: the member wins 500.00 net. Day 2: loses 200.00. Day 3: loses 1,000.00.
    await playedRound(app, member.id, { stake: 100_000n, payout: 150_000n, closedAt: noonUtc(1) });
    await playedRound(app, member.id, { stake: 20_000n, payout: 0n, closedAt: noonUtc(2) });
    await playedRound(app, member.id, { stake: 100_000n, payout: 0n, closedAt: noonUtc(3) });
    for (const day of [1, 2, 3]) {
      await runSettlement(app, { merchantId: merchant.id, kind: 'dividend', at: noonUtc(day), now: noonUtc(4) });
    }
    const runs = (await runsOf(app, downline.agent.id)).sort(
      (a, b) => a.periodStart.getTime() - b.periodStart.getTime(),
    );
    expect(
      runs.map((run) => [run.teamFigureMinor, run.carryInMinor, run.carryOutMinor, run.amountMinor, run.status]),
    ).toEqual([
      [-50_000n, 0n, -50_000n, 0n, 'nothing'],
      [20_000n, -50_000n, -30_000n, 0n, 'nothing'],
      [100_000n, -30_000n, 0n, 14_000n, 'computed'],
    ]);
    const payable = runs[2];
    if (!payable) throw new Error('no third run');

    // Not paid until asked for and approved by the upline; approving twice pays once.
    const before = await walletOf(app, downline.agent.id);
    const early = await call<Settlement>(app, 'POST', `/wps/agent/dividends/${payable.id}/approve`, top.auth);
    expect(early.body.code).toBe('DIVIDEND_STATE');
    const stranger = await contractedTopAgent(app, 'dividend', flatTier(1000), 'daily');
    const foreignAsk = await call(app, 'POST', `/wps/agent/dividends/${payable.id}/request`, stranger.auth);
    expect(foreignAsk.body.code).toBe('NOT_FOUND');
    const asked = await call<Settlement>(app, 'POST', `/wps/agent/dividends/${payable.id}/request`, downline.auth);
    expect(asked.body.value.status).toBe('requested');
    const byDownline = await call<Settlement>(app, 'POST', `/wps/agent/dividends/${payable.id}/approve`, downline.auth);
    expect(byDownline.body.code).toBe('FORBIDDEN');
    const byStranger = await call(app, 'POST', `/wps/agent/dividends/${payable.id}/approve`, stranger.auth);
    expect(byStranger.body.code).toBe('FORBIDDEN');
    const days = `from=${new Date().toISOString().slice(0, 10)}&to=${noonUtc(4).toISOString().slice(0, 10)}`;
    const seenBy = async (auth: Record<string, string>) =>
      (
        await call<{ list: Settlement[] }>(
          app,
          'GET',
          `/wps/agent/settlements?scope=downlines&kind=dividend&${days}`,
          auth,
        )
      ).body.value.list.filter((run) => run.agent.id === downline.agent.id).length;
    expect(await seenBy(top.auth)).toBe(3);
    expect(await seenBy(stranger.auth)).toBe(0);
    const [first, second] = await Promise.all([
      call<Settlement>(app, 'POST', `/wps/agent/dividends/${payable.id}/approve`, top.auth),
      call<Settlement>(app, 'POST', `/wps/agent/dividends/${payable.id}/approve`, top.auth),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual(['DIVIDEND_STATE', 'OK']);
    expect((await walletOf(app, downline.agent.id)).balance - before.balance).toBe(14_000n);
    await expectLedgerSound(app);
  });

  it('lets staff re-run an ended period safely, and refuses a period still open', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const staff = await staffAuth(app);
    const open = await call<SettlementRunResult>(app, 'POST', '/api/admin/agents/settlements/run', staff, {
      merchantId: merchant.id,
      kind: 'realtime',
      at: new Date().toISOString(),
    });
    expect(open.body.code).toBe('SETTLEMENT_PERIOD_OPEN');
    const past = new Date(Date.now() - 15 * MINUTE).toISOString();
    const first = await call<SettlementRunResult>(app, 'POST', '/api/admin/agents/settlements/run', staff, {
      merchantId: merchant.id,
      kind: 'realtime',
      at: past,
    });
    expect(first.body.code).toBe('OK');
    const again = await call<SettlementRunResult>(app, 'POST', '/api/admin/agents/settlements/run', staff, {
      merchantId: merchant.id,
      kind: 'realtime',
      at: past,
    });
    expect(again.body.value.paid).toBe(0);
    expect(again.body.value.total.amountMinor).toBe('0');
    const member = await memberAuth(app, 'demo01');
    const refused = await call(app, 'POST', '/api/admin/agents/settlements/run', member, {
      merchantId: merchant.id,
      kind: 'realtime',
      at: past,
    });
    expect(refused.status).toBe(401);
    const rows = await queryRows(
      app.db,
      sql`select count(*)::int as n from audit_log where action = 'agent.settlement.run'`,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(2);
  });
});
