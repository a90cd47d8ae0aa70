import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { DEMO_INVITE_CODES } from '../../seed/demo';
import { latestSmsCode, setDemoWhitelabel, solvedCaptcha, uniqueUsername } from '../../test/accounts';
import { encryptBody } from '../../test/encrypted-body';
import { solvedChallenge } from '../../test/member-login';
import { registerVisitor } from '../../test/registration';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('registration', (use) => {
  /** A registration as the site sends it, with captcha and challenge solved. */
  function register(fields: Record<string, unknown>, path = '/wps/member/register', remoteAddress?: string) {
    return registerVisitor(use().app, fields, { path, remoteAddress });
  }

  it('registers, opens a wallet and signs the new member in', async () => {
    const { app } = use();
    const username = uniqueUsername('new');
    const response = await register({ username, email: `${username}@example.com` });
    const body = response.json<{ success: boolean; value: { token: string; firstTimeLogin: boolean } }>();
    expect(body).toMatchObject({ success: true, value: { firstTimeLogin: true } });
    const headers = { authorization: `Bearer ${body.value.token}` };
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.json()).toMatchObject({ value: { account: username, type: 0 } });
    const balance = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers });
    expect(balance.json()).toMatchObject({ success: true, value: { balance: '0.00' } });
  });

  it('applies every field rule of the merchant with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'username: Input cannot be empty'],
      [{ username: '9starts' }, 'username: '],
      [
        { username: uniqueUsername(), password: 'abc', confirmPassword: 'abc' },
        'password: Please fill in your password with 6 - 20 characters',
      ],
      [{ username: uniqueUsername(), confirmPassword: 'Other#2026' }, 'Incorrect confirmation input'],
      [{ username: uniqueUsername(), email: 'not-an-email' }, 'email: '],
      [{ username: uniqueUsername(), mobileNum: '12ab' }, 'mobileNum: Please enter a valid mobile number'],
      [{ username: uniqueUsername(), affiliateCode: 'NOPE1234' }, 'Invalid invitation code'],
    ];
    for (const [fields, message] of cases) {
      const response = await register(fields);
      expect(response.json<{ success: boolean }>().success, JSON.stringify(fields)).toBe(false);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const noTerms = await register({ username: uniqueUsername(), agreeTerms: false });
    expect(noTerms.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a taken username and a wrong captcha, creating nothing', async () => {
    const { app } = use();
    const taken = await register({ username: 'DEMO01' });
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    const username = uniqueUsername();
    const wrongCaptcha = await register({ username, captcha: 'WRONG' });
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const rows = await app.db.select().from(accounts).where(eq(accounts.username, username));
    expect(rows).toHaveLength(0);
  });

  it('places the member under the agent of an affiliate code, and checks codes', async () => {
    const { app } = use();
    const check = await app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${DEMO_INVITE_CODES.agent.toLowerCase()}`,
    });
    expect(check.json()).toMatchObject({
      success: true,
      value: { code: DEMO_INVITE_CODES.agent, agentNickname: 'Demo Agent' },
    });
    const bad = await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE1234' });
    expect(bad.json()).toMatchObject({ code: 'INVITATION_CODE_INVALID', message: 'Invalid invitation code' });
    // A member's code is a referral code, not an affiliate code.
    const memberCode = await app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${DEMO_INVITE_CODES.member}`,
    });
    expect(memberCode.json()).toMatchObject({ code: 'INVITATION_CODE_INVALID' });

    const username = uniqueUsername('aff');
    expect((await register({ username, affiliateCode: DEMO_INVITE_CODES.agent })).json()).toMatchObject({
      success: true,
    });
    const [row] = await app.db.select().from(accounts).where(eq(accounts.username, username));
    const [agent] = await app.db.select().from(accounts).where(eq(accounts.username, 'agent01'));
    expect(row?.uplineId).toBe(agent?.id);

    const referred = uniqueUsername('ref');
    expect((await register({ username: referred, referralCode: DEMO_INVITE_CODES.member })).json()).toMatchObject({
      success: true,
    });
    const [referredRow] = await app.db.select().from(accounts).where(eq(accounts.username, referred));
    const [demo] = await app.db.select().from(accounts).where(eq(accounts.username, 'demo01'));
    expect(referredRow?.referrerId).toBe(demo?.id);
    expect(referredRow?.uplineId).toBe(agent?.id);
  });

  it('registers by mobile with an SMS code, encrypted, the number becoming the username', async () => {
    const { app } = use();
    const mobileNum = '912555777';
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: '198.51.100.120',
      payload: { mobileNo: mobileNum, countryDialingCode: '84', challenge: await solvedChallenge(app) },
    });
    expect(sms.json()).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const code = await latestSmsCode(app, `+84${mobileNum}`);
    const { cookie, captcha } = await solvedCaptcha(app);
    const key = (await app.inject({ method: 'GET', url: '/wps/crypto/publicKey' })).json<{ value: never }>().value;
    const payload = await encryptBody(key, {
      mobileNum,
      countryDialingCode: '84',
      verificationCode: code,
      agreeTerms: true,
      captcha,
      challenge: await solvedChallenge(app),
    });
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      headers: { cookie },
      payload,
    });
    expect(response.json()).toMatchObject({ success: true });
    const [row] = await app.db.select().from(accounts).where(eq(accounts.mobileNumber, mobileNum));
    expect(row?.username).toBe(`84${mobileNum}`);
    const again = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: '198.51.100.121',
      payload: { mobileNo: mobileNum, countryDialingCode: '84', challenge: await solvedChallenge(app) },
    });
    expect(again.json()).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('refuses mobile registration when the merchant turned it off', async () => {
    const { app } = use();
    await setDemoWhitelabel(app, { mobileRegistration: false });
    try {
      const response = await register({ mobileNum: '912555778' }, '/wps/member/register/mobile');
      expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    } finally {
      await setDemoWhitelabel(app, { mobileRegistration: true });
    }
  });
});
