import type { Envelope } from '@fortuna/contracts/envelope';
import type { LoginResult, MemberInfo } from '@fortuna/contracts/session';
import { expect, it } from 'vitest';
import { createMember, solvedCaptcha } from '../../test/accounts';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('member sessions', (use) => {
  async function login(username: string, password = 'Demo#2026', remoteAddress = '127.0.0.1') {
    return postLogin(use().app, { username, password }, { remoteAddress });
  }

  it('signs a member in with a token and reads its own info', async () => {
    const body = (await login('  demo01 ')).json<Envelope<LoginResult>>();
    expect(body.value).toMatchObject({ passwordExpired: false });
    const info = await use().app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${body.value?.token}` },
    });
    expect(info.json<Envelope<MemberInfo>>().value).toMatchObject({
      account: 'demo01',
      type: 0,
      nickname: 'Demo Player',
      hasPaymentPassword: true,
    });
  });

  it('refuses a wrong password the same way as an unknown user', async () => {
    const member = await createMember(use().app);
    const wrong = await login(member.username, 'nope');
    const unknown = await login('nobody', 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
  });

  it('tells a first sign-in from the ones after it', async () => {
    const member = await createMember(use().app);
    expect((await login(member.username)).json()).toMatchObject({ value: { firstTimeLogin: true } });
    expect((await login(member.username)).json()).toMatchObject({ value: { firstTimeLogin: false } });
  });

  it('revokes the token on logout', async () => {
    const { app } = use();
    const token = (await login('agent01')).json<Envelope<LoginResult>>().value?.token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers })).json()).toMatchObject({
      success: true,
    });
    const after = await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(after.json()).toMatchObject({ code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' });
  });

  it('changes the payment password only with the login password', async () => {
    const { app } = use();
    const token = (await login('demo01')).json<Envelope<LoginResult>>().value?.token;
    const headers = { authorization: `Bearer ${token}` };
    const refused = await app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers,
      payload: { password: 'wrong', paymentPassword: '135790' },
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const badFormat = await app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers,
      payload: { password: 'Demo#2026', paymentPassword: '12ab' },
    });
    expect(badFormat.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'paymentPassword: The payment password is 6 digits',
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers,
      payload: { password: 'Demo#2026', paymentPassword: '135790' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    const transfer = await app.inject({
      method: 'POST',
      url: '/wps/wallet/transfer/upline',
      headers: { ...headers, 'idempotency-key': 'pp-changed-1' },
      payload: { amount: '1.00', paymentPassword: '135790' },
    });
    expect(transfer.json()).toMatchObject({ success: true });
  });

  it('slows password guessing per address and username', async () => {
    const { username } = await createMember(use().app);
    expect((await login(username, 'guess', '203.0.113.50')).statusCode).toBe(401);
    // After the first failure every attempt needs a captcha, and the address may make ten in all.
    for (let i = 1; i < 10; i++) {
      expect((await login(username, 'guess', '203.0.113.50')).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    }
    expect((await login(username, 'guess', '203.0.113.50')).json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await login('agent01', 'Demo#2026', '203.0.113.50')).json()).toMatchObject({ success: true });
  });

  it('tells the member when and where it signed in before', async () => {
    const { app } = use();
    await login('agent01', 'Demo#2026', '198.51.100.31');
    const token = (await login('agent01', 'Demo#2026', '198.51.100.32')).json<Envelope<LoginResult>>().value?.token;
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json<Envelope<MemberInfo>>().value).toMatchObject({ lastLoginIp: '198.51.100.31' });
    expect(info.json<Envelope<MemberInfo>>().value?.lastLoginAt).toMatch(/^\d{4}-/);
  });

  it('lists live sessions and signs out the others', async () => {
    const { app } = use();
    const { username } = await createMember(app);
    const other = (await login(username, 'Demo#2026', '198.51.100.41')).json<Envelope<LoginResult>>().value?.token;
    const mine = (await login(username, 'Demo#2026', '198.51.100.42')).json<Envelope<LoginResult>>().value?.token;
    const headers = { authorization: `Bearer ${mine}` };
    const sessions = (await app.inject({ method: 'GET', url: '/wps/member/sessions', headers })).json<
      Envelope<{ ip: string; isCurrent: boolean }[]>
    >();
    expect(sessions.value?.[0]).toMatchObject({ ip: '198.51.100.42', isCurrent: true });
    expect(sessions.value?.filter((session) => session.isCurrent)).toHaveLength(1);
    const signedOut = await app.inject({ method: 'DELETE', url: '/wps/member/sessions/others', headers });
    expect(signedOut.json<Envelope<{ revoked: number }>>().value?.revoked).toBeGreaterThanOrEqual(1);
    const otherAfter = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherAfter.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const mineAfter = await app.inject({ method: 'GET', url: '/wps/member/sessions', headers });
    expect(mineAfter.json<Envelope<unknown[]>>().value).toHaveLength(1);
  });

  it('changes the login password by the merchant rule and signs out the other sessions', async () => {
    const { app } = use();
    const { username } = await createMember(app);
    const other = (await login(username)).json<Envelope<LoginResult>>().value?.token;
    const mine = (await login(username)).json<Envelope<LoginResult>>().value?.token;
    const change = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: { authorization: `Bearer ${mine}` },
        payload,
      });
    expect(
      (
        await change({ oldPassword: 'Demo#2026', newPassword: 'Secret#2027', confirmNewPassword: 'Secret#2028' })
      ).json(),
    ).toMatchObject({ code: 'PASSWORD_MISMATCH', message: 'Incorrect confirmation input' });
    expect(
      (await change({ oldPassword: 'Demo#2026', newPassword: 'abc', confirmNewPassword: 'abc' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'newPassword: Please fill in your password with 6 - 20 characters',
    });
    expect(
      (await change({ oldPassword: 'wrong', newPassword: 'Secret#2027', confirmNewPassword: 'Secret#2027' })).json(),
    ).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(
      (
        await change({ oldPassword: 'Demo#2026', newPassword: 'Secret#2027', confirmNewPassword: 'Secret#2027' })
      ).json(),
    ).toMatchObject({ success: true });
    const otherAfter = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherAfter.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect((await login(username, 'Demo#2026', '198.51.100.60')).statusCode).toBe(401);
    const { cookie, captcha } = await solvedCaptcha(app);
    const renewed = await postLogin(
      app,
      { username, password: 'Secret#2027', captcha },
      { remoteAddress: '198.51.100.60', headers: { cookie } },
    );
    expect(renewed.json()).toMatchObject({ success: true });
  });

  it('admits only agents through the agent area', async () => {
    const { app } = use();
    const member = await postLogin(app, { username: 'demo01', password: 'Demo#2026', portal: 'agent' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'NOT_AN_AGENT', message: 'Non-agents cannot log in' });
    const agent = await postLogin(app, { username: 'agent01', password: 'Demo#2026', portal: 'agent' });
    expect(agent.json()).toMatchObject({ success: true });
  });

  it("refuses a trial account at the password sign-in with 'Non-member account unable to login'", async () => {
    const trial = await createMember(use().app, { type: 4 });
    const response = await login(trial.username);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NOT_A_MEMBER', message: 'Non-member account unable to login' });
  });

  it("keeps every member to its own data: another member's token sees and changes only its own", async () => {
    const { app } = use();
    const alice = await createMember(app);
    const bob = await createMember(app);
    const aliceToken = (await login(alice.username)).json<Envelope<LoginResult>>().value?.token;
    const bobToken = (await login(bob.username)).json<Envelope<LoginResult>>().value?.token;
    const as = (token: string | undefined) => ({ authorization: `Bearer ${token}` });
    await app.inject({
      method: 'PATCH',
      url: '/wps/member/profile',
      headers: as(aliceToken),
      payload: { nickname: 'Alice' },
    });
    const bobInfo = await app.inject({ method: 'GET', url: '/wps/member/info', headers: as(bobToken) });
    expect(bobInfo.json()).toMatchObject({ value: { account: bob.username } });
    expect(bobInfo.json<Envelope<MemberInfo>>().value?.nickname).not.toBe('Alice');
    // Signing out "the others" from Alice's session leaves Bob's session alone.
    await app.inject({ method: 'DELETE', url: '/wps/member/sessions/others', headers: as(aliceToken) });
    const bobStill = await app.inject({ method: 'GET', url: '/wps/member/sessions', headers: as(bobToken) });
    expect(bobStill.json<Envelope<{ isCurrent: boolean }[]>>().value).toEqual([
      expect.objectContaining({ isCurrent: true }),
    ]);
    // The back office is not reachable with a member token.
    const admin = await app.inject({ method: 'GET', url: `/api/admin/members/${bob.id}`, headers: as(aliceToken) });
    expect(admin.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });
});
