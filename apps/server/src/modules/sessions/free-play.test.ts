import type { Envelope } from '@fortuna/contracts/envelope';
import type { LoginResult, MemberInfo } from '@fortuna/contracts/session';
import type { Balance } from '@fortuna/contracts/wallet';
import { expect, it } from 'vitest';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { balanceSumsByCurrency } from '../ledger/ledger.repo';

const body = { os: 'Linux', platform: 'W', randomString: 'f1e2d3c4b5a697887766554433221100', gatewayVersion: 3 };

describeEachDatabase('free play', (use) => {
  async function freePlay(remoteAddress = '127.0.0.1') {
    return use().app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress, payload: body });
  }

  it('opens a trial account with a demo balance in its own currency', async () => {
    const { app } = use();
    const login = (await freePlay()).json<Envelope<LoginResult>>();
    expect(login.success).toBe(true);
    const headers = { authorization: `Bearer ${login.value?.token}` };
    const info = (await app.inject({ method: 'GET', url: '/wps/member/info', headers })).json<Envelope<MemberInfo>>();
    expect(info.value).toMatchObject({ type: 4, nickname: 'Guest' });
    const balance = (await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers })).json<
      Envelope<Balance>
    >();
    expect(balance.value).toMatchObject({ balance: '2000000.00', currency: 'DEMO' });
    for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
  });

  it('never lets a trial account move money or read consolidated funds', async () => {
    const { app } = use();
    const token = (await freePlay()).json<Envelope<LoginResult>>().value?.token;
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'trial-move-1' };
    const transfer = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers,
      payload: { vendorCode: 'ANY', direction: 'IN', amount: '1.00' },
    });
    expect(transfer.json()).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    const funds = await app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers });
    expect(funds.json()).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    // Payments and transfers refuse it at the door, before the body is read: even an empty body gets TRIAL_ACCOUNT.
    const atTheDoor = [
      ['GET', '/wps/payment/channels'],
      ['GET', '/wps/payment/deposits'],
      ['POST', '/wps/payment/withdrawals'],
      ['POST', '/wps/payment/p2p/deposits'],
      ['POST', '/wps/wallet/transfer/upline'],
    ] as const;
    for (const [method, url] of atTheDoor) {
      const refused = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    }
    for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
  });

  it('refuses a malformed request and a merchant that turned free play off', async () => {
    const { app } = use();
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { ...body, gatewayVersion: 2 },
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const staff = await staffAuth(app);
    const settings = await app.inject({ method: 'GET', url: '/api/admin/merchants/1/settings', headers: staff });
    const whitelabel = settings.json<Envelope<{ whitelabel: Record<string, unknown> }>>().value?.whitelabel;
    await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers: staff,
      payload: { whitelabel: { ...whitelabel, freePlay: false } },
    });
    expect((await freePlay()).json()).toMatchObject({
      code: 'FEATURE_DISABLED',
      message: 'Not enabled function, please contact customer service.',
    });
    await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers: staff,
      payload: { whitelabel: { ...whitelabel, freePlay: true } },
    });
  });

  it('opens only a few trial accounts per address and hour', async () => {
    for (let i = 0; i < 5; i++) expect((await freePlay('203.0.113.77')).statusCode).toBe(200);
    expect((await freePlay('203.0.113.77')).json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
