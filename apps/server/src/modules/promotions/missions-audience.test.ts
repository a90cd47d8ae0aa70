import { type MemberLeaderboard, MISSIONS_API, type MissionSummary } from '@fortuna/contracts/missions';
import { PROMOTIONS_API } from '@fortuna/contracts/promotions';
import type { MemberCounts } from '@fortuna/contracts/session';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import {
  demoMerchant,
  fundedMember,
  get,
  newKey,
  post,
  settledRound,
  walletOf,
} from '../payments/payments.test-helpers';
import { cashbackPeriodOf } from './cashback-rules';
import { payLeaderboardPeriod } from './leaderboard.job';
import { merchantDays } from './mission-progress';
import { maskUsername } from './mission-rules';
import { winnersOf } from './missions.repo';
import { findPromotion } from './promotions.repo';
import { createPromotion, promotionInput } from './promotions.test-helpers';

describeEachDatabase('audiences of missions and leaderboards', (use) => {
  it('a member outside the audience neither sees nor counts nor claims the mission, and is not ranked nor paid', async () => {
    const { app } = use();
    const [listed, other, outsider] = await Promise.all([fundedMember(app), fundedMember(app), fundedMember(app)]);
    if (!listed || !other || !outsider) throw new Error('members missing');
    const audience = {
      audience: 'member_list' as const,
      memberUsernames: [listed.member.username, other.member.username],
    };
    const mission = await createPromotion(
      app,
      promotionInput(
        { kind: 'mission', task: 'rounds', target: '1', gameType: null, period: 'day', reward: '10' },
        {
          ...audience,
          texts: {
            EN: { title: 'Play a round', terms: 'One round today.' },
            TY: { title: 'Chơi một ván', terms: 'Một ván hôm nay.' },
          },
        },
      ),
    );
    const board = await createPromotion(
      app,
      promotionInput({ kind: 'leaderboard', period: 'day', gameType: null, prizes: ['100', '50'] }, audience),
    );
    // The outsider bets the most and completes the mission too.
    await settledRound(app, outsider.member.id, 500_00n);
    await settledRound(app, listed.member.id, 10_00n);
    await settledRound(app, other.member.id, 20_00n);

    const summaryOf = async (auth: Record<string, string>) =>
      (await get<MissionSummary>(app, `${MISSIONS_API.summary}?language=TY`, auth)).body.value;
    const countsOf = async (auth: Record<string, string>) =>
      (await get<MemberCounts>(app, '/wps/member/counts', auth)).body.value;
    expect((await summaryOf(listed.auth)).missions.find((row) => row.id === mission.id)).toMatchObject({
      title: 'Chơi một ván',
      state: 'claim',
    });
    expect((await countsOf(listed.auth)).missionCount).toBe(1);
    expect(await summaryOf(outsider.auth)).toEqual({ claimable: 0, missions: [] });
    expect((await countsOf(outsider.auth)).missionCount).toBe(0);

    const refused = await post(app, PROMOTIONS_API.claim(mission.id), {}, outsider.auth, newKey());
    expect(refused).toMatchObject({ status: 403, body: { success: false, code: 'PROMOTION_FOR_LISTED_MEMBERS' } });
    expect((await walletOf(app, outsider.member.id)).balance).toBe(0n);

    // The leaderboard: the outsider does not see it; among the listed members the outsider's bet does not rank.
    const boardsOf = async (auth: Record<string, string>) =>
      (await get<MemberLeaderboard[]>(app, `${MISSIONS_API.leaderboard}?language=TY`, auth)).body.value;
    expect((await boardsOf(outsider.auth)).find((row) => row.id === board.id)).toBeUndefined();
    const view = (await boardsOf(listed.auth)).find((row) => row.id === board.id);
    expect(view?.standings.map((row) => [row.rank, row.username])).toEqual([
      [1, maskUsername(other.member.username)],
      [2, maskUsername(listed.member.username)],
    ]);
    expect(view?.mine).toMatchObject({ rank: 2, prize: { amount: '50.00' } });

    // Closing the day pays the listed members by their rank among the audience; the outsider is paid nothing.
    const merchant = await demoMerchant(app);
    const days = await merchantDays(app.db, merchant.id);
    const promotion = await findPromotion(app.db, board.id);
    if (!promotion) throw new Error('board missing');
    const span = cashbackPeriodOf(days.dayOf(app.clock.now()), 'day');
    await payLeaderboardPeriod({ db: app.db, ledger: app.ledger, clock: app.clock }, merchant, promotion, span, days);
    const winners = await winnersOf(app.db, board.id, span.key);
    expect(winners.map((row) => [row.rank, row.accountId, row.prizeMinor])).toEqual([
      [1, other.member.id, 100_00n],
      [2, listed.member.id, 50_00n],
    ]);
    expect((await walletOf(app, outsider.member.id)).balance).toBe(0n);
  });
});
