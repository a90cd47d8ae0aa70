import type { Envelope } from '@fortuna/contracts/envelope';
import type { Merchant, MerchantSettings } from '@fortuna/contracts/merchants';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import { expect, it } from 'vitest';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

describeEachDatabase('back office: merchants and white-label settings', (use) => {
  async function asAdmin() {
    return staffAuth(use().app);
  }

  async function settingsOfDemo(): Promise<MerchantSettings> {
    const response = await use().app.inject({
      method: 'GET',
      url: '/api/admin/merchants/1/settings',
      headers: await asAdmin(),
    });
    const body = response.json<Envelope<MerchantSettings>>();
    if (!body.value) throw new Error(body.message);
    return body.value;
  }

  it('lists merchants with their domains', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/api/admin/merchants', headers: await asAdmin() });
    const body = response.json<Envelope<Merchant[]>>();
    expect(body.value).toEqual([
      expect.objectContaining({
        code: 'DEMO',
        currency: 'VND',
        status: 'active',
        domains: [{ domain: 'localhost', isMain: true }],
      }),
    ]);
  });

  it('creates a merchant with default settings and refuses a duplicate code', async () => {
    const { app } = use();
    const headers = await asAdmin();
    const payload = { code: 'gold', name: 'Gold Palace', currency: 'usd', currencySymbol: '$', domains: [] };
    const created = (await app.inject({ method: 'POST', url: '/api/admin/merchants', headers, payload })).json<
      Envelope<Merchant>
    >();
    expect(created.value).toMatchObject({ code: 'GOLD', currency: 'USD', status: 'active' });
    const duplicate = await app.inject({ method: 'POST', url: '/api/admin/merchants', headers, payload });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const settings = (
      await app.inject({ method: 'GET', url: `/api/admin/merchants/${created.value?.id}/settings`, headers })
    ).json<Envelope<MerchantSettings>>();
    expect(settings.value?.maintenance.enabled).toBe(false);
    expect(settings.value?.whitelabel.requireChallenge).toBe(true);
  });

  it('edits a merchant and records the change with before and after in the audit log', async () => {
    const { app } = use();
    const headers = await asAdmin();
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/admin/merchants/1',
      headers,
      payload: {
        name: 'Fortuna Demo Casino',
        domains: [
          { domain: 'localhost', isMain: true },
          { domain: 'm.demo.example', isMain: false },
        ],
      },
    });
    expect(edited.json<Envelope<Merchant>>().value).toMatchObject({
      name: 'Fortuna Demo Casino',
      domains: [
        { domain: 'localhost', isMain: true },
        { domain: 'm.demo.example', isMain: false },
      ],
    });
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=merchant.update', headers })).json<
      Envelope<Page<AuditEntry>>
    >();
    expect(audit.value?.list[0]).toMatchObject({
      action: 'merchant.update',
      staffUsername: 'admin',
      targetId: '1',
      before: expect.objectContaining({ name: 'Fortuna Demo' }),
      after: expect.objectContaining({ name: 'Fortuna Demo Casino' }),
    });
  });

  it('keeps the domains when an edit leaves them out', async () => {
    const { app } = use();
    const headers = await asAdmin();
    const before = (await app.inject({ method: 'GET', url: '/api/admin/merchants', headers })).json<
      Envelope<Merchant[]>
    >();
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/admin/merchants/1',
      headers,
      payload: { status: 'active' },
    });
    expect(edited.json<Envelope<Merchant>>().value?.domains).toEqual(before.value?.[0]?.domains);
  });

  it('changes one settings section and leaves the others untouched', async () => {
    const { app } = use();
    const before = await settingsOfDemo();
    const whitelabel = { ...before.whitelabel, freePlay: false, smsLogin: true };
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers: await asAdmin(),
      payload: { whitelabel },
    });
    expect(response.json<Envelope<MerchantSettings>>().value?.whitelabel).toMatchObject({
      freePlay: false,
      smsLogin: true,
    });
    const after = await settingsOfDemo();
    expect(after.registerRules).toEqual(before.registerRules);
    expect(after.site).toEqual(before.site);
    const seen = (await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json<
      Envelope<{ freePlay: boolean }>
    >();
    expect(seen.value?.freePlay).toBe(false);
  });

  it('refuses invalid registration rules with a clear message and changes nothing', async () => {
    const { app } = use();
    const before = await settingsOfDemo();
    const registerRules = {
      ...before.registerRules,
      username: { enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM', min: 20, max: 6 },
    };
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers: await asAdmin(),
      payload: { registerRules },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'registerRules.username.min: min must not exceed max',
    });
    expect((await settingsOfDemo()).registerRules).toEqual(before.registerRules);
  });

  it('refuses an unknown pattern id and a bad country code', async () => {
    const { app } = use();
    const headers = await asAdmin();
    const before = await settingsOfDemo();
    const badPattern = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers,
      payload: {
        registerRules: { ...before.registerRules, email: { ...before.registerRules.email, patternId: 'NOPE' } },
      },
    });
    expect(badPattern.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const badCountry = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/settings',
      headers,
      payload: { blockedCountries: ['USA'] },
    });
    expect(badCountry.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'blockedCountries.0: Use two-letter country codes such as US',
    });
  });

  it('answers an unknown merchant id with NOT_FOUND', async () => {
    const response = await use().app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/999/maintenance',
      headers: await asAdmin(),
      payload: { enabled: true, title: 'x', message: 'y' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Merchant not found' });
  });

  it('records maintenance switches in the audit log', async () => {
    const { app } = use();
    const headers = await asAdmin();
    await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/maintenance',
      headers,
      payload: { enabled: true, title: 'Night works', message: 'Back soon' },
    });
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?merchantId=1&pageSize=5', headers })).json<
      Envelope<Page<AuditEntry>>
    >();
    expect(audit.value?.list[0]).toMatchObject({
      action: 'merchant.maintenance.update',
      before: { maintenance: { enabled: false } },
      after: { maintenance: { enabled: true, title: 'Night works', message: 'Back soon' } },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/maintenance',
      headers,
      payload: { enabled: false, title: '', message: '' },
    });
  });
});
