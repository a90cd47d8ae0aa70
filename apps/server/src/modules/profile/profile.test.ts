import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { createMember, latestSmsCode } from '../../test/accounts';
import { memberAuth, postLogin } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('profile and second factor', (use) => {
  it('answers the member-centre badge counts from the features that count them, for that member only', async () => {
    const { app } = use();
    const member = await createMember(app);
    const other = await createMember(app);
    const headers = await memberAuth(app, member.username);
    const counts = async () => (await app.inject({ method: 'GET', url: '/wps/member/counts', headers })).json();
    // The demo merchant's daily check-in is claimable by every member: one promotion waiting.
    expect(await counts()).toMatchObject({ value: { unreadMessage: 0, availablePromoCount: 1, missionCount: 0 } });
    // A feature that keeps messages registers how many are unread for a member.
    app.memberCounters.register('unreadMessage', async (_db, accountId) => (accountId === member.id ? 3 : 7));
    expect(await counts()).toMatchObject({ value: { unreadMessage: 3, availablePromoCount: 1, missionCount: 0 } });
    const otherHeaders = await memberAuth(app, other.username);
    const otherCounts = await app.inject({ method: 'GET', url: '/wps/member/counts', headers: otherHeaders });
    expect(otherCounts.json()).toMatchObject({ value: { unreadMessage: 7 } });
    expect((await app.inject({ method: 'GET', url: '/wps/member/counts' })).json()).toMatchObject({ success: false });
  });

  it('remembers the language the member switches to, and refuses languages the site does not offer', async () => {
    const { app } = use();
    const member = await createMember(app);
    const headers = await memberAuth(app, member.username);
    const put = (language: string) =>
      app.inject({ method: 'PUT', url: '/wps/member/language', headers, payload: { language } });
    const info = async () => (await app.inject({ method: 'GET', url: '/wps/member/info', headers })).json();
    expect(await info()).toMatchObject({ value: { language: 'TY' } });
    expect((await put('EN')).json()).toMatchObject({ success: true });
    expect(await info()).toMatchObject({ value: { language: 'EN' } });
    // VI is a dictionary code but not a language this site offers.
    expect((await put('VI')).json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await info()).toMatchObject({ value: { language: 'EN' } });
    const signedOut = await app.inject({ method: 'PUT', url: '/wps/member/language', payload: { language: 'TY' } });
    expect(signedOut.json()).toMatchObject({ success: false });
  });

  it('changes nickname, avatar and email, and refuses birthdays under 21', async () => {
    const { app } = use();
    const member = await createMember(app);
    const headers = await memberAuth(app, member.username);
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: '/wps/member/profile', headers, payload });
    const today = new Date();
    const twentyYearsAgo = `${today.getUTCFullYear() - 20}-06-15`;
    expect((await patch({ birthday: twentyYearsAgo })).json()).toMatchObject({
      code: 'UNDER_AGE',
      message: 'Please confirm you are 21 years old',
    });
    expect((await patch({ birthday: '1990-02-30' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      (await patch({ nickname: 'Lucky Star', birthday: '1990-02-28', email: 'lucky@example.com' })).json(),
    ).toMatchObject({
      success: true,
    });
    const icon = await app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers, payload: { icon: 7 } });
    expect(icon.json()).toMatchObject({ success: true });
    expect(
      (await app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers, payload: { icon: 13 } })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const profile = await app.inject({ method: 'GET', url: '/wps/member/profile', headers });
    expect(profile.json()).toMatchObject({
      value: {
        nickname: 'Lucky Star',
        icon: 7,
        birthday: '1990-02-28',
        email: 'lucky@example.com',
        maskedMobile: null,
      },
    });
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.json()).toMatchObject({ value: { icon: 7, nickname: 'Lucky Star' } });
    // Another member's email is not free to take.
    const other = await createMember(app);
    const otherHeaders = await memberAuth(app, other.username);
    const taken = await app.inject({
      method: 'PATCH',
      url: '/wps/member/profile',
      headers: otherHeaders,
      payload: { email: 'LUCKY@example.com' },
    });
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('binds a mobile number with an SMS code', async () => {
    const { app } = use();
    const member = await createMember(app);
    const headers = await memberAuth(app, member.username);
    const send = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/bind',
      headers,
      payload: { mobileNum: '912777888', countryDialingCode: '84' },
    });
    expect(send.json()).toMatchObject({ success: true });
    const code = await latestSmsCode(app, '+84912777888');
    const bind = await app.inject({
      method: 'POST',
      url: '/wps/member/mobile',
      headers,
      payload: { mobileNum: '912777888', countryDialingCode: '84', verificationCode: code },
    });
    expect(bind.json()).toMatchObject({ success: true });
    const profile = await app.inject({ method: 'GET', url: '/wps/member/profile', headers });
    expect(profile.json()).toMatchObject({ value: { maskedMobile: '+84 ******888' } });
  });

  it('turns the authenticator on, asks it at a new address, and turns it off', async () => {
    const { app } = use();
    const member = await createMember(app);
    const first = await postLogin(
      app,
      { username: member.username, password: 'Demo#2026' },
      { remoteAddress: '198.51.100.130' },
    );
    const headers = { authorization: `Bearer ${first.json<{ value: { token: string } }>().value.token}` };
    const setup = await app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers });
    const { secret, otpauthUrl, qrCode } = setup.json<{
      value: { secret: string; otpauthUrl: string; qrCode: string };
    }>().value;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
    expect(
      (
        await app.inject({ method: 'POST', url: '/wps/member/totp/enable', headers, payload: { code: '000000' } })
      ).json(),
    ).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    const enable = await app.inject({
      method: 'POST',
      url: '/wps/member/totp/enable',
      headers,
      payload: { code: totp.generate() },
    });
    expect(enable.json()).toMatchObject({ success: true });

    const elsewhere = await postLogin(
      app,
      { username: member.username, password: 'Demo#2026' },
      { remoteAddress: '203.0.113.131' },
    );
    const held = elsewhere.json<{ code: string; value: { ticket: string; method: string } }>();
    expect(held).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { method: 'totp' } });
    const verified = await app.inject({
      method: 'POST',
      url: '/wps/session/login/verify',
      payload: { ticket: held.value.ticket, code: totp.generate() },
    });
    expect(verified.json()).toMatchObject({ success: true });

    const off = await app.inject({
      method: 'DELETE',
      url: '/wps/member/totp',
      headers,
      payload: { code: totp.generate() },
    });
    expect(off.json()).toMatchObject({ success: true });
    const profile = await app.inject({ method: 'GET', url: '/wps/member/profile', headers });
    expect(profile.json()).toMatchObject({ value: { totpEnabled: false } });
  });

  it('keeps trial accounts and strangers out of profiles', async () => {
    const { app } = use();
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'test', platform: 'W', randomString: 'a'.repeat(32), gatewayVersion: 3 },
    });
    const trialHeaders = { authorization: `Bearer ${trial.json<{ value: { token: string } }>().value.token}` };
    expect(
      (await app.inject({ method: 'GET', url: '/wps/member/profile', headers: trialHeaders })).json(),
    ).toMatchObject({
      code: 'TRIAL_ACCOUNT',
      message: 'in_need_true_account',
    });
    expect((await app.inject({ method: 'GET', url: '/wps/member/profile' })).json()).toMatchObject({
      code: 'NOT_LOGGED_IN',
      message: 'You are not logged in, please login',
    });
  });

  it('remembers a sign-in for a day with a revocable HttpOnly token', async () => {
    const { app } = use();
    const member = await createMember(app);
    const login = await postLogin(app, { username: member.username, password: 'Demo#2026', remember: true });
    const cookie = login.cookies.find((candidate) => candidate.name === 'fortuna_remember');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session', maxAge: 86400 });
    const remembered = await app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      headers: { cookie: `fortuna_remember=${cookie?.value}` },
    });
    expect(remembered.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    // The token rotates: the old one is spent.
    const replay = await app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      headers: { cookie: `fortuna_remember=${cookie?.value}` },
    });
    expect(replay.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const next = remembered.cookies.find((candidate) => candidate.name === 'fortuna_remember');
    const token = remembered.json<{ value: { token: string } }>().value.token;
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${token}`, cookie: `fortuna_remember=${next?.value}` },
    });
    expect(logout.json()).toMatchObject({ success: true });
    const afterLogout = await app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      headers: { cookie: `fortuna_remember=${next?.value}` },
    });
    expect(afterLogout.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});
