import { decryptCsPath } from '@fortuna/contracts/cs-path';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { PermissionInfo, SystemStatusValue } from '@fortuna/contracts/system';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { merchants } from '../../db/schema/index';
import { describeEachDatabase, staffAuth, testConfig } from '../../test/test-app';

const US_IP = '8.8.8.8';
const VN_IP = '1.54.0.1';

describeEachDatabase('system calls', (use) => {
  async function status(remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
    const response = await use().app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers });
    return response.json<Envelope<SystemStatusValue>>();
  }

  async function setMerchantSettings(payload: object) {
    const { app } = use();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers: await staffAuth(app),
      payload,
    });
    expect(response.json<Envelope<unknown>>().success).toBe(true);
  }

  it('reports normal status with the caller address and country', async () => {
    const body = await status(VN_IP);
    expect(body).toMatchObject({ success: true, code: 'OK', value: { status: 0, ip: VN_IP, country: 'VN' } });
  });

  it('gives 1 under maintenance with its title and message, and 0 again when switched off', async () => {
    const { app } = use();
    const headers = await staffAuth(app);
    const on = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/maintenance',
      headers,
      payload: { enabled: true, title: 'Upgrade', message: 'Back at 10:00' },
    });
    expect(on.json<Envelope<unknown>>().success).toBe(true);
    expect((await status()).value).toMatchObject({
      status: 1,
      maintenance: { enabled: true, title: 'Upgrade', message: 'Back at 10:00' },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/maintenance',
      headers,
      payload: { enabled: false, title: '', message: '' },
    });
    expect((await status()).value?.status).toBe(0);
  });

  it('gives 2 to a visitor from a blocked country and 0 to others; maintenance wins over region', async () => {
    await setMerchantSettings({ blockedCountries: ['us'] });
    expect((await status(US_IP)).value).toMatchObject({ status: 2, country: 'US' });
    expect((await status(VN_IP)).value?.status).toBe(0);
    const info = await use().app.inject({ method: 'GET', url: '/wps/system/permission/info', remoteAddress: US_IP });
    expect(info.json<Envelope<PermissionInfo>>().value?.location).toMatchObject({ regionRestriction: true, ip: US_IP });
    await setMerchantSettings({ maintenance: { enabled: true, title: 'Down', message: 'Soon' } });
    expect((await status(US_IP)).value?.status).toBe(1);
    await setMerchantSettings({ blockedCountries: [], maintenance: { enabled: false, title: '', message: '' } });
    expect((await status(US_IP)).value?.status).toBe(0);
  });

  it('ignores X-Forwarded-For from an untrusted peer and honours it from a trusted proxy', async () => {
    await setMerchantSettings({ blockedCountries: ['US'] });
    const spoofed = await status('203.0.113.9', { 'x-forwarded-for': US_IP });
    expect(spoofed.value).toMatchObject({ status: 0, ip: '203.0.113.9' });

    const { database } = use();
    const behindProxy = await buildApp(testConfig({ TRUSTED_PROXIES: '10.0.0.5' }), { database });
    try {
      const response = await behindProxy.inject({
        method: 'GET',
        url: '/wps/system/status',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': US_IP },
      });
      expect(response.json<Envelope<SystemStatusValue>>().value).toMatchObject({ status: 2, ip: US_IP });
    } finally {
      await behindProxy.close();
      await setMerchantSettings({ blockedCountries: [] });
    }
  });

  it('resolves the merchant from the Merchant header, then the domain, then the default', async () => {
    const { app } = use();
    const headers = await staffAuth(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/merchants',
      headers,
      payload: {
        code: 'LUCKY',
        name: 'Lucky Star',
        currency: 'THB',
        currencySymbol: '฿',
        domains: [{ domain: 'play.lucky.example', isMain: true }],
      },
    });
    expect(created.json<Envelope<unknown>>().success).toBe(true);
    const byHost = await app.inject({
      method: 'GET',
      url: '/wps/system/permission/info',
      headers: { host: 'play.lucky.example' },
    });
    expect(byHost.json<Envelope<PermissionInfo>>().value?.info).toMatchObject({
      merchantCode: 'LUCKY',
      currencySymbol: '฿',
    });
    const byHeader = await app.inject({
      method: 'GET',
      url: '/wps/system/permission/info',
      headers: { host: 'play.lucky.example', merchant: 'demo' },
    });
    expect(byHeader.json<Envelope<PermissionInfo>>().value?.info.merchantCode).toBe('DEMO');
    const byDefault = await app.inject({
      method: 'GET',
      url: '/wps/system/permission/info',
      headers: { host: 'unknown.example' },
    });
    expect(byDefault.json<Envelope<PermissionInfo>>().value?.info.merchantCode).toBe('DEMO');
  });

  it('answers an unknown merchant with an envelope error', async () => {
    const response = await use().app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'NOSUCH' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      value: null,
      code: 'UNKNOWN_MERCHANT',
      message: 'Invalid URL, please contact customer service',
    });
  });

  it('serves white-label switches, registration rules and domain routes', async () => {
    const { app } = use();
    const whitelabel = (await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json<
      Envelope<Record<string, unknown>>
    >();
    expect(whitelabel.value).toMatchObject({
      freePlay: true,
      resetByEmail: true,
      resetByPhone: true,
      allowPlainJson: true,
    });
    const register = (await app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json<
      Envelope<Record<string, { enabled: boolean; patternId: string }>>
    >();
    expect(register.value?.username).toMatchObject({ enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM' });
    const domains = (await app.inject({ method: 'GET', url: '/wps/system/domainRoute' })).json<Envelope<unknown[]>>();
    expect(domains.value).toEqual([{ domain: 'localhost', isMain: true }]);
  });

  it('serves the help centre per language and refuses an unsupported one', async () => {
    const { app } = use();
    const english = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=WEB' })).json<
      Envelope<{ term: string; title: string }[]>
    >();
    expect(english.value?.map((article) => article.term)).toContain('responsible-gaming');
    expect(english.value?.[0]?.title).toBe('Terms and conditions');
    const vietnamese = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=TY' })).json<
      Envelope<{ title: string }[]>
    >();
    expect(vietnamese.value?.[0]?.title).toBe('Điều khoản và điều kiện');
    const bad = await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('keeps the app download links staff save and gives them to the site in permission info', async () => {
    const { app } = use();
    const headers = await staffAuth(app);
    const info = async () =>
      (await app.inject({ method: 'GET', url: '/wps/system/permission/info' })).json<Envelope<PermissionInfo>>().value
        ?.info.appDownload;
    const settings = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/merchants/1/settings', headers })).json<
        Envelope<{ site: { appDownload: unknown; social: unknown } }>
      >().value?.site;
    expect(await info()).toEqual({ ios: '', android: '', liteIos: '' });

    const site = await settings();
    const links = {
      ios: 'https://apps.apple.com/app/id1234567890',
      android: ' https://play.google.com/store/apps/details?id=com.example.fortuna ',
      liteIos: '',
    };
    await setMerchantSettings({ site: { ...site, appDownload: links } });
    const saved = { ...links, android: links.android.trim() };
    expect((await settings())?.appDownload).toEqual(saved);
    expect((await settings())?.social).toEqual(site?.social);
    expect(await info()).toEqual(saved);

    for (const ios of ['http://apps.apple.com/app/id1', 'javascript:alert(1)', '/download', 'https://a b']) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/1/settings',
        headers,
        payload: { site: { ...site, appDownload: { ...links, ios } } },
      });
      expect(refused.json(), ios).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(await info()).toEqual(saved);

    // A merchant saved before the links existed reads as having no app yet.
    const [row] = await app.db.select().from(merchants).where(eq(merchants.id, 1));
    if (!row) throw new Error('merchant 1 missing');
    const { appDownload: _links, ...legacy } = row.site;
    await app.db
      .update(merchants)
      .set({ site: legacy as typeof row.site })
      .where(eq(merchants.id, 1));
    app.merchantCache.clear();
    expect(await info()).toEqual({ ios: '', android: '', liteIos: '' });
    await setMerchantSettings({ site: { ...site, appDownload: { ios: '', android: '', liteIos: '' } } });
  });

  it('returns everything the site needs in permission info', async () => {
    const response = await use().app.inject({
      method: 'GET',
      url: '/wps/system/permission/info',
      remoteAddress: VN_IP,
    });
    const body = response.json<Envelope<PermissionInfo>>();
    expect(body.value?.status).toBe(0);
    expect(body.value?.info).toMatchObject({
      merchantCode: 'DEMO',
      currencySymbol: '₫',
      mainDomain: 'localhost',
      customerService: [{ csType: 'LIVECHAT', title: 'Chăm sóc khách hàng' }],
      // The demo merchant writes in Vietnamese, money the Vietnamese way.
      defaultLanguage: 'TY',
      numberFormat: 'vi-VN',
      // The agent centre counts its days in the merchant's zone.
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    // Spec §3: the path travels encrypted, the last 8 characters being the key.
    const path = body.value?.info.customerService[0]?.path ?? '';
    expect(path).not.toContain('chat=open');
    expect(decryptCsPath(path)).toBe('/?chat=open');
    expect(body.value?.info.register.password.enabled).toBe(true);
    expect(body.value?.location).toMatchObject({
      ip: VN_IP,
      country: 'VN',
      regionRestriction: false,
      maintenance: null,
    });
  });
});
