import { randomBytes } from 'node:crypto';
import {
  type AdminReferral,
  type MemberReferral,
  REFERRAL_API,
  type ReferralSettings,
} from '@fortuna/contracts/referral';
import type { RiskFlagPage } from '@fortuna/contracts/risk';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, ledgerTransfers, payeeAccounts, wageringRequirements } from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../seed/demo';
import { setDemoWhitelabel, uniqueUsername } from '../../test/accounts';
import { postLogin } from '../../test/member-login';
import { registerVisitor } from '../../test/registration';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  creditedDeposit,
  demoMerchant,
  expectLedgerSound,
  fundedMember,
  get,
  settledRound,
  staffWithRole,
  walletOf,
} from '../payments/payments.test-helpers';
import { runReferralPass } from './referral.job';
import { isPersonalAddress, qualifiesForReward, refusalsOf } from './referral-rules';

type Auth = Record<string, string>;

const TERMS = {
  reward: '50000',
  wallet: 'main',
  wageringMultiple: 3,
  minFirstDeposit: '200000',
  minValidBet: '200000',
} as const;
const REWARD_MINOR = 5_000_000n;

describe('referral rules', () => {
  const terms = {
    rewardMinor: REWARD_MINOR,
    wallet: 'main' as const,
    wageringMultiple: 0,
    minFirstDepositMinor: 100n,
    minValidBetMinor: 200n,
  };
  it('asks a first deposit of at least the minimum and the valid bet, one minor unit short is not enough', () => {
    expect(qualifiesForReward(terms, { firstDepositMinor: 100n, validBetMinor: 200n })).toBe(true);
    expect(qualifiesForReward(terms, { firstDepositMinor: 99n, validBetMinor: 10_000n })).toBe(false);
    expect(qualifiesForReward(terms, { firstDepositMinor: 100n, validBetMinor: 199n })).toBe(false);
    expect(qualifiesForReward(terms, { firstDepositMinor: null, validBetMinor: 10_000n })).toBe(false);
    expect(qualifiesForReward({ ...terms, rewardMinor: 0n }, { firstDepositMinor: 100n, validBetMinor: 200n })).toBe(
      false,
    );
  });
  it('ignores addresses of proxies and the machine itself', () => {
    expect(isPersonalAddress('203.0.113.9')).toBe(true);
    expect(isPersonalAddress('127.0.0.1')).toBe(false);
    expect(isPersonalAddress('::ffff:10.1.2.3')).toBe(false);
    expect(isPersonalAddress('192.168.1.5')).toBe(false);
    expect(
      refusalsOf([
        { signal: 'ip', value: '10.0.0.1' },
        { signal: 'ip', value: '203.0.113.9' },
        { signal: 'device', value: 'd' },
      ]),
    ).toEqual(['device', 'ip']);
    expect(refusalsOf([{ signal: 'ip', value: '127.0.0.1' }])).toEqual([]);
  });
});

describeEachDatabase('referral', (use) => {
  const deviceId = () => `dev-${randomBytes(12).toString('hex')}`;

  async function setTerms(terms: Record<string, unknown> = TERMS) {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const response = await app.inject({
      method: 'PUT',
      url: `${REFERRAL_API.admin.settings}?merchantId=${merchant.id}`,
      headers: await staffWithRole(app, 'operator'),
      payload: terms,
    });
    return response.json<{ success: boolean; code: string; value: ReferralSettings }>();
  }

  const referralOf = async (auth: Auth) => (await get<MemberReferral>(use().app, REFERRAL_API.member, auth)).body;

  /** A member who invites, signed in from `options` (an address and a device when given). */
  async function inviter(details: Record<string, string> = {}, options: { ip?: string; device?: string } = {}) {
    const { app } = use();
    const { member } = await fundedMember(app);
    if (Object.keys(details).length > 0) {
      await app.db.update(accounts).set({ details }).where(eq(accounts.id, member.id));
    }
    const login = await postLogin(
      app,
      { username: member.username, password: DEMO_PASSWORD },
      {
        ...(options.ip ? { remoteAddress: options.ip } : {}),
        ...(options.device ? { headers: { 'x-device-id': options.device } } : {}),
      },
    );
    const token = login.json<{ value: { token: string } }>().value.token;
    const auth = { authorization: `Bearer ${token}` };
    const { code } = (await referralOf(auth)).value;
    return { member, auth, code };
  }

  async function invitee(code: string, fields: Record<string, unknown> = {}, options = {}) {
    const username = uniqueUsername('inv');
    const response = await registerVisitor(use().app, { username, referralCode: code, ...fields }, options);
    const body = response.json<{ success: boolean; value: { token: string } }>();
    expect(body.success).toBe(true);
    const auth = { authorization: `Bearer ${body.value.token}` };
    const info = await get<{ id: number }>(use().app, '/wps/member/info', auth);
    return { username, auth, id: info.body.value.id };
  }

  const referralTransfers = (inviteeId: number) =>
    use()
      .app.db.select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `referral:${inviteeId}`));

  async function flagsOf(kind: 'referral_abuse' | 'bonus_abuse') {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const auth = await staffWithRole(app, 'risk');
    return (await get<RiskFlagPage>(app, `/api/admin/risk/flags?merchantId=${merchant.id}&kind=${kind}`, auth)).body
      .value.list;
  }

  it('pays the inviter once when the invitee qualifies, even settled 10 times at once and by two job passes', async () => {
    const { app } = use();
    expect((await setTerms()).success).toBe(true);
    const { member, auth, code } = await inviter({}, { device: deviceId() });
    const friend = await invitee(code, {}, { headers: { 'x-device-id': deviceId() } });
    const start = await referralOf(auth);
    expect(start.value.registerPath).toBe(`/register?referralCode=${code}`);
    expect(start.value.invitees).toEqual([
      expect.objectContaining({ status: 'pending', firstDeposit: null, isDepositMet: false, isValidBetMet: false }),
    ]);
    expect(start.value.invitees[0]?.username).toMatch(/^in\*\*\*.$/);
    await creditedDeposit(app, friend.auth, '200000');
    await settledRound(app, friend.id, 20_000_000n);
    const before = await walletOf(app, member.id);
    const deps = { db: app.db, ledger: app.ledger, clock: app.clock };
    const pages = await Promise.all([
      ...Array.from({ length: 10 }, () => referralOf(auth)),
      runReferralPass(deps),
      runReferralPass(deps),
    ]);
    expect(pages.slice(0, 10).every((page) => page?.success)).toBe(true);
    expect((await walletOf(app, member.id)).balance - before.balance).toBe(REWARD_MINOR);
    expect(await referralTransfers(friend.id)).toHaveLength(1);
    const [requirement] = await app.db
      .select()
      .from(wageringRequirements)
      .where(eq(wageringRequirements.source, `referral:${friend.id}`));
    expect(requirement?.requiredTurnoverMinor).toBe(REWARD_MINOR * 3n);
    const after = (await referralOf(auth)).value;
    expect(after.totals).toEqual({
      invited: 1,
      rewarded: 1,
      pending: 0,
      earned: { amount: '50000.00', amountMinor: '5000000' },
    });
    expect(after.invitees[0]).toMatchObject({ status: 'rewarded', isDepositMet: true, isValidBetMet: true });
    expect(after.invitees[0]?.reward?.amountMinor).toBe(String(REWARD_MINOR));
    await runReferralPass(deps);
    expect(await referralTransfers(friend.id)).toHaveLength(1);
    await expectLedgerSound(app);
  });

  it('does not pay one minor unit short: a first deposit below the minimum never counts, valid bet must reach it', async () => {
    const { app } = use();
    await setTerms();
    const { member, auth, code } = await inviter();
    const lowDeposit = await invitee(code);
    const lowBet = await invitee(code);
    await creditedDeposit(app, lowDeposit.auth, '199999.99');
    await creditedDeposit(app, lowDeposit.auth, '500000');
    await settledRound(app, lowDeposit.id, 50_000_000n);
    await creditedDeposit(app, lowBet.auth, '200000');
    await settledRound(app, lowBet.id, 19_999_999n);
    const before = await walletOf(app, member.id);
    const page = (await referralOf(auth)).value;
    expect(page.invitees.map((row) => [row.status, row.isDepositMet, row.isValidBetMet])).toEqual([
      ['pending', true, false],
      ['pending', false, true],
    ]);
    expect((await walletOf(app, member.id)).balance).toBe(before.balance);
    await settledRound(app, lowBet.id, 1n);
    expect((await referralOf(auth)).value.invitees[0]?.status).toBe('rewarded');
    expect((await walletOf(app, member.id)).balance - before.balance).toBe(REWARD_MINOR);
    expect(await referralTransfers(lowDeposit.id)).toHaveLength(0);
  });

  it('refuses and flags an invitee who is the inviter (same name), on the same device or the same address', async () => {
    await setTerms();
    const device = deviceId();
    const sameName = await inviter({ payeeName: 'Tran Thi Referral' });
    const sameDevice = await inviter({}, { device });
    const sameIp = await inviter({}, { ip: '203.0.113.77' });
    await invitee(sameName.code, { payeeName: 'tran thi referral' });
    await invitee(sameDevice.code, {}, { headers: { 'x-device-id': device } });
    await invitee(sameIp.code, {}, { remoteAddress: '203.0.113.77' });
    for (const who of [sameName, sameDevice, sameIp]) {
      const page = (await referralOf(who.auth)).value;
      expect(page.invitees.map((row) => row.status)).toEqual(['refused']);
      expect(page.totals.earned.amountMinor).toBe('0');
    }
    const flags = await flagsOf('referral_abuse');
    const reasonOf = (inviterId: number) => flags.find((flag) => flag.accountId === inviterId)?.detail.reason;
    expect(reasonOf(sameName.member.id)).toBe('self');
    expect(reasonOf(sameDevice.member.id)).toBe('device');
    expect(reasonOf(sameIp.member.id)).toBe('ip');
  });

  it('refuses and flags an invitee who binds the inviter’s payee account, paying nothing though it qualifies', async () => {
    const { app } = use();
    await setTerms();
    const { member, auth, code } = await inviter();
    const friend = await invitee(code);
    const merchant = await demoMerchant(app);
    const account = { merchantId: merchant.id, payeeName: 'X', bankName: 'VCB', accountNumber: `99${Date.now()}` };
    await app.db.insert(payeeAccounts).values([
      { ...account, accountId: member.id },
      { ...account, accountId: friend.id },
    ]);
    await creditedDeposit(app, friend.auth, '200000');
    await settledRound(app, friend.id, 30_000_000n);
    const before = await walletOf(app, member.id);
    await runReferralPass({ db: app.db, ledger: app.ledger, clock: app.clock });
    expect((await referralOf(auth)).value.invitees[0]?.status).toBe('refused');
    expect((await walletOf(app, member.id)).balance).toBe(before.balance);
    const flag = (await flagsOf('referral_abuse')).find((row) => row.accountId === member.id);
    expect(flag?.detail).toMatchObject({ reason: 'payee_account', inviteeId: friend.id });
    const staffList = await get<AdminReferral[]>(
      app,
      `${REFERRAL_API.admin.invitees}?merchantId=${merchant.id}&status=refused`,
      await staffWithRole(app, 'operator'),
    );
    expect(staffList.body.value.find((row) => row.inviteeId === friend.id)).toMatchObject({
      inviter: member.username,
      refusal: 'payee_account',
    });
  });

  it('shows a member only their own invitees, and nothing when the referral switch is off', async () => {
    const { app } = use();
    const first = await inviter();
    const second = await inviter();
    await invitee(first.code);
    expect((await referralOf(second.auth)).value.invitees).toEqual([]);
    expect((await referralOf(first.auth)).value.invitees).toHaveLength(1);
    await setDemoWhitelabel(app, { referral: false });
    try {
      expect(await referralOf(first.auth)).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
    } finally {
      await setDemoWhitelabel(app, { referral: true });
    }
  });

  it('back office: terms are validated, audited, and only operators change them', async () => {
    const { app } = use();
    const bad = await setTerms({ ...TERMS, reward: '-5' });
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const saved = await setTerms({ ...TERMS, reward: '70000', wallet: 'bonus' });
    expect(saved.value).toMatchObject({ reward: { amount: '70000.00' }, wallet: 'bonus', wageringMultiple: 3 });
    const merchant = await demoMerchant(app);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'promotion.referral.settings.update'), eq(auditLog.targetId, String(merchant.id))),
      );
    expect(audit.length).toBeGreaterThan(0);
    const bySupport = await app.inject({
      method: 'PUT',
      url: `${REFERRAL_API.admin.settings}?merchantId=${merchant.id}`,
      headers: await staffWithRole(app, 'support'),
      payload: TERMS,
    });
    expect(bySupport.statusCode).toBe(403);
    const read = await get<ReferralSettings>(
      app,
      `${REFERRAL_API.admin.settings}?merchantId=${merchant.id}`,
      await staffAuth(app),
    );
    expect(read.body.value.reward.amount).toBe('70000.00');
  });
});
