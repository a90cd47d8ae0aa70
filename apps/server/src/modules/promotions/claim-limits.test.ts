import { randomBytes } from 'node:crypto';
import { PROMO_LIMITS_API, type PromoLimits, type PromoLimitsInput } from '@fortuna/contracts/promo-limits';
import {
  type AdminPromotion,
  type MemberPromotion,
  PROMOTIONS_API,
  type PromoRule,
} from '@fortuna/contracts/promotions';
import type { RiskFlagPage } from '@fortuna/contracts/risk';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, auditLog, payeeAccounts, promoClaims } from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../seed/demo';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';
import {
  demoMerchant,
  financeAuth,
  fundedMember,
  get,
  post,
  staffWithRole,
  walletOf,
} from '../payments/payments.test-helpers';
import { claimableCount } from './promotions.service';

describeEachDatabase('promotion abuse limits', (use) => {
  async function promotionWith(title: string, rule: PromoRule, limits: PromoLimitsInput) {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const operator = await staffWithRole(app, 'operator');
    const created = await post<AdminPromotion>(
      app,
      `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`,
      {
        category: 'special',
        audience: 'all',
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: null,
        artworkUrl: '',
        texts: { EN: { title, terms: 'Once per person.' }, TY: { title: `${title} TY`, terms: 'Mỗi người một lần.' } },
        rule,
        wallet: 'main',
        wageringMultiple: 0,
        sort: 0,
      },
      operator,
    );
    expect(created.body.success).toBe(true);
    const id = created.body.value.id;
    const saved = await app.inject({
      method: 'PUT',
      url: PROMO_LIMITS_API.admin(id),
      headers: operator,
      payload: limits,
    });
    expect(saved.json()).toMatchObject({ success: true, value: { promotionId: id, ...limits } });
    return id;
  }

  /** A member signed in from `device` (when given): the device is recorded against the account. */
  async function member(device?: string) {
    const { app } = use();
    const { member: row } = await fundedMember(app);
    const login = await postLogin(
      app,
      { username: row.username, password: DEMO_PASSWORD },
      device ? { headers: { 'x-device-id': device } } : {},
    );
    return { row, auth: { authorization: `Bearer ${login.json<{ value: { token: string } }>().value.token}` } };
  }

  const claim = (auth: Record<string, string>, id: number) =>
    post<MemberPromotion>(use().app, PROMOTIONS_API.claim(id), {}, auth);

  async function stateFor(auth: Record<string, string>, id: number) {
    const list = (await get<MemberPromotion[]>(use().app, PROMOTIONS_API.member, auth)).body.value;
    return list.find((row) => row.id === id)?.state;
  }

  async function promotionBadge(accountId: number): Promise<number> {
    const { app } = use();
    const [member] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!member) throw new Error('member missing');
    return claimableCount(app, member);
  }

  async function abuseFlags() {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const url = `/api/admin/risk/flags?merchantId=${merchant.id}&kind=bonus_abuse`;
    return (await get<RiskFlagPage>(app, url, await staffWithRole(app, 'risk'))).body.value.list;
  }

  it('one claim per device: two accounts on one device claiming at once get one claim, the other is refused and flagged', async () => {
    const device = `dev-${randomBytes(12).toString('hex')}`;
    const id = await promotionWith(
      'Device welcome',
      { kind: 'apply_approve', amount: '10000' },
      {
        perMember: null,
        perDevice: 1,
        perPayeeAccount: null,
      },
    );
    const first = await member(device);
    const second = await member(device);
    const answers = await Promise.all([claim(first.auth, id), claim(second.auth, id)]);
    expect(answers.map((answer) => answer.body.success).sort()).toEqual([false, true]);
    const refused = answers.find((answer) => !answer.body.success);
    expect(refused?.body).toMatchObject({ code: 'PROMOTION_DEVICE_LIMIT' });
    expect(refused?.status).toBe(409);
    const loser = answers[0]?.body.success ? second : first;
    const flag = (await abuseFlags()).find((row) => row.accountId === loser.row.id);
    expect(flag?.detail).toMatchObject({
      promotionId: id,
      promotion: 'Device welcome',
      reason: 'device_limit',
      limit: 1,
    });
    const claims = await use().app.db.select().from(promoClaims).where(eq(promoClaims.promotionId, id));
    expect(claims).toHaveLength(1);
  });

  it('one claim per payee account: a second account with the same bank account is refused and flagged', async () => {
    const { app } = use();
    const id = await promotionWith(
      'Payee welcome',
      { kind: 'apply_approve', amount: '10000' },
      {
        perMember: null,
        perDevice: null,
        perPayeeAccount: 1,
      },
    );
    const first = await member();
    const second = await member();
    const merchant = await demoMerchant(app);
    const shared = { merchantId: merchant.id, payeeName: 'Y', bankName: 'ACB', accountNumber: `77${Date.now()}` };
    await app.db.insert(payeeAccounts).values([
      { ...shared, accountId: first.row.id },
      { ...shared, accountId: second.row.id },
    ]);
    expect((await claim(first.auth, id)).body.success).toBe(true);
    expect((await claim(second.auth, id)).body).toMatchObject({ success: false, code: 'PROMOTION_PAYEE_LIMIT' });
    const flag = (await abuseFlags()).find((row) => row.accountId === second.row.id);
    expect(flag?.detail).toMatchObject({ promotion: 'Payee welcome', reason: 'payee_account_limit' });
    expect(String(flag?.detail.claimedBy)).toContain(first.row.username);
  });

  it('claims per member: past the limit the claim is refused, nothing is paid and nobody is flagged', async () => {
    const { app } = use();
    const id = await promotionWith(
      'Check-in, 1 day per member',
      { kind: 'daily_checkin', streakRewards: ['5000'] },
      { perMember: 1, perDevice: null, perPayeeAccount: null },
    );
    const someone = await member();
    const merchant = await demoMerchant(app);
    expect(await stateFor(someone.auth, id)).toBe('claim');
    const badge = await promotionBadge(someone.row.id);
    await app.db.insert(promoClaims).values({
      promotionId: id,
      merchantId: merchant.id,
      accountId: someone.row.id,
      periodKey: '2026-01-02',
      status: 'issued',
      amountMinor: 500_000n,
      streakDay: 1,
    });
    const before = await walletOf(app, someone.row.id);
    expect((await claim(someone.auth, id)).body).toMatchObject({ success: false, code: 'PROMOTION_MEMBER_LIMIT' });
    expect((await walletOf(app, someone.row.id)).balance).toBe(before.balance);
    expect((await abuseFlags()).some((row) => row.accountId === someone.row.id)).toBe(false);
    // The site no longer offers what it would refuse: shown as not available, out of the reward-centre badge.
    expect(await stateFor(someone.auth, id)).toBe('close');
    expect(await promotionBadge(someone.row.id)).toBe(badge - 1);
  });

  it('back office: limits are validated and audited; finance reads them, only operators change them', async () => {
    const { app } = use();
    const id = await promotionWith(
      'Audited limits',
      { kind: 'apply_approve', amount: '10000' },
      {
        perMember: 2,
        perDevice: null,
        perPayeeAccount: null,
      },
    );
    const operator = await staffWithRole(app, 'operator');
    const zero = await app.inject({
      method: 'PUT',
      url: PROMO_LIMITS_API.admin(id),
      headers: operator,
      payload: { perMember: 0, perDevice: null, perPayeeAccount: null },
    });
    expect(zero.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const unknown = await app.inject({ method: 'GET', url: PROMO_LIMITS_API.admin(999_999), headers: operator });
    expect(unknown.json()).toMatchObject({ success: false, code: 'PROMOTION_NOT_FOUND' });
    const finance = await get<PromoLimits>(app, PROMO_LIMITS_API.admin(id), await financeAuth(app));
    expect(finance.body.value).toEqual({ promotionId: id, perMember: 2, perDevice: null, perPayeeAccount: null });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promotion.limits.update'), eq(auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
  });
});
