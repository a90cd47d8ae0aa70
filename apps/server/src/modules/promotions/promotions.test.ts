import type { PayeeAccount, WithdrawalOrder } from '@fortuna/contracts/payments';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import {
  type AdminApplication,
  type AdminPromotion,
  type BonusDetail,
  type MemberPromotion,
  PROMOTIONS_API,
  type PromoClaim,
  type PromotionInput,
} from '@fortuna/contracts/promotions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, ledgerTransfers } from '../../db/schema/index';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo';
import { DEMO_CHANNEL_CODES } from '../../seed/payments';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  channelByCode,
  creditedDeposit,
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  markPayeeUsed,
  newKey,
  post,
  settledRound,
  staffWithRole,
  walletOf,
} from '../payments/payments.test-helpers';
import { mainWallet } from '../wallet/member-wallets';

type Auth = Record<string, string>;

async function promotionsOf(app: FastifyInstance, auth: Auth, language = 'EN') {
  return (await get<MemberPromotion[]>(app, `${PROMOTIONS_API.member}?language=${language}`, auth)).body.value;
}

async function byKind(app: FastifyInstance, auth: Auth, kind: MemberPromotion['kind']) {
  const found = (await promotionsOf(app, auth)).find((promotion) => promotion.kind === kind);
  if (!found) throw new Error(`no ${kind} promotion`);
  return found;
}

const claim = (app: FastifyInstance, auth: Auth, id: number) =>
  post<MemberPromotion>(app, PROMOTIONS_API.claim(id), {}, auth, newKey());

function applyPromotion(amount: string): PromotionInput {
  return {
    category: 'special',
    audience: 'all',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    artworkUrl: '',
    texts: {
      EN: { title: 'Lucky application', terms: 'Apply; staff check and approve.' },
      TY: { title: 'Đăng ký may mắn', terms: 'Đăng ký; nhân viên kiểm tra và duyệt.' },
    },
    rule: { kind: 'apply_approve', amount },
    wallet: 'main',
    wageringMultiple: 2,
    sort: 0,
  };
}

async function bonusTransfers(app: FastifyInstance, promotionId: number) {
  return app.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'bonus'), eq(ledgerTransfers.reference, `promo:${promotionId}`)));
}

describeEachDatabase('promotions', (use) => {
  it('first deposit bonus: claimed in the reward centre, paid once, and its wagering blocks a withdrawal until met', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const before = await byKind(app, auth, 'first_deposit');
    expect(before.state).toBe('process');
    expect((await claim(app, auth, before.id)).body.code).toBe('PROMOTION_NOT_CLAIMABLE');

    await creditedDeposit(app, auth, '300000');
    const ready = await byKind(app, auth, 'first_deposit');
    expect(ready).toMatchObject({ state: 'claim', reward: { amountMinor: '30000000' }, wageringMultiple: 5 });
    const balanceBefore = (await walletOf(app, member.id)).balance;
    const claimed = await claim(app, auth, ready.id);
    expect(claimed.body.value.state).toBe('issued');
    expect((await walletOf(app, member.id)).balance).toBe(balanceBefore + 30_000_000n);
    expect((await claim(app, auth, ready.id)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');

    const bonuses = (await get<BonusDetail[]>(app, PROMOTIONS_API.bonuses, auth)).body.value;
    expect(bonuses).toEqual([
      expect.objectContaining({
        amount: { amount: '300000.00', amountMinor: '30000000' },
        required: { amount: '1500000.00', amountMinor: '150000000' },
        achieved: { amount: '0.00', amountMinor: '0' },
        isMet: false,
      }),
    ]);

    // The withdrawal check enforces the bonus's wagering.
    const bound = await post<PayeeAccount>(
      app,
      PAYMENT_API.payeeAccounts,
      { payeeName: 'TEST PAYEE', bankName: 'ACB', accountNumber: '0123456789', paymentPassword: DEMO_PAYMENT_PASSWORD },
      auth,
    );
    await markPayeeUsed(app, bound.body.value.id);
    const bank = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
    const withdraw = () =>
      post<WithdrawalOrder>(
        app,
        PAYMENT_API.withdrawals,
        {
          channelId: bank.id,
          payeeAccountId: bound.body.value.id,
          amount: '100000',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        },
        auth,
        newKey(),
      );
    expect((await withdraw()).body.code).toBe('WAGERING_NOT_MET');
    await settledRound(app, member.id, 100_000_000n);
    const halfway = (await get<BonusDetail[]>(app, PROMOTIONS_API.bonuses, auth)).body.value[0];
    expect(halfway).toMatchObject({ achieved: { amountMinor: '100000000' }, isMet: false });
    expect((await withdraw()).body.code).toBe('WAGERING_NOT_MET');
    await settledRound(app, member.id, 50_000_000n);
    expect((await withdraw()).body.success).toBe(true);
    const history = (await get<PromoClaim[]>(app, PROMOTIONS_API.claims, auth)).body.value;
    expect(history).toEqual([expect.objectContaining({ status: 'issued', kind: 'first_deposit' })]);
    await expectLedgerSound(app);
  });

  it('a claim sent 10 times at once grants the reward exactly once', async () => {
    const { app } = use();
    const { member, merchant, auth } = await fundedMember(app);
    const checkIn = await byKind(app, auth, 'daily_checkin');
    expect(checkIn).toMatchObject({ state: 'claim', reward: { amountMinor: '500000' } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(app, auth, checkIn.id)));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'PROMOTION_ALREADY_CLAIMED')).toHaveLength(9);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect((await walletOf(app, member.id)).balance).toBe(500_000n);
    const wallet = await mainWallet(app.db, member, merchant);
    const paid = (await bonusTransfers(app, checkIn.id)).filter((transfer) => transfer.creditAccountId === wallet.id);
    expect(paid).toHaveLength(1);
    expect((await get<PromoClaim[]>(app, PROMOTIONS_API.claims, auth)).body.value).toHaveLength(1);
    expect((await byKind(app, auth, 'daily_checkin')).state).toBe('issued');
    await expectLedgerSound(app);
  });

  it('reload bonus: a second deposit the same day earns 20%; the badge counts what is claimable', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const counts = async () =>
      (await app.inject({ method: 'GET', url: '/wps/member/counts', headers: auth })).json().value.availablePromoCount;
    expect(await counts()).toBe(1); // the daily check-in
    await creditedDeposit(app, auth, '150000');
    expect(await counts()).toBe(2); // and the first deposit bonus
    await creditedDeposit(app, auth, '250000');
    expect(await counts()).toBe(3);
    const reload = await byKind(app, auth, 'reload_deposit');
    expect(reload).toMatchObject({ state: 'claim', reward: { amountMinor: '5000000' } });
    const before = (await walletOf(app, member.id)).balance;
    expect((await claim(app, auth, reload.id)).body.success).toBe(true);
    expect((await walletOf(app, member.id)).balance).toBe(before + 5_000_000n);
    expect(await counts()).toBe(2);
    // TY texts for a TY reader.
    const inTy = (await promotionsOf(app, auth, 'TY')).find((promotion) => promotion.id === reload.id);
    expect(inTy?.title).toBe('Thưởng nạp lại mỗi ngày 20%');
  });

  it('apply-and-approve: a rejected application grants nothing; an approved one pays once; every action audited', async () => {
    const { app } = use();
    const merchantId = (await fundedMember(app)).merchant.id;
    const operator = await staffWithRole(app, 'operator');
    const created = await post<AdminPromotion>(
      app,
      `${PROMOTIONS_API.admin.list}?merchantId=${merchantId}`,
      applyPromotion('88000'),
      operator,
    );
    expect(created.body.success).toBe(true);
    const promotionId = created.body.value.id;

    const rejectedMember = await fundedMember(app);
    expect((await claim(app, rejectedMember.auth, promotionId)).body.value.state).toBe('applying');
    expect((await claim(app, rejectedMember.auth, promotionId)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    const approvedMember = await fundedMember(app);
    await claim(app, approvedMember.auth, promotionId);

    const finance = await financeAuth(app);
    const pending = (
      await get<AdminApplication[]>(app, `${PROMOTIONS_API.admin.applications}?merchantId=${merchantId}`, finance)
    ).body.value;
    const appOf = (accountId: number) => pending.find((row) => row.accountId === accountId);
    const toReject = appOf(rejectedMember.member.id);
    const toApprove = appOf(approvedMember.member.id);
    if (!toReject || !toApprove) throw new Error('applications missing');

    const noReason = await post(
      app,
      PROMOTIONS_API.admin.decision(toReject.id),
      { approve: false, reason: ' ' },
      finance,
    );
    expect(noReason.body.code).toBe('VALIDATION_FAILED');
    const rejected = await post(
      app,
      PROMOTIONS_API.admin.decision(toReject.id),
      { approve: false, reason: 'Same device' },
      finance,
    );
    expect(rejected.body.success).toBe(true);
    expect((await walletOf(app, rejectedMember.member.id)).balance).toBe(0n);
    const view = (await promotionsOf(app, rejectedMember.auth)).find((promotion) => promotion.id === promotionId);
    expect(view).toMatchObject({ state: 'rejected', reason: 'Same device' });
    expect((await claim(app, rejectedMember.auth, promotionId)).body.code).toBe('PROMOTION_NOT_CLAIMABLE');
    expect((await post(app, PROMOTIONS_API.admin.decision(toReject.id), { approve: true }, finance)).body.code).toBe(
      'ORDER_ALREADY_DECIDED',
    );

    const approvals = await Promise.all(
      [0, 1, 2].map(() => post(app, PROMOTIONS_API.admin.decision(toApprove.id), { approve: true }, finance)),
    );
    expect(approvals.filter((answer) => answer.body.success)).toHaveLength(1);
    expect((await walletOf(app, approvedMember.member.id)).balance).toBe(8_800_000n);
    expect(await bonusTransfers(app, promotionId)).toHaveLength(1);

    const audited = await app.db.select().from(auditLog).where(eq(auditLog.merchantId, merchantId));
    const actions = audited.filter((row) => row.action.startsWith('promotion.')).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['promotion.create', 'promotion.application.reject', 'promotion.application.approve']),
    );
    await expectLedgerSound(app);
  });

  it('a paused promotion is hidden and refuses claims; bad input is a clear error; members cannot reach staff calls', async () => {
    const { app } = use();
    const { auth, merchant } = await fundedMember(app);
    const admin = await staffAuth(app);
    const created = await post<AdminPromotion>(
      app,
      `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`,
      applyPromotion('1000'),
      admin,
    );
    const id = created.body.value.id;
    const paused = await post<AdminPromotion>(app, PROMOTIONS_API.admin.status(id), { status: 'paused' }, admin);
    expect(paused.body.value.status).toBe('paused');
    expect((await promotionsOf(app, auth)).some((promotion) => promotion.id === id)).toBe(false);
    expect((await claim(app, auth, id)).body.code).toBe('PROMOTION_NOT_FOUND');

    const badAmount = await post(
      app,
      `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`,
      applyPromotion('-5'),
      admin,
    );
    expect(badAmount.status).toBe(400);
    const backwards = { ...applyPromotion('1000'), endsAt: '2025-01-01T00:00:00Z' };
    expect((await post(app, `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`, backwards, admin)).status).toBe(
      400,
    );
    const kindChange = await app.inject({
      method: 'PUT',
      url: PROMOTIONS_API.admin.one(id),
      headers: admin,
      payload: { ...applyPromotion('1000'), rule: { kind: 'daily_checkin', streakRewards: ['1'] } },
    });
    expect(kindChange.json().code).toBe('PROMOTION_KIND_LOCKED');
    expect((await get(app, `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`, auth)).status).toBe(401);
    const visitors = await get<MemberPromotion[]>(app, `${PROMOTIONS_API.list}?language=TY`, {});
    expect(visitors.body.value.every((promotion) => promotion.state === 'join')).toBe(true);
    expect(visitors.body.value.map((promotion) => promotion.title)).toContain('Điểm danh mỗi ngày');
    expect(visitors.body.value.some((promotion) => promotion.id === id)).toBe(false);
  });
});
