import type { TransportKey } from '@fortuna/contracts/auth';
import { expect, it } from 'vitest';
import { createMember, setDemoWhitelabel, solvedCaptcha } from '../../test/accounts';
import { encryptBody } from '../../test/encrypted-body';
import { postLogin, solvedChallenge } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('sign-in protection: challenge, encryption, captcha', (use) => {
  async function transportKey(): Promise<TransportKey> {
    const response = await use().app.inject({ method: 'GET', url: '/wps/crypto/publicKey' });
    return response.json<{ value: TransportKey }>().value;
  }

  it('requires a solved challenge where the merchant asks for it, and takes each solution once', async () => {
    const { app } = use();
    const { username } = await createMember(app);
    const missing = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username, password: 'Demo#2026' },
    });
    expect(missing.json()).toMatchObject({ success: false, code: 'CHALLENGE_REQUIRED' });
    const forged = await postLogin(app, { username, password: 'Demo#2026', challenge: btoa('{"nope":1}') });
    expect(forged.json()).toMatchObject({ code: 'CHALLENGE_FAILED' });
    const challenge = await solvedChallenge(app);
    expect((await postLogin(app, { username, password: 'Demo#2026', challenge })).json()).toMatchObject({
      success: true,
    });
    expect((await postLogin(app, { username, password: 'Demo#2026', challenge })).json()).toMatchObject({
      code: 'CHALLENGE_FAILED',
    });
  });

  it('accepts an encrypted login, and plain JSON only while the merchant allows it', async () => {
    const { app } = use();
    const { username } = await createMember(app);
    const key = await transportKey();
    expect(key.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const sealed = async () =>
      encryptBody(key, { type: 'username', username, password: 'Demo#2026', challenge: await solvedChallenge(app) });
    const encrypted = await app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealed() });
    expect(encrypted.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });

    await setDemoWhitelabel(app, { allowPlainJson: false });
    try {
      const plain = await postLogin(app, { username, password: 'Demo#2026' });
      expect(plain.json()).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED' });
      const stillEncrypted = await app.inject({ method: 'POST', url: '/wps/session/login', payload: await sealed() });
      expect(stillEncrypted.json()).toMatchObject({ success: true });
    } finally {
      await setDemoWhitelabel(app, { allowPlainJson: true });
    }
  });

  it('refuses an encrypted body that was tampered with, or made for another key', async () => {
    const { app } = use();
    const key = await transportKey();
    const body = await encryptBody(key, { type: 'username', username: 'demo01', password: 'x' });
    const data = Buffer.from(body.encrypted.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 0xff;
    const tampered = { encrypted: { ...body.encrypted, data: data.toString('base64') } };
    const answer = await app.inject({ method: 'POST', url: '/wps/session/login', payload: tampered });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'DECRYPTION_FAILED' });
    const otherKey = { encrypted: { ...body.encrypted, keyId: 'someone-else' } };
    expect((await app.inject({ method: 'POST', url: '/wps/session/login', payload: otherKey })).json()).toMatchObject({
      code: 'DECRYPTION_FAILED',
    });
  });

  it('asks for a captcha after a failure and takes each captcha once', async () => {
    const { app } = use();
    const { username } = await createMember(app);
    const image = await app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(image.json<{ value: string }>().value).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(image.headers['set-cookie']).toMatch(/HttpOnly/i);

    const wrong = await postLogin(app, { username, password: 'wrong-one' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
    const withoutCaptcha = await postLogin(app, { username, password: 'Demo#2026' });
    expect(withoutCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const { cookie, captcha } = await solvedCaptcha(app);
    const wrongCaptcha = await postLogin(
      app,
      { username, password: 'Demo#2026', captcha: 'ZZZZZ' },
      { headers: { cookie } },
    );
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    // That captcha is spent now, even with the right answer.
    const reused = await postLogin(app, { username, password: 'Demo#2026', captcha }, { headers: { cookie } });
    expect(reused.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const fresh = await solvedCaptcha(app);
    const ok = await postLogin(
      app,
      { username, password: 'Demo#2026', captcha: fresh.captcha.toLowerCase() },
      { headers: { cookie: fresh.cookie } },
    );
    expect(ok.json()).toMatchObject({ success: true });
    // A success clears the name's failures: no captcha next time.
    expect((await postLogin(app, { username, password: 'Demo#2026' })).json()).toMatchObject({ success: true });
  });
});
