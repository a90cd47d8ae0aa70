import { expect, it } from 'vitest';
import { createMember, latestOutboxMessage, uniqueUsername } from '../../test/accounts';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('forgot password by email', (use) => {
  function requestReset(payload: string, contentType: string) {
    return use().app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': contentType },
      payload,
    });
  }

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const { app } = use();
    const email = `${uniqueUsername('mail')}@example.com`;
    const member = await createMember(app, { email });
    const oldToken = (await postLogin(app, { username: member.username, password: 'Demo#2026' })).json<{
      value: { token: string };
    }>().value.token;

    const form = new URLSearchParams({ username: member.username, email: email.toUpperCase() }).toString();
    const sent = await requestReset(form, 'application/x-www-form-urlencoded');
    expect(sent.json()).toMatchObject({ success: true });
    const mail = await latestOutboxMessage(app, email);
    expect(mail.subject).toMatch(/reset your password/);
    const token = /resetPassword\?token=([\w%-]+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();

    const confirm = (newPassword: string, confirmNewPassword = newPassword) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email/confirm',
        payload: { token: decodeURIComponent(token ?? ''), newPassword, confirmNewPassword },
      });
    expect((await confirm('Mail#2030', 'Mail#2031')).json()).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    expect((await confirm('Mail#2030')).json()).toMatchObject({ success: true });
    expect((await confirm('Mail#2031')).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });

    const oldSession = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(oldSession.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect((await postLogin(app, { username: member.username, password: 'Mail#2030' })).json()).toMatchObject({
      success: true,
    });
  });

  it("answers 'Username/Email does not exist' when the pair does not match", async () => {
    const { app } = use();
    const member = await createMember(app, { email: `${uniqueUsername('pair')}@example.com` });
    const wrongPair = await requestReset(
      JSON.stringify({ username: member.username, email: 'someone@example.com' }),
      'application/json',
    );
    expect(wrongPair.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'Username/Email does not exist' });
    const badEmail = await requestReset(
      JSON.stringify({ username: member.username, email: 'nope' }),
      'application/json',
    );
    expect(badEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
