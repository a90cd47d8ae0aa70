import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { type MemberVip, VIP_API, type VipLevelInput } from '@fortuna/contracts/vip';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accounts,
  ledgerAccounts,
  ledgerTransfers,
  promoVipBonuses,
  promoVipHoldings,
  promoVipReached,
} from '../../db/schema/index';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { playedRound } from '../agents/agents.test-helpers';
import type { Ledger } from '../ledger/ledger.service';
import { expectLedgerSound, fundedMember, get } from '../payments/payments.test-helpers';
import type { PromoDeps } from './promotions.service';
import { payVipBonuses, reviewKeepLevels, runVipPass } from './vip-bonus.job';
import { isBirthdayOn, keepSpanOf, previousKeepSpan } from './vip-periods';

type Auth = Record<string, string>;
const at = (text: string) => new Date(text);

const level = (
  EN: string,
  TY: string,
  validBet: string,
  monthly: string,
  birthday: string,
  keep: string,
): VipLevelInput => ({
  names: { EN, TY },
  validBetThreshold: validBet,
  depositThreshold: '0',
  upgradeBonus: '0',
  monthlyBonus: monthly,
  birthdayBonus: birthday,
  keepValidBet: keep,
  rebateRates: {},
});
const TABLE = [level('Bronze', 'Đồng', '100', '10', '20', '50'), level('Silver', 'Bạc', '1000', '30', '60', '500')];

describe('VIP periods', () => {
  it('months and quarters of local days, the period before, and birthdays (29 February on the 28th)', () => {
    expect(keepSpanOf('2026-02-14', 'month')).toEqual({
      key: '2026-02',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
    });
    expect(keepSpanOf('2026-11-28', 'quarter')).toEqual({
      key: '2026-Q4',
      firstDay: '2026-10-01',
      lastDay: '2026-12-31',
    });
    expect(previousKeepSpan('2027-01-01', 'month').key).toBe('2026-12');
    expect(previousKeepSpan('2027-01-01', 'quarter').key).toBe('2026-Q4');
    expect(isBirthdayOn('1990-12-15', '2026-12-15')).toBe(true);
    expect(isBirthdayOn('1990-12-15', '2026-12-14')).toBe(false);
    expect(isBirthdayOn('2000-02-29', '2027-02-28')).toBe(true);
    expect(isBirthdayOn('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn(null, '2026-12-15')).toBe(false);
  });
});

describeEachDatabase('VIP monthly and birthday bonuses, keep-level rules', (use) => {
  afterEach(() => {
    use().app.clock.now = () => new Date();
  });
  const deps = (app: FastifyInstance): PromoDeps => ({ db: app.db, ledger: app.ledger, clock: app.clock });
  const vipOf = async (app: FastifyInstance, auth: Auth) =>
    (await get<MemberVip>(app, `${VIP_API.member}?language=TY`, auth)).body.value;
  /** Every VIP bonus transfer of a kind into any of the member's accounts. */
  const bonusTransfers = (app: FastifyInstance, kind: string, accountId: number) =>
    app.db
      .select({ amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
      .where(
        and(
          eq(ledgerTransfers.kind, 'bonus'),
          like(ledgerTransfers.reference, `vip:${kind}:%`),
          eq(ledgerAccounts.ownerType, 'account'),
          eq(ledgerAccounts.ownerId, accountId),
        ),
      );
  const bonusRows = async (app: FastifyInstance, month: string) =>
    (
      await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(promoVipBonuses)
        .where(and(eq(promoVipBonuses.kind, 'monthly'), eq(promoVipBonuses.periodKey, month)))
    )[0]?.count ?? 0;

  async function withTable(app: FastifyInstance, keepPeriod: 'none' | 'month' = 'none') {
    const { merchant } = await fundedMember(app);
    const admin = await staffAuth(app, 'admin');
    const url = (path: string) => `${path}?merchantId=${merchant.id}`;
    const put = (path: string, payload: object) =>
      app.inject({ method: 'PUT', url: url(path), headers: admin, payload });
    expect((await put(VIP_API.admin.levels, { levels: TABLE })).statusCode).toBe(200);
    expect((await put(VIP_API.admin.settings, { keepPeriod })).statusCode).toBe(200);
    return merchant;
  }

  /** A member holding a level through valid bet played long before, the level recorded as reached then. */
  async function holder(app: FastifyInstance, validBetMinor: bigint, birthday: string | null = null) {
    const player = await fundedMember(app);
    await app.db.update(accounts).set({ birthday }).where(eq(accounts.id, player.member.id));
    await playedRound(app, player.member.id, { stake: validBetMinor, closedAt: at('2026-06-10T10:00:00Z') });
    await vipOf(app, player.auth);
    await app.db
      .update(promoVipReached)
      .set({ reachedAt: at('2026-06-10T10:00:00Z') })
      .where(eq(promoVipReached.accountId, player.member.id));
    return player;
  }

  it('the monthly bonus: run twice at once on two nodes (and paid twice directly) pays each holder once a month', async () => {
    const { app } = use();
    const merchant = await withTable(app);
    const bronze = await holder(app, 150_00n);
    const silver = await holder(app, 1_200_00n);
    const nobody = await holder(app, 99_99n);
    app.clock.now = () => at('2026-12-01T00:30:00+07:00');
    await Promise.all([
      runVipPass(deps(app), 'node-a'),
      runVipPass(deps(app), 'node-b'),
      payVipBonuses(deps(app), merchant, { kind: 'monthly', month: '2026-12' }),
      payVipBonuses(deps(app), merchant, { kind: 'monthly', month: '2026-12' }),
    ]);
    expect((await bonusTransfers(app, 'monthly', bronze.member.id)).map((row) => row.amount)).toEqual([10_00n]);
    expect((await bonusTransfers(app, 'monthly', silver.member.id)).map((row) => row.amount)).toEqual([30_00n]);
    expect(await bonusTransfers(app, 'monthly', nobody.member.id)).toHaveLength(0);
    // Later in the month nothing more; the next month pays again, once.
    app.clock.now = () => at('2026-12-20T12:00:00+07:00');
    await runVipPass(deps(app), 'node-c');
    expect(await bonusTransfers(app, 'monthly', bronze.member.id)).toHaveLength(1);
    app.clock.now = () => at('2027-01-01T00:10:00+07:00');
    await Promise.all([runVipPass(deps(app), 'node-a'), runVipPass(deps(app), 'node-b')]);
    expect(await bonusTransfers(app, 'monthly', bronze.member.id)).toHaveLength(2);
    const seen = await vipOf(app, bronze.auth);
    expect(seen.bonuses?.map((row) => [row.kind, row.period, row.amount.amount])).toEqual([
      ['monthly', '2027-01', '10.00'],
      ['monthly', '2026-12', '10.00'],
    ]);
    await expectLedgerSound(app);
  });

  it('the birthday bonus is paid on the birthday only (merchant local day), once', async () => {
    const { app } = use();
    const merchant = await withTable(app);
    const member = await holder(app, 150_00n, '1990-12-15');
    const other = await holder(app, 150_00n, '1990-12-16');
    // 14 December 23:59 local is not yet the birthday; 15 December 00:00 local (17:00 UTC the day before) is.
    app.clock.now = () => at('2026-12-14T23:59:00+07:00');
    await runVipPass(deps(app), 'node-a');
    expect(await bonusTransfers(app, 'birthday', member.member.id)).toHaveLength(0);
    app.clock.now = () => at('2026-12-14T17:00:00Z');
    await Promise.all([
      runVipPass(deps(app), 'node-a'),
      runVipPass(deps(app), 'node-b'),
      payVipBonuses(deps(app), merchant, { kind: 'birthday', day: '2026-12-15' }),
    ]);
    expect((await bonusTransfers(app, 'birthday', member.member.id)).map((row) => row.amount)).toEqual([20_00n]);
    expect(await bonusTransfers(app, 'birthday', other.member.id)).toHaveLength(0);
    // The day after pays the other member, and nothing more to the first.
    app.clock.now = () => at('2026-12-16T09:00:00+07:00');
    await runVipPass(deps(app), 'node-a');
    expect(await bonusTransfers(app, 'birthday', member.member.id)).toHaveLength(1);
    expect(await bonusTransfers(app, 'birthday', other.member.id)).toHaveLength(1);
    await expectLedgerSound(app);
  });

  it('keep-level: below the keep requirement in the month drops one level at the boundary, once; exactly it keeps', async () => {
    const { app } = use();
    const merchant = await withTable(app, 'month');
    const kept = await holder(app, 150_00n);
    const short = await holder(app, 150_00n);
    const silver = await holder(app, 1_200_00n);
    // December in Ho Chi Minh City: kept bets exactly 50; short 49.99 in December and 100 on 1 January at 00:00.
    await playedRound(app, kept.member.id, { stake: 50_00n, closedAt: at('2026-12-31T23:59:59+07:00') });
    await playedRound(app, short.member.id, { stake: 49_99n, closedAt: at('2026-12-01T00:00:00+07:00') });
    await playedRound(app, short.member.id, { stake: 60_00n, closedAt: at('2027-01-01T00:00:00+07:00') });
    await playedRound(app, silver.member.id, { stake: 499_99n, closedAt: at('2026-12-15T12:00:00+07:00') });
    app.clock.now = () => at('2027-01-01T00:20:00+07:00');
    const december = keepSpanOf('2026-12-01', 'month');
    const counts = await Promise.all([
      reviewKeepLevels(deps(app), merchant, december),
      reviewKeepLevels(deps(app), merchant, december),
      runVipPass(deps(app), 'node-a').then(() => 0),
    ]);
    // Each demotion happened once: the reviews' counts add up to the members demoted for December.
    const demoted = await app.db.select().from(promoVipHoldings).where(eq(promoVipHoldings.reviewedPeriod, '2026-12'));
    expect(demoted.map((row) => row.accountId)).toEqual(expect.arrayContaining([short.member.id, silver.member.id]));
    expect(demoted.map((row) => row.accountId)).not.toContain(kept.member.id);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(demoted.length);
    expect((await vipOf(app, kept.auth)).vipRankLevel).toBe(1);
    // Demoted below level 1: the 60 bet on 1 January counts again from there and does not reach it.
    expect(await vipOf(app, short.auth)).toMatchObject({ hasVip: false, vipRankLevel: 0 });
    expect(await vipOf(app, silver.auth)).toMatchObject({ vipRankLevel: 1, vipLabelName: 'Đồng' });
    // Reviewing December again demotes nobody further.
    expect(await reviewKeepLevels(deps(app), merchant, december)).toBe(0);
    expect((await vipOf(app, silver.auth)).vipRankLevel).toBe(1);
    // Valid bet from the demotion on brings the level back (no second upgrade bonus).
    await playedRound(app, short.member.id, { stake: 40_00n, closedAt: at('2027-01-02T10:00:00+07:00') });
    const back = await vipOf(app, short.auth);
    expect(back).toMatchObject({ vipRankLevel: 1, keepPeriod: 'month' });
    expect(back.keepProgress).toMatchObject({ from: '2027-01-01', to: '2027-01-31', validBet: { amount: '100.00' } });
    expect(back.levels[0]).toMatchObject({ monthlyBonus: { amount: '10.00' }, keepValidBet: { amount: '50.00' } });
  });

  it('batched: a run cut off after its first batch is finished by the next, each holder paid once; trial accounts never', async () => {
    const { app } = use();
    const merchant = await withTable(app);
    const members = [];
    for (let index = 0; index < 5; index += 1) members.push(await holder(app, 150_00n));
    const trial = await holder(app, 1_200_00n);
    await app.db.update(accounts).set({ type: ACCOUNT_TYPE.TRIAL }).where(eq(accounts.id, trial.member.id));
    // The ledger fails on the second batch's payment, as a node dying midway would leave it.
    let calls = 0;
    const failing: PromoDeps = {
      ...deps(app),
      ledger: {
        applyInTransaction: (...args: Parameters<Ledger['applyInTransaction']>) =>
          app.ledger.applyInTransaction(...args),
        applyBatchedInTransaction: (...args: Parameters<Ledger['applyBatchedInTransaction']>) => {
          calls += 1;
          if (calls === 2) throw new Error('cut off');
          return app.ledger.applyBatchedInTransaction(...args);
        },
      } as unknown as Ledger,
    };
    const month = { kind: 'monthly', month: '2027-02' } as const;
    const earlier = await bonusRows(app, '2027-02');
    await expect(payVipBonuses(failing, merchant, month, { batchSize: 2 })).rejects.toThrow('cut off');
    // Batches run two at a time: the first committed, the failed one did not, a later one may have.
    const paidBefore = (await bonusRows(app, '2027-02')) - earlier;
    expect(paidBefore).toBeGreaterThanOrEqual(2);
    const rest = await payVipBonuses(deps(app), merchant, month, { batchSize: 2 });
    expect(rest).toBeGreaterThan(0);
    expect(rest).toBe((await bonusRows(app, '2027-02')) - earlier - paidBefore);
    expect(await payVipBonuses(deps(app), merchant, month, { batchSize: 2 })).toBe(0);
    for (const member of members)
      expect((await bonusTransfers(app, 'monthly', member.member.id)).map((row) => row.amount)).toEqual([10_00n]);
    expect(await bonusTransfers(app, 'monthly', trial.member.id)).toHaveLength(0);
    // The member sees the bonus, in their language.
    expect((await vipOf(app, members[0]?.auth ?? {})).bonuses?.map((row) => [row.kind, row.amount.amount])).toEqual([
      ['monthly', '10.00'],
    ]);
    await expectLedgerSound(app);
  });

  it('batched: three runs of the same month at once pay each holder once, and a birthday twice pays once', async () => {
    const { app } = use();
    const merchant = await withTable(app);
    const members = [];
    for (let index = 0; index < 4; index += 1) members.push(await holder(app, 1_200_00n, '1990-12-15'));
    const month = { kind: 'monthly', month: '2027-03' } as const;
    const counts = await Promise.all([
      payVipBonuses(deps(app), merchant, month, { batchSize: 2 }),
      payVipBonuses(deps(app), merchant, month, { batchSize: 3 }),
      payVipBonuses(deps(app), merchant, month),
    ]);
    expect(counts[0] + counts[1] + counts[2]).toBe(await bonusRows(app, '2027-03'));
    const birthday = { kind: 'birthday', day: '2027-12-15' } as const;
    await Promise.all([payVipBonuses(deps(app), merchant, birthday), payVipBonuses(deps(app), merchant, birthday)]);
    for (const member of members) {
      expect((await bonusTransfers(app, 'monthly', member.member.id)).map((row) => row.amount)).toEqual([30_00n]);
      expect((await bonusTransfers(app, 'birthday', member.member.id)).map((row) => row.amount)).toEqual([60_00n]);
    }
    await expectLedgerSound(app);
  });
});
