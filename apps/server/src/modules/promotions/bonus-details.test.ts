import { type BonusDetail, PROMOTIONS_API } from '@fortuna/contracts/promotions';
import { type MemberReferral, REFERRAL_API } from '@fortuna/contracts/referral';
import { VIP_API } from '@fortuna/contracts/vip';
import { expect, it } from 'vitest';
import { uniqueUsername } from '../../test/accounts';
import { registerVisitor } from '../../test/registration';
import { describeEachDatabase } from '../../test/test-app';
import { creditedDeposit, fundedMember, get, settledRound, staffWithRole } from '../payments/payments.test-helpers';
import { runReferralPass } from './referral.job';

describeEachDatabase('bonus details', (use) => {
  it('lists the referral reward with its wagering and the VIP upgrade bonus, named in EN and TY', async () => {
    const { app } = use();
    const operator = await staffWithRole(app, 'operator');
    const { member, merchant, auth } = await fundedMember(app);
    const terms = await app.inject({
      method: 'PUT',
      url: `${REFERRAL_API.admin.settings}?merchantId=${merchant.id}`,
      headers: operator,
      payload: {
        reward: '50000',
        wallet: 'bonus',
        wageringMultiple: 3,
        minFirstDeposit: '100000',
        minValidBet: '1000',
      },
    });
    expect(terms.json().success).toBe(true);
    const levels = await app.inject({
      method: 'PUT',
      url: `${VIP_API.admin.levels}?merchantId=${merchant.id}`,
      headers: operator,
      payload: {
        levels: [
          {
            names: { EN: 'Bronze', TY: 'Đồng' },
            validBetThreshold: '1',
            depositThreshold: '0',
            upgradeBonus: '20',
            monthlyBonus: '0',
            rebateRates: {},
          },
        ],
      },
    });
    expect(levels.json().success).toBe(true);

    // A friend registers with the member's code, deposits and plays: the member is paid the referral reward.
    const { code } = (await get<MemberReferral>(app, REFERRAL_API.member, auth)).body.value;
    const friendName = uniqueUsername('inv');
    const registered = await registerVisitor(app, { username: friendName, referralCode: code });
    const friendAuth = { authorization: `Bearer ${registered.json<{ value: { token: string } }>().value.token}` };
    const friend = (await get<{ id: number }>(app, '/wps/member/info', friendAuth)).body.value;
    await creditedDeposit(app, friendAuth, '100000');
    await settledRound(app, friend.id, 100_000n);
    await runReferralPass({ db: app.db, ledger: app.ledger, clock: app.clock });
    // The member's own valid bet reaches level 1: the upgrade bonus is paid when the level is read.
    await settledRound(app, member.id, 100n);
    expect((await get(app, `${VIP_API.member}?language=EN`, auth)).body.success).toBe(true);

    const bonusesIn = async (language: string) =>
      (await get<BonusDetail[]>(app, `${PROMOTIONS_API.bonuses}?language=${language}`, auth)).body.value;
    const masked = `${friendName.slice(0, 2)}***${friendName.slice(-1)}`;
    const en = await bonusesIn('EN');
    expect(en).toHaveLength(2);
    expect(en.find((bonus) => bonus.key === `referral:${friend.id}`)).toMatchObject({
      title: `Referral reward: ${masked}`,
      amount: { amount: '50000.00' },
      wageringMultiple: 3,
      required: { amount: '150000.00' },
      // The member's round of 1.00 after the reward counts toward its wagering.
      achieved: { amount: '1.00' },
      isMet: false,
    });
    expect(en.find((bonus) => bonus.key === 'vip-upgrade:1')).toMatchObject({
      title: 'VIP upgrade bonus, level 1',
      amount: { amount: '20.00' },
      wageringMultiple: 0,
      isMet: true,
    });
    const ty = await bonusesIn('TY');
    // Newest first: the upgrade bonus was paid after the referral reward.
    expect(ty.map((bonus) => bonus.title)).toEqual([
      'Thưởng thăng cấp bậc hội viên, cấp 1',
      `Thưởng giới thiệu bạn bè: ${masked}`,
    ]);

    // The member's own play counts toward the referral reward's wagering.
    await settledRound(app, member.id, 40_000_00n);
    const progressed = (await bonusesIn('EN')).find((bonus) => bonus.key === `referral:${friend.id}`);
    expect(progressed?.achieved.amount).toBe('40001.00');
  });
});
