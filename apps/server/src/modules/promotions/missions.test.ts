import { randomBytes } from 'node:crypto';
import type { MemberLeaderboard, MissionSummary } from '@fortuna/contracts/missions';
import { MISSIONS_API } from '@fortuna/contracts/missions';
import {
  type AdminPromotion,
  type MemberPromotion,
  PROMOTIONS_API,
  type PromoRule,
  type PromotionInput,
} from '@fortuna/contracts/promotions';
import type { MemberCounts } from '@fortuna/contracts/session';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  depositOrders,
  games,
  ledgerTransfers,
  memberSessions,
  promoLeaderboardWinners,
  vendorRounds,
} from '../../db/schema/index';
import { testGame } from '../../test/rounds';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  creditedDeposit,
  demoMerchant,
  expectLedgerSound,
  fundedMember,
  get,
  newKey,
  post,
  walletOf,
} from '../payments/payments.test-helpers';
import { findRequirementBySource } from '../payments/wagering.repo';
import { cashbackPeriodOf } from './cashback-rules';
import { payLeaderboardPeriod, runLeaderboardPass } from './leaderboard.job';
import { maskUsername, missionPercent, missionTargetOf } from './mission-rules';
import { missionProgressOf, winnersOf } from './missions.repo';
import { dayInZone } from './promo-rules';
import { findPromotion } from './promotions.repo';
import type { PromoDeps } from './promotions.service';
import { createPromotion } from './promotions.test-helpers';

const ZONE = 'Asia/Ho_Chi_Minh';

describe('mission rules', () => {
  it('reads targets in whole rounds and days, money in minor units; refuses fractions and too many days', () => {
    const base = { kind: 'mission', gameType: null, period: 'week', reward: '10' } as const;
    expect(missionTargetOf({ ...base, task: 'rounds', target: '3' })).toBe(3n);
    expect(missionTargetOf({ ...base, task: 'rounds', target: '2.5' })).toBeUndefined();
    expect(missionTargetOf({ ...base, task: 'valid_bet', target: '100.50' })).toBe(100_50n);
    expect(missionTargetOf({ ...base, task: 'login_days', target: '7' })).toBe(7n);
    expect(missionTargetOf({ ...base, task: 'login_days', target: '8' })).toBeUndefined();
    expect(missionTargetOf({ ...base, period: 'day', task: 'login_days', target: '2' })).toBeUndefined();
    expect(missionPercent(1n, 3n)).toBe(33);
    expect(missionPercent(5n, 3n)).toBe(100);
    expect(maskUsername('demo01')).toBe('de***1');
    expect(maskUsername('abc')).toBe('a***');
  });
});

function promotionInput(rule: PromoRule, values: Partial<PromotionInput> = {}): PromotionInput {
  return {
    category: 'daily',
    audience: 'all',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: null,
    artworkUrl: '',
    texts: {
      EN: { title: 'Play 3 rounds', terms: 'Play three rounds today.' },
      TY: { title: 'Chơi 3 ván', terms: 'Chơi ba ván trong hôm nay.' },
    },
    rule,
    wallet: 'bonus',
    wageringMultiple: 2,
    sort: 0,
    ...values,
  };
}

const liveGames = new WeakMap<FastifyInstance, number>();

/** A LIVE game of the test vendor (the slot game of testGame is RNG). */
async function liveGameId(app: FastifyInstance): Promise<number> {
  const known = liveGames.get(app);
  if (known) return known;
  const { vendorId } = await testGame(app);
  const [game] = await app.db
    .insert(games)
    .values({ vendorId, gameCode: `live-${randomBytes(3).toString('hex')}`, name: 'Live', gameType: 'LIVE' })
    .returning();
  if (!game) throw new Error('game not inserted');
  liveGames.set(app, game.id);
  return game.id;
}

/** A settled real-money round closed at `closedAt` (a payout equal to the stake is no valid bet). */
async function round(
  app: FastifyInstance,
  accountId: number,
  values: { stake: bigint; payout?: bigint; closedAt: Date; live?: boolean; isTrial?: boolean },
) {
  const merchant = await demoMerchant(app);
  const { vendorId, gameId } = await testGame(app);
  await app.db.insert(vendorRounds).values({
    merchantId: merchant.id,
    vendorId,
    roundId: `mission-${randomBytes(6).toString('hex')}`,
    gameId: values.live ? await liveGameId(app) : gameId,
    accountId,
    sessionId: 0,
    isTrial: values.isTrial ?? false,
    currency: merchant.currency,
    status: 'settled',
    stakeMinor: values.stake,
    payoutMinor: values.payout ?? 0n,
    hasWin: true,
    closedAt: values.closedAt,
  });
}

const at = (text: string) => new Date(text);

describeEachDatabase('missions and leaderboards', (use) => {
  const created: number[] = [];

  afterEach(async () => {
    const { app } = use();
    const operator = await staffAuth(app, 'admin');
    for (const id of created.splice(0))
      await post(app, PROMOTIONS_API.admin.status(id), { status: 'paused' }, operator);
    app.clock.now = () => new Date();
  });

  const deps = (app: FastifyInstance): PromoDeps => ({ db: app.db, ledger: app.ledger, clock: app.clock });

  it('counts progress per task from crafted histories, in the merchant zone', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const dayOf = dayInZone(ZONE);
    // The week of Monday 23 November 2026 in Ho Chi Minh City (UTC+7).
    const window = { start: at('2026-11-23T00:00:00+07:00'), end: at('2026-11-30T00:00:00+07:00') };
    const progress = (task: 'rounds' | 'valid_bet' | 'deposit' | 'login_days', gameType: 'LIVE' | null = null) =>
      missionProgressOf(app.db, { accountId: member.id, task, gameType, window }, dayOf);

    await round(app, member.id, { stake: 100_00n, closedAt: at('2026-11-23T00:30:00+07:00') });
    await round(app, member.id, { stake: 50_00n, payout: 50_00n, closedAt: at('2026-11-24T10:00:00+07:00') });
    await round(app, member.id, {
      stake: 70_00n,
      payout: 200_00n,
      live: true,
      closedAt: at('2026-11-29T23:59:00+07:00'),
    });
    // Outside the week (Sunday before, 23:59 local) and a trial round: not counted.
    await round(app, member.id, { stake: 900_00n, closedAt: at('2026-11-22T23:59:00+07:00') });
    await round(app, member.id, { stake: 900_00n, closedAt: at('2026-11-25T10:00:00+07:00'), isTrial: true });
    expect(await progress('rounds')).toBe(3n);
    expect(await progress('rounds', 'LIVE')).toBe(1n);
    // Valid bet leaves out the round that paid back exactly its stake.
    expect(await progress('valid_bet')).toBe(170_00n);
    expect(await progress('valid_bet', 'LIVE')).toBe(70_00n);

    const inside = await creditedDeposit(app, auth, '200000');
    const outside = await creditedDeposit(app, auth, '300000');
    await app.db
      .update(depositOrders)
      .set({ decidedAt: at('2026-11-26T08:00:00+07:00') })
      .where(eq(depositOrders.id, inside));
    await app.db
      .update(depositOrders)
      .set({ decidedAt: at('2026-11-30T00:00:00+07:00') })
      .where(eq(depositOrders.id, outside));
    expect(await progress('deposit')).toBe(200_000_00n);

    // Sign-ins: two on Monday (one is 20:00 UTC on Sunday, already Monday in the zone), one on Thursday,
    // one on the Sunday before (another week).
    await app.db.delete(memberSessions).where(eq(memberSessions.accountId, member.id));
    for (const createdAt of [
      '2026-11-22T20:00:00Z',
      '2026-11-23T09:00:00+07:00',
      '2026-11-26T12:00:00+07:00',
      '2026-11-22T16:00:00Z',
    ])
      await app.db.insert(memberSessions).values({
        accountId: member.id,
        tokenHash: randomBytes(16).toString('hex'),
        ip: '127.0.0.1',
        createdAt: at(createdAt),
        expiresAt: at('2026-12-31T00:00:00Z'),
      });
    expect(await progress('login_days')).toBe(2n);
  });

  it('a play-3-rounds mission: refused before complete, claimed 10 times at once, paid once with its wagering', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const mission = await createPromotion(
      app,
      promotionInput({ kind: 'mission', task: 'rounds', target: '3', gameType: null, period: 'day', reward: '25' }),
    );
    created.push(mission.id);
    const summary = async (language = 'EN') =>
      (await get<MissionSummary>(app, `${MISSIONS_API.summary}?language=${language}`, auth)).body.value;
    const counts = async () => (await get<MemberCounts>(app, '/wps/member/counts', auth)).body.value;

    const before = (await summary()).missions.find((row) => row.id === mission.id);
    expect(before).toMatchObject({
      state: 'process',
      progress: '0',
      target: '3',
      percent: 0,
      reward: { amount: '25.00' },
    });
    await round(app, member.id, { stake: 10_00n, closedAt: new Date() });
    await round(app, member.id, { stake: 10_00n, closedAt: new Date() });
    const early = await post<MemberPromotion>(app, PROMOTIONS_API.claim(mission.id), {}, auth, newKey());
    expect(early).toMatchObject({ status: 409, body: { success: false, code: 'MISSION_NOT_COMPLETE' } });
    expect((await summary('TY')).missions.find((row) => row.id === mission.id)).toMatchObject({
      title: 'Chơi 3 ván',
      progress: '2',
      percent: 66,
    });
    expect((await counts()).missionCount).toBe(0);

    await round(app, member.id, { stake: 10_00n, closedAt: new Date() });
    expect((await summary()).claimable).toBe(1);
    expect((await counts()).missionCount).toBe(1);
    // Missions are not promotions of /promotions, nor counted in the reward-centre badge.
    const listed = (await get<MemberPromotion[]>(app, PROMOTIONS_API.member, auth)).body.value;
    expect(listed.some((row) => row.id === mission.id)).toBe(false);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post<MemberPromotion>(app, PROMOTIONS_API.claim(mission.id), {}, auth, index < 5 ? 'same-key-0001' : newKey()),
      ),
    );
    const issued = answers.filter((answer) => answer.body.success);
    expect(issued.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((one) => !one.body.success))
      expect(answer.body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    const paid = await app.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'bonus'), eq(ledgerTransfers.reference, `promo:${mission.id}`)));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(25_00n);
    expect((await walletOf(app, member.id)).balance).toBe(0n);
    const after = (await summary()).missions.find((row) => row.id === mission.id);
    expect(after).toMatchObject({ state: 'issued', percent: 100, reward: { amount: '25.00' } });
    expect((await counts()).missionCount).toBe(0);
    const claimRow = paid[0]?.metadata as { claimId?: number } | null;
    const requirement = await findRequirementBySource(app.db, `promo:${claimRow?.claimId}`);
    expect(requirement?.requiredTurnoverMinor).toBe(50_00n);
    await expectLedgerSound(app);

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'promotion.create'));
    expect(audit.some((row) => JSON.stringify(row).includes(String(mission.id)))).toBe(true);
  });

  it('refuses a mission counting a fraction of a round, and leaderboards without prizes; nothing is created', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const admin = await staffAuth(app, 'admin');
    const url = `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`;
    const before = (await get<AdminPromotion[]>(app, url, admin)).body.value.length;
    const fraction = await post(
      app,
      url,
      promotionInput({ kind: 'mission', task: 'rounds', target: '2.5', gameType: null, period: 'day', reward: '5' }),
      admin,
    );
    expect(fraction).toMatchObject({ status: 400, body: { code: 'MISSION_TARGET_INVALID' } });
    const noPrizes = await post(
      app,
      url,
      promotionInput({ kind: 'leaderboard', period: 'day', gameType: null, prizes: [] }),
      admin,
    );
    expect(noPrizes.status).toBe(400);
    expect((await get<AdminPromotion[]>(app, url, admin)).body.value).toHaveLength(before);
  });

  it('closes a leaderboard day once (twice at once, by two nodes), ranking ties by who got there first', async () => {
    const { app } = use();
    // Wednesday 25 November, noon local: the 24th has ended.
    const NOW = at('2026-11-25T05:00:00Z');
    app.clock.now = () => NOW;
    const board = await createPromotion(
      app,
      promotionInput(
        { kind: 'leaderboard', period: 'day', gameType: 'RNG', prizes: ['100', '50'] },
        { wallet: 'main', wageringMultiple: 0 },
      ),
    );
    created.push(board.id);
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => fundedMember(app)));
    if (!a || !b || !c || !d || !e) throw new Error('members missing');
    await round(app, a.member.id, { stake: 500_00n, closedAt: at('2026-11-24T20:00:00+07:00') });
    // b and c tie on 300.00: c reached it first.
    await round(app, b.member.id, { stake: 300_00n, closedAt: at('2026-11-24T10:00:00+07:00') });
    await round(app, c.member.id, { stake: 100_00n, closedAt: at('2026-11-24T08:00:00+07:00') });
    await round(app, c.member.id, { stake: 200_00n, closedAt: at('2026-11-24T09:00:00+07:00') });
    // Another area, and a round paying back its stake: no valid bet on this board.
    await round(app, d.member.id, { stake: 5_000_00n, live: true, closedAt: at('2026-11-24T11:00:00+07:00') });
    await round(app, e.member.id, { stake: 9_000_00n, payout: 9_000_00n, closedAt: at('2026-11-24T11:00:00+07:00') });
    // Today (the running day): b leads.
    await round(app, b.member.id, { stake: 40_00n, closedAt: at('2026-11-25T09:00:00+07:00') });

    const promotion = await findPromotion(app.db, board.id);
    if (!promotion) throw new Error('board missing');
    const merchant = await demoMerchant(app);
    const days = { timeZone: ZONE, dayOf: dayInZone(ZONE) };
    const span = cashbackPeriodOf('2026-11-24', 'day');
    const paid = await Promise.all([
      payLeaderboardPeriod(deps(app), merchant, promotion, span, days),
      payLeaderboardPeriod(deps(app), merchant, promotion, span, days),
      runLeaderboardPass(deps(app), { holder: 'node-a' }).then(() => 0),
      runLeaderboardPass(deps(app), { holder: 'node-b' }).then(() => 0),
    ]);
    expect(paid[0] + paid[1]).toBeLessThanOrEqual(2);
    await runLeaderboardPass(deps(app), { holder: 'node-c' });
    await payLeaderboardPeriod(deps(app), merchant, promotion, span, days);

    const winners = await winnersOf(app.db, board.id, '2026-11-24');
    expect(winners.map((row) => [row.rank, row.accountId, row.prizeMinor])).toEqual([
      [1, a.member.id, 100_00n],
      [2, c.member.id, 50_00n],
    ]);
    const transfers = await app.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `promo:${board.id}`));
    // One transfer per paid rank: the pass also closed the earlier days of the look-back (other tests' rounds).
    const allWinners = await app.db
      .select()
      .from(promoLeaderboardWinners)
      .where(eq(promoLeaderboardWinners.promotionId, board.id));
    expect(transfers).toHaveLength(allWinners.length);
    expect(new Set(allWinners.map((row) => `${row.periodKey}:${row.accountId}`)).size).toBe(allWinners.length);
    expect((await walletOf(app, a.member.id)).balance).toBe(100_00n);
    expect((await walletOf(app, c.member.id)).balance).toBe(50_00n);
    expect((await walletOf(app, b.member.id)).balance).toBe(0n);
    await expectLedgerSound(app);

    // The member's view: today's standings with their own rank, and yesterday's winners, names masked.
    const views = (await get<MemberLeaderboard[]>(app, `${MISSIONS_API.leaderboard}?language=TY`, b.auth)).body.value;
    const view = views.find((row) => row.id === board.id);
    expect(view).toMatchObject({
      from: '2026-11-25',
      to: '2026-11-25',
      prizes: [{ amount: '100.00' }, { amount: '50.00' }],
    });
    expect(view?.mine).toMatchObject({ rank: 1, validBet: { amount: '40.00' }, prize: { amount: '100.00' } });
    expect(view?.standings[0]?.username).toBe(maskUsername(b.member.username));
    expect(view?.past[0]).toMatchObject({ periodKey: '2026-11-24' });
    expect(view?.past[0]?.winners.map((row) => row.username)).toEqual([
      maskUsername(a.member.username),
      maskUsername(c.member.username),
    ]);
    const outsider = (await get<MemberLeaderboard[]>(app, MISSIONS_API.leaderboard, e.auth)).body.value;
    expect(outsider.find((row) => row.id === board.id)?.mine).toBeNull();
  });
});
