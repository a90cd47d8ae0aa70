import type { Envelope } from '@fortuna/contracts/envelope';
import type { Staff, StaffSession } from '@fortuna/contracts/staff';
import { expect, it } from 'vitest';
import { createStaffMember } from '../../test/staff-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

describeEachDatabase('back office: staff sign-in and roles', (use) => {
  it('signs in with the right password and returns an opaque token', async () => {
    const response = await use().app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      payload: { username: ' admin ', password: 'Demo#2026' },
    });
    const body = response.json<Envelope<StaffSession>>();
    expect(body.value?.staff).toMatchObject({
      username: 'admin',
      roles: ['admin'],
      status: 'active',
      isLocked: false,
      hasSecondFactor: false,
      mustEnrolSecondFactor: false,
    });
    expect(body.value?.token).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { app } = use();
    await createStaffMember(app, 'walter');
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      remoteAddress: '198.51.100.5',
      payload: { username: 'walter', password: 'guess' },
    });
    const noSuchUser = await app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      remoteAddress: '198.51.100.5',
      payload: { username: 'nobody', password: 'guess' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(noSuchUser.json()).toEqual(wrongPassword.json());
  });

  it('requires a session for back-office calls and ends it on sign-out', async () => {
    const { app } = use();
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/merchants' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      payload: { username: 'admin', password: 'Demo#2026' },
    });
    const headers = { authorization: `Bearer ${login.json<Envelope<StaffSession>>().value?.token}` };
    expect((await app.inject({ method: 'GET', url: '/api/admin/session', headers })).json()).toMatchObject({
      success: true,
      value: { username: 'admin' },
    });
    await app.inject({ method: 'DELETE', url: '/api/admin/session', headers });
    const after = await app.inject({ method: 'GET', url: '/api/admin/session', headers });
    expect(after.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('lets an admin create staff and keeps other roles out of admin actions', async () => {
    const { app } = use();
    const headers = await staffAuth(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers,
      payload: { username: 'fiona', displayName: 'Fiona Finance', password: 'Ledger#2026', roles: ['finance'] },
    });
    expect(created.json<Envelope<Staff>>().value).toMatchObject({ username: 'fiona', roles: ['finance'] });
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers,
      payload: { username: 'fiona', displayName: 'Again', password: 'Ledger#2026', roles: ['finance'] },
    });
    expect(duplicate.json()).toMatchObject({ success: false, code: 'CONFLICT' });

    const finance = await staffAuth(app, 'fiona', 'Ledger#2026');
    expect((await app.inject({ method: 'GET', url: '/api/admin/merchants', headers: finance })).statusCode).toBe(200);
    const forbidden = await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/maintenance',
      headers: finance,
      payload: { enabled: true, title: 'x', message: 'y' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json()).toMatchObject({ value: { status: 0 } });
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/staff', headers: finance, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('slows password guessing: the 11th try in 5 minutes is refused', async () => {
    const { app } = use();
    await createStaffMember(app, 'gina');
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/session/login',
        remoteAddress: '198.51.100.7',
        payload: { username: 'gina', password: 'wrong' },
      });
    // The first failure is refused as such; the next ones want the captcha (staff-security.test.ts).
    expect((await attempt()).statusCode).toBe(401);
    for (let i = 1; i < 10; i++) expect((await attempt()).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another staff member behind the same address is not locked out by those guesses.
    const colleague = await app.inject({
      method: 'POST',
      url: '/api/admin/session/login',
      remoteAddress: '198.51.100.7',
      payload: { username: 'nobody-else', password: 'wrong' },
    });
    expect(colleague.statusCode).toBe(401);
  });
});
