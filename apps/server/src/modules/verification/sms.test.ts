import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index';
import { createMember, latestSmsCode, setDemoWhitelabel, solvedCaptcha } from '../../test/accounts';
import { postLogin, solvedChallenge } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

describeEachDatabase('SMS codes, SMS login and phone reset', (use) => {
  let nextNumber = 912_000_100;
  /** A fresh, valid Vietnamese mobile number per test. */
  function newMobile() {
    nextNumber += 1;
    return { mobileNum: String(nextNumber), e164: `+84${nextNumber}` };
  }

  async function requestCode(mobileNum: string, remoteAddress: string, countryDialingCode = '84') {
    return use().app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress,
      payload: { mobileNum, countryDialingCode, challenge: await solvedChallenge(use().app) },
    });
  }

  it('signs in with a mobile number and its SMS code, once', async () => {
    const { app } = use();
    const { mobileNum, e164 } = newMobile();
    await createMember(app, { mobileDialingCode: '84', mobileNumber: mobileNum });
    const sent = await requestCode(`0${mobileNum}`, '198.51.100.80');
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const code = await latestSmsCode(app, e164);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, `84:${mobileNum}`));
    expect(stored[0]?.codeHash).not.toContain(code);

    const wrong = await postLogin(app, {
      type: 'sms',
      username: mobileNum,
      password: '000000',
      countryDialingCode: '84',
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID', message: 'Please enter a valid verification code' });
    // The wrong code counted as a failure for this number: the next try needs a captcha, as any sign-in.
    const withoutCaptcha = await postLogin(app, {
      type: 'sms',
      username: mobileNum,
      password: code,
      countryDialingCode: '84',
    });
    expect(withoutCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const first = await solvedCaptcha(app);
    const login = await postLogin(
      app,
      { type: 'sms', username: mobileNum, password: code, countryDialingCode: '84', captcha: first.captcha },
      { headers: { cookie: first.cookie } },
    );
    // An SMS code proves the phone: never a forced password change after it.
    expect(login.json()).toMatchObject({ success: true, value: { passwordExpired: false } });
    // The code is spent: the same code again is refused (the success cleared the captcha flag).
    const again = await postLogin(app, { type: 'sms', username: mobileNum, password: code, countryDialingCode: '84' });
    expect(again.json()).toMatchObject({ success: false, code: 'CODE_INVALID' });
  });

  it('answers an unregistered number exactly like a registered one, and sends nothing', async () => {
    const { app } = use();
    const { mobileNum, e164 } = newMobile();
    const sent = await requestCode(mobileNum, '198.51.100.81');
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/admin/outbox?merchantId=1&destination=${encodeURIComponent(e164)}`,
      headers: await staffAuth(app),
    });
    expect(outbox.json()).toMatchObject({ value: { total: 0 } });
  });

  it('limits codes per number and per address with the spec message', async () => {
    const { app } = use();
    const { mobileNum } = newMobile();
    await createMember(app, { mobileDialingCode: '84', mobileNumber: mobileNum });
    expect((await requestCode(mobileNum, '198.51.100.82')).json()).toMatchObject({ success: true });
    const tooSoon = await requestCode(mobileNum, '198.51.100.83');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 'SMS_TOO_MANY',
      message: 'Too many requests, please try again after 5 minutes.',
    });
    for (let i = 0; i < 10; i++) await requestCode(newMobile().mobileNum, '198.51.100.84');
    expect((await requestCode(newMobile().mobileNum, '198.51.100.84')).json()).toMatchObject({ code: 'SMS_TOO_MANY' });
  });

  it('refuses bad numbers, an expired code, and a switched-off feature with the spec messages', async () => {
    const { app } = use();
    expect((await requestCode('12', '198.51.100.85')).json()).toMatchObject({
      code: 'PHONE_INVALID',
      message: 'Please enter a valid phone number.',
    });
    const { mobileNum, e164 } = newMobile();
    await createMember(app, { mobileDialingCode: '84', mobileNumber: mobileNum });
    await requestCode(mobileNum, '198.51.100.86');
    const code = await latestSmsCode(app, e164);
    await app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.destination, `84:${mobileNum}`));
    const expired = await postLogin(app, {
      type: 'sms',
      username: mobileNum,
      password: code,
      countryDialingCode: '84',
    });
    expect(expired.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'Verification code has expired, please send again.',
    });
    await setDemoWhitelabel(app, { smsLogin: false, resetByPhone: false });
    try {
      expect((await requestCode(newMobile().mobileNum, '198.51.100.87')).json()).toMatchObject({
        code: 'FEATURE_DISABLED',
        message: 'Not enabled function, please contact customer service.',
      });
    } finally {
      await setDemoWhitelabel(app, { smsLogin: true, resetByPhone: true });
    }
  });

  it('stops at the merchant daily quota', async () => {
    const { app } = use();
    await setDemoWhitelabel(app, { smsDailyQuota: 0 });
    try {
      expect((await requestCode(newMobile().mobileNum, '198.51.100.88')).json()).toMatchObject({
        code: 'SMS_QUOTA_EXCEEDED',
        message: 'Quota not sufficient, please contact customer service.',
      });
    } finally {
      await setDemoWhitelabel(app, { smsDailyQuota: 5000 });
    }
  });

  it('resets a forgotten password by phone and signs the member in', async () => {
    const { app } = use();
    const { mobileNum, e164 } = newMobile();
    const member = await createMember(app, { mobileDialingCode: '84', mobileNumber: mobileNum });
    const old = await postLogin(app, { username: member.username, password: 'Demo#2026' });
    const oldToken = old.json<{ value: { token: string } }>().value.token;
    await requestCode(mobileNum, '198.51.100.89');
    const reset = (payload: object) =>
      app.inject({ method: 'POST', url: '/wps/member/password/verification', payload });
    const base = { mobileNum, countryDialingCode: '84', verificationCode: await latestSmsCode(app, e164) };
    expect((await reset({ ...base, newPassword: 'ab' })).json()).toMatchObject({
      message: 'newPassword: Please fill in your password with 6 - 20 characters',
    });
    expect(
      (await reset({ ...base, newPassword: 'Fresh#2030', confirmNewPassword: 'Fresh#2031' })).json(),
    ).toMatchObject({
      code: 'PASSWORD_MISMATCH',
    });
    const done = await reset({ ...base, newPassword: 'Fresh#2030', confirmNewPassword: 'Fresh#2030' });
    expect(done.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    const oldSession = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(oldSession.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect((await postLogin(app, { username: member.username, password: 'Fresh#2030' })).json()).toMatchObject({
      success: true,
    });
  });

  it('asks for a second factor from a new address, by SMS to the bound mobile', async () => {
    const { app } = use();
    const { mobileNum, e164 } = newMobile();
    const member = await createMember(app, { mobileDialingCode: '84', mobileNumber: mobileNum });
    const first = await postLogin(
      app,
      { username: member.username, password: 'Demo#2026' },
      { remoteAddress: '198.51.100.90' },
    );
    expect(first.json()).toMatchObject({ success: true });
    const fromElsewhere = await postLogin(
      app,
      { username: member.username, password: 'Demo#2026' },
      { remoteAddress: '203.0.113.91' },
    );
    expect(fromElsewhere.statusCode).toBe(401);
    const held = fromElsewhere.json<{
      code: string;
      value: { ticket: string; method: string; maskedMobile: string };
    }>();
    expect(held).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      value: { method: 'sms', maskedMobile: `+84 ******${mobileNum.slice(-3)}` },
    });
    const verify = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login/verify',
        remoteAddress: '203.0.113.91',
        payload: { ticket: held.value.ticket, code },
      });
    expect((await verify('000000')).json()).toMatchObject({ success: false, code: 'CODE_INVALID' });
    const verified = await verify(await latestSmsCode(app, e164));
    expect(verified.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    expect((await verify(await latestSmsCode(app, e164))).json()).toMatchObject({ success: false });
    // The address is known now.
    const again = await postLogin(
      app,
      { username: member.username, password: 'Demo#2026' },
      { remoteAddress: '203.0.113.91' },
    );
    expect(again.json()).toMatchObject({ success: true });
  });
});
