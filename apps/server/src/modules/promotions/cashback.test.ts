import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import {
  type AdminPromotion,
  type MemberPromotion,
  PROMOTIONS_API,
  type PromotionInput,
} from '@fortuna/contracts/promotions';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accounts,
  kitJobRuns,
  ledgerAccounts,
  ledgerTransfers,
  memberDailyStats,
  memberHourlyStats,
  promoClaims,
} from '../../db/schema/index';
import { createMember } from '../../test/accounts';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  demoMerchant,
  expectLedgerSound,
  fundedMember,
  get,
  newKey,
  post,
  walletOf,
} from '../payments/payments.test-helpers';
import { findRequirementBySource } from '../payments/wagering.repo';
import { cashbackJobName, cashbackSlot, payCashbackPeriod, runCashbackPass } from './cashback.job';
import {
  type CashbackRule,
  cashbackMinor,
  cashbackPeriodOf,
  countedDays,
  endedPeriodsToPay,
  scheduleDaysOf,
} from './cashback-rules';
import { countClaimBonuses } from './promo-batch.repo';
import { dayInZone } from './promo-rules';
import { findPromotion } from './promotions.repo';
import type { PromoDeps } from './promotions.service';

const RULE: CashbackRule = { kind: 'cashback', percent: 10, cap: '50', minLoss: '100', period: 'day' };

describe('cashback rules', () => {
  it('pays percent of a net loss, nothing for a win or below the minimum, at most the cap', () => {
    expect(cashbackMinor(-500_00n, RULE)).toBe(0n);
    expect(cashbackMinor(0n, RULE)).toBe(0n);
    expect(cashbackMinor(99_99n, RULE)).toBe(0n);
    expect(cashbackMinor(100_00n, RULE)).toBe(10_00n);
    expect(cashbackMinor(123_45n, RULE)).toBe(12_34n); // rounded down
    expect(cashbackMinor(500_00n, RULE)).toBe(50_00n);
    expect(cashbackMinor(100_000_00n, RULE)).toBe(50_00n);
  });

  it('cuts weeks Monday to Sunday and days as they are', () => {
    expect(cashbackPeriodOf('2026-11-25', 'day')).toEqual({
      key: '2026-11-25',
      firstDay: '2026-11-25',
      lastDay: '2026-11-25',
    });
    const week = { key: 'week:2026-11-23', firstDay: '2026-11-23', lastDay: '2026-11-29' };
    expect(cashbackPeriodOf('2026-11-23', 'week')).toEqual(week);
    expect(cashbackPeriodOf('2026-11-29', 'week')).toEqual(week);
    expect(cashbackPeriodOf('2026-11-30', 'week').key).toBe('week:2026-11-30');
  });

  it('pays only ended periods inside the schedule, within the look-back', () => {
    const schedule = { startDay: '2026-11-20', endDay: null };
    expect(endedPeriodsToPay('2026-11-25', 'day', schedule).map((span) => span.key)).toEqual([
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
    ]);
    expect(endedPeriodsToPay('2026-12-31', 'day', schedule)).toHaveLength(7);
    // The running week is not paid; a week the start cuts counts only its days from the start.
    const weeks = endedPeriodsToPay('2026-11-25', 'week', schedule);
    expect(weeks.map((span) => span.key)).toEqual(['week:2026-11-16']);
    expect(countedDays(weeks[0] ?? cashbackPeriodOf('2026-11-16', 'week'), schedule)).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
    });
    // Ended promotion: its last instant's day closes the schedule.
    const dayOf = dayInZone('Asia/Ho_Chi_Minh');
    const ended = scheduleDaysOf(new Date('2026-11-01T00:00:00+07:00'), new Date('2026-11-22T00:00:00+07:00'), dayOf);
    expect(ended).toEqual({ startDay: '2026-11-01', endDay: '2026-11-21' });
    expect(endedPeriodsToPay('2026-11-25', 'day', ended).map((span) => span.key)).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
    ]);
  });
});

/** Wednesday 25 November 2026, noon in Ho Chi Minh City: yesterday (the 24th) has ended, the week of the 16th too. */
const NOW = new Date('2026-11-25T05:00:00Z');

function cashbackPromotion(rule: Partial<CashbackRule>, values: Partial<PromotionInput> = {}): PromotionInput {
  return {
    category: 'special',
    audience: 'all',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: null,
    artworkUrl: '',
    texts: {
      EN: { title: 'Cashback on net loss', terms: 'Net loss back, paid after the period.' },
      TY: { title: 'Hoàn tiền thua ròng', terms: 'Hoàn lại một phần tiền thua ròng sau mỗi kỳ.' },
    },
    rule: { ...RULE, ...rule },
    wallet: 'bonus',
    wageringMultiple: 3,
    sort: 0,
    ...values,
  };
}

describeEachDatabase('cashback promotions', (use) => {
  const created: number[] = [];

  afterEach(async () => {
    // Each test's promotion is paused after it, so a later test's job pass does not pay it again.
    const { app } = use();
    const operator = await staffAuth(app, 'admin');
    for (const id of created.splice(0))
      await post(app, PROMOTIONS_API.admin.status(id), { status: 'paused' }, operator);
    app.clock.now = () => new Date();
    // The crafted days are this test's own: a later test's pass must not find them.
    await app.db
      .delete(memberDailyStats)
      .where(and(gte(memberDailyStats.day, '2026-11-01'), lte(memberDailyStats.day, '2026-11-27')));
  });

  function deps(app: FastifyInstance): PromoDeps {
    return { db: app.db, ledger: app.ledger, clock: app.clock };
  }

  async function createPromotion(app: FastifyInstance, input: PromotionInput): Promise<AdminPromotion> {
    const merchant = await demoMerchant(app);
    const response = await post<AdminPromotion>(
      app,
      `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`,
      input,
      await staffAuth(app, 'admin'),
    );
    expect(response.body.success).toBe(true);
    created.push(response.body.value.id);
    return response.body.value;
  }

  /** A daily cashback promotion as stored, with the merchant, at NOW (for calling the job's parts directly). */
  async function storedDailyPromotion(app: FastifyInstance) {
    app.clock.now = () => NOW;
    const created = await createPromotion(app, cashbackPromotion({}));
    const promotion = await findPromotion(app.db, created.id);
    if (!promotion) throw new Error('promotion missing');
    return { promotion, merchant: await demoMerchant(app) };
  }

  /** A crafted day of play in the member's daily rollup: stakes and payouts of rounds settled that local day. */
  async function played(app: FastifyInstance, accountId: number, day: string, stakeMinor: bigint, payoutMinor: bigint) {
    const merchant = await demoMerchant(app);
    await app.db.insert(memberDailyStats).values({
      accountId,
      day,
      merchantId: merchant.id,
      betCount: 1,
      stakeMinor,
      payoutMinor,
      validBetMinor: stakeMinor,
    });
  }

  async function claimsOf(app: FastifyInstance, promotionId: number, accountId: number) {
    return app.db
      .select()
      .from(promoClaims)
      .where(and(eq(promoClaims.promotionId, promotionId), eq(promoClaims.accountId, accountId)));
  }

  async function bonusBalance(app: FastifyInstance, accountId: number): Promise<bigint> {
    const rows = await app.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerType, 'account'),
          eq(ledgerAccounts.ownerId, accountId),
          eq(ledgerAccounts.kind, 'bonus'),
        ),
      );
    return rows.reduce((sum, row) => sum + row.balance, 0n);
  }

  /** The bonuses counted in a member's hourly and daily rollups, all periods together. */
  async function bonusesCounted(app: FastifyInstance, accountId: number) {
    const sum = async (table: typeof memberDailyStats | typeof memberHourlyStats) => {
      const rows = await app.db.select({ bonus: table.bonusMinor }).from(table).where(eq(table.accountId, accountId));
      return rows.reduce((total, row) => total + row.bonus, 0n);
    };
    return { hourly: await sum(memberHourlyStats), daily: await sum(memberDailyStats) };
  }

  async function promotionTransfers(app: FastifyInstance, promotionId: number) {
    return app.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `promo:${promotionId}`));
  }

  it('pays each net loser of the ended day once: a win, a loss below the minimum, no play and trial pay nothing', async () => {
    const { app } = use();
    app.clock.now = () => NOW;
    const promotion = await createPromotion(app, cashbackPromotion({}));
    const winner = await fundedMember(app);
    const belowMinimum = await fundedMember(app);
    const atMinimum = await fundedMember(app);
    const capped = await fundedMember(app);
    const idle = await fundedMember(app);
    const trial = await createMember(app, { type: ACCOUNT_TYPE.TRIAL });
    await played(app, winner.member.id, '2026-11-24', 1_000_00n, 2_500_00n);
    await played(app, belowMinimum.member.id, '2026-11-24', 99_99n, 0n);
    await played(app, atMinimum.member.id, '2026-11-24', 150_00n, 50_00n);
    await played(app, capped.member.id, '2026-11-24', 9_000_00n, 1_000_00n);
    await played(app, trial.id, '2026-11-24', 5_000_00n, 0n);
    // Today's loss belongs to the running day: not paid yet.
    await played(app, atMinimum.member.id, '2026-11-25', 300_00n, 0n);

    await runCashbackPass(deps(app), { holder: 'node-a' });

    for (const member of [winner, belowMinimum, idle])
      expect(await claimsOf(app, promotion.id, member.member.id)).toEqual([]);
    expect(await claimsOf(app, promotion.id, trial.id)).toEqual([]);
    const [paid] = await claimsOf(app, promotion.id, atMinimum.member.id);
    expect(paid).toMatchObject({ periodKey: '2026-11-24', status: 'issued', amountMinor: 10_00n });
    expect((await claimsOf(app, promotion.id, capped.member.id))[0]?.amountMinor).toBe(50_00n);
    // Into the promotion's wallet (bonus), with its wagering multiple; the main wallet is untouched.
    expect(await bonusBalance(app, atMinimum.member.id)).toBe(10_00n);
    expect((await walletOf(app, atMinimum.member.id)).balance).toBe(0n);
    const requirement = await findRequirementBySource(app.db, `promo:${paid?.id}`);
    expect(requirement?.requiredTurnoverMinor).toBe(30_00n);
    expect(await bonusBalance(app, trial.id)).toBe(0n);
    expect(await promotionTransfers(app, promotion.id)).toHaveLength(2);
    // Each bonus counts in its member's rollups (agents' reports read them), once.
    for (const [member, amount] of [
      [atMinimum, 10_00n],
      [capped, 50_00n],
    ] as const)
      expect(await bonusesCounted(app, member.member.id)).toEqual({ hourly: amount, daily: amount });

    // The member sees the last day's cashback as issued, and today's so far (EN and TY).
    for (const language of ['EN', 'TY']) {
      const list = (await get<MemberPromotion[]>(app, `${PROMOTIONS_API.member}?language=${language}`, atMinimum.auth))
        .body.value;
      const seen = list.find((row) => row.id === promotion.id);
      expect(seen?.state).toBe('issued');
      expect(seen?.reward?.amount).toBe('10.00');
      expect(seen?.title).toBe(language === 'TY' ? 'Hoàn tiền thua ròng' : 'Cashback on net loss');
      expect(seen?.cashback).toMatchObject({
        period: 'day',
        percent: 10,
        from: '2026-11-25',
        to: '2026-11-25',
        netLoss: { amount: '300.00' },
        expected: { amount: '30.00' },
        lastPaid: { amount: '10.00' },
      });
    }
    const winnerView = (await get<MemberPromotion[]>(app, `${PROMOTIONS_API.member}?language=TY`, winner.auth)).body
      .value;
    expect(winnerView.find((row) => row.id === promotion.id)).toMatchObject({
      state: 'process',
      reward: { amount: '0.00' },
      cashback: { lastPaid: null, netLoss: { amount: '0.00' } },
    });
    // Nothing to claim by hand: the job pays.
    const claimed = await post(app, PROMOTIONS_API.claim(promotion.id), {}, winner.auth);
    expect(claimed.status).toBeGreaterThanOrEqual(400);
    expect(claimed.status).toBeLessThan(500);
    expect(await claimsOf(app, promotion.id, winner.member.id)).toEqual([]);

    // A second pass finds the period done and pays nothing more.
    await runCashbackPass(deps(app), { holder: 'node-b' });
    expect(await promotionTransfers(app, promotion.id)).toHaveLength(2);
    await expectLedgerSound(app);
  });

  it('counts the bonuses of a batch in the rollups, a member named twice in one batch with both amounts', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const twice = await fundedMember(app);
    const once = await fundedMember(app);
    await app.db.transaction((tx) =>
      countClaimBonuses(tx, merchant.id, [
        { accountId: twice.member.id, amountMinor: 12_34n },
        { accountId: once.member.id, amountMinor: 5_00n },
        { accountId: twice.member.id, amountMinor: 1_00n },
      ]),
    );
    await app.db.transaction((tx) =>
      countClaimBonuses(tx, merchant.id, [{ accountId: once.member.id, amountMinor: 2_00n }]),
    );
    expect(await bonusesCounted(app, twice.member.id)).toEqual({ hourly: 13_34n, daily: 13_34n });
    expect(await bonusesCounted(app, once.member.id)).toEqual({ hourly: 7_00n, daily: 7_00n });
  });

  it('sums a week Monday to Sunday, wins against losses, and pays the main wallet when the promotion says so', async () => {
    const { app } = use();
    app.clock.now = () => NOW;
    const promotion = await createPromotion(
      app,
      cashbackPromotion({ period: 'week', percent: 5, cap: '1000' }, { wallet: 'main', wageringMultiple: 0 }),
    );
    const member = await fundedMember(app);
    const net = await fundedMember(app);
    await played(app, member.member.id, '2026-11-16', 3_000_00n, 1_000_00n); // Monday: −2,000
    await played(app, member.member.id, '2026-11-22', 1_000_00n, 1_500_00n); // Sunday: +500
    await played(app, member.member.id, '2026-11-15', 9_000_00n, 0n); // Sunday of the week before
    await played(app, net.member.id, '2026-11-17', 1_000_00n, 0n);
    await played(app, net.member.id, '2026-11-18', 0n, 1_000_00n); // won it all back: net 0

    await runCashbackPass(deps(app), { holder: 'node-a' });

    const weekClaim = (await claimsOf(app, promotion.id, member.member.id)).find(
      (row) => row.periodKey === 'week:2026-11-16',
    );
    // 5 % of 1,500.00 net loss over 16–22 November.
    expect(weekClaim).toMatchObject({ periodKey: 'week:2026-11-16', amountMinor: 75_00n });
    // The week of 9–15 November ended too (within the look-back): 5 % of 9,000.00 → 450.00 (under the cap).
    const earlier = (await claimsOf(app, promotion.id, member.member.id)).find(
      (row) => row.periodKey === 'week:2026-11-09',
    );
    expect(earlier?.amountMinor).toBe(450_00n);
    expect((await walletOf(app, member.member.id)).balance).toBe(525_00n);
    expect(await findRequirementBySource(app.db, `promo:${weekClaim?.id}`)).toBeUndefined();
    expect(await claimsOf(app, promotion.id, net.member.id)).toEqual([]);
    await expectLedgerSound(app);
  });

  it('pays once when the job runs twice at once on one node and on two nodes', async () => {
    const { app } = use();
    app.clock.now = () => NOW;
    const promotion = await createPromotion(app, cashbackPromotion({}));
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember(app)));
    for (const [index, member] of members.entries())
      await played(app, member.member.id, '2026-11-24', BigInt(200_00 + index * 100_00), 0n);

    await Promise.all([
      runCashbackPass(deps(app), { holder: 'node-a' }),
      runCashbackPass(deps(app), { holder: 'node-a' }),
      runCashbackPass(deps(app), { holder: 'node-b' }),
      runCashbackPass(deps(app), { holder: 'node-b' }),
    ]);

    for (const [index, member] of members.entries()) {
      const claims = await claimsOf(app, promotion.id, member.member.id);
      expect(claims).toHaveLength(1);
      const expected = (BigInt(200_00 + index * 100_00) * 10n) / 100n;
      const amount = expected < 50_00n ? expected : 50_00n;
      expect(claims[0]?.amountMinor).toBe(amount);
      expect(await bonusBalance(app, member.member.id)).toBe(amount);
    }
    expect(await promotionTransfers(app, promotion.id)).toHaveLength(members.length);
    await expectLedgerSound(app);
  });

  it('pays once when two nodes pay the same period at once (a taken-over run racing its first node)', async () => {
    const { app } = use();
    const { promotion, merchant } = await storedDailyPromotion(app);
    const members = await Promise.all(Array.from({ length: 5 }, () => fundedMember(app)));
    for (const member of members) await played(app, member.member.id, '2026-11-23', 400_00n, 0n);
    const dayOf = dayInZone('Asia/Ho_Chi_Minh');
    const span = cashbackPeriodOf('2026-11-23', 'day');

    // Both bypass the run rows, as a node whose claim lapsed mid-run and the node that took it over would.
    const paid = await Promise.all([
      payCashbackPeriod(deps(app), merchant, promotion, span, dayOf),
      payCashbackPeriod(deps(app), merchant, promotion, span, dayOf),
      payCashbackPeriod(deps(app), merchant, promotion, span, dayOf),
    ]);
    expect(paid.reduce((sum, count) => sum + count, 0)).toBe(members.length);
    for (const member of members) {
      expect(await claimsOf(app, promotion.id, member.member.id)).toHaveLength(1);
      expect(await bonusBalance(app, member.member.id)).toBe(40_00n);
    }
    expect(await promotionTransfers(app, promotion.id)).toHaveLength(members.length);
    await expectLedgerSound(app);
  });

  it('takes over a run whose node died midway and pays only the members it had not paid', async () => {
    const { app } = use();
    const { promotion, merchant } = await storedDailyPromotion(app);
    const first = await fundedMember(app);
    const second = await fundedMember(app);
    for (const member of [first, second]) await played(app, member.member.id, '2026-11-24', 300_00n, 0n);
    const span = cashbackPeriodOf('2026-11-24', 'day');
    // The dead node had claimed the run (its claim already lapsed) and paid the first member only.
    await app.db.insert(kitJobRuns).values({
      job: cashbackJobName(promotion.id),
      slot: cashbackSlot(span),
      kind: 'run',
      status: 'running',
      holder: 'dead-node',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await app.db
      .delete(memberDailyStats)
      .where(and(eq(memberDailyStats.accountId, second.member.id), eq(memberDailyStats.day, '2026-11-24')));
    await payCashbackPeriod(deps(app), merchant, promotion, span, dayInZone('Asia/Ho_Chi_Minh'));
    await played(app, second.member.id, '2026-11-24', 300_00n, 0n);

    await runCashbackPass(deps(app), { holder: 'node-b' });

    for (const member of [first, second]) {
      expect(await claimsOf(app, promotion.id, member.member.id)).toHaveLength(1);
      expect(await bonusBalance(app, member.member.id)).toBe(30_00n);
    }
    const runs = await app.db
      .select()
      .from(kitJobRuns)
      .where(eq(kitJobRuns.job, cashbackJobName(promotion.id)));
    const taken = runs.find((row) => row.slot.getTime() === cashbackSlot(span).getTime());
    expect(taken).toMatchObject({ status: 'done', holder: 'node-b', attempts: 2 });
    await expectLedgerSound(app);
  });

  it('counts only members registered since the start for a new-members promotion, and refuses bad rules', async () => {
    const { app } = use();
    app.clock.now = () => NOW;
    const old = await fundedMember(app);
    await app.db
      .update(accounts)
      .set({ createdAt: new Date('2026-10-01T00:00:00Z') })
      .where(eq(accounts.id, old.member.id));
    const fresh = await fundedMember(app);
    const promotion = await createPromotion(app, cashbackPromotion({}, { audience: 'new_members' }));
    await played(app, old.member.id, '2026-11-24', 500_00n, 0n);
    await played(app, fresh.member.id, '2026-11-24', 500_00n, 0n);

    await runCashbackPass(deps(app), { holder: 'node-a' });

    expect(await claimsOf(app, promotion.id, fresh.member.id)).toHaveLength(1);
    expect(await claimsOf(app, promotion.id, old.member.id)).toEqual([]);
    const oldView = (await get<MemberPromotion[]>(app, `${PROMOTIONS_API.member}?language=TY`, old.auth)).body.value;
    // Outside the audience: not listed, and a claim is refused with the audience's code.
    expect(oldView.find((row) => row.id === promotion.id)).toBeUndefined();
    const refused = await post(app, PROMOTIONS_API.claim(promotion.id), {}, old.auth, newKey());
    expect(refused).toMatchObject({ status: 403, body: { code: 'PROMOTION_FOR_NEW_MEMBERS' } });

    const admin = await staffAuth(app, 'admin');
    const merchant = await demoMerchant(app);
    for (const rule of [
      { percent: 0 },
      { percent: 101 },
      { cap: '0' },
      { minLoss: '-1' },
      { period: 'month' as 'day' },
    ]) {
      const response = await post(
        app,
        `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`,
        cashbackPromotion(rule),
        admin,
      );
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });
});
