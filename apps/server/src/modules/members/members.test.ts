import type { Envelope } from '@fortuna/contracts/envelope';
import type { MemberSummary } from '@fortuna/contracts/members';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import { expect, it } from 'vitest';
import { createMember } from '../../test/accounts';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

describeEachDatabase('back office: members', (use) => {
  async function memberLogin(username: string) {
    return postLogin(use().app, { username, password: 'Demo#2026' });
  }

  async function list(query = '') {
    const { app } = use();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/members?merchantId=1${query}`,
      headers: await staffAuth(app),
    });
    return response.json<Envelope<Page<MemberSummary>>>().value;
  }

  it('lists members and agents with upline, balance and last sign-in, and searches by username', async () => {
    await memberLogin('demo01');
    const page = await list();
    const demo = page?.list.find((row) => row.username === 'demo01');
    expect(demo).toMatchObject({
      type: 0,
      status: 'active',
      uplineUsername: 'agent01',
      balance: '1000000.00',
      currencySymbol: '₫',
      lastLoginIp: '127.0.0.1',
    });
    expect(demo?.liveSessions).toBeGreaterThanOrEqual(1);
    expect((await list('&search=agent'))?.list.map((row) => row.username)).toEqual(['agent01']);
    expect((await list('&search=%25'))?.total).toBe(0);
  });

  it('suspends an account (signing it out everywhere), then reactivates it, with the reason audited', async () => {
    const { app } = use();
    const headers = await staffAuth(app);
    const token = (await memberLogin('agent01')).json<Envelope<{ token: string }>>().value?.token;
    const demoId = (await list('&search=agent01'))?.list[0]?.id;
    const suspended = await app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${demoId}/status`,
      headers,
      payload: { status: 'suspended', reason: 'Chargeback under review' },
    });
    expect(suspended.json<Envelope<MemberSummary>>().value).toMatchObject({ status: 'suspended', liveSessions: 0 });
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect((await memberLogin('agent01')).json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });

    await app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${demoId}/status`,
      headers,
      payload: { status: 'active', reason: 'Cleared' },
    });
    expect((await memberLogin('agent01')).json()).toMatchObject({ success: true });
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=member.suspend', headers })).json<
      Envelope<Page<AuditEntry>>
    >();
    expect(audit.value?.list[0]).toMatchObject({ after: { status: 'suspended', reason: 'Chargeback under review' } });
  });

  it('signs an account out everywhere', async () => {
    const { app } = use();
    const token = (await memberLogin('demo01')).json<Envelope<{ token: string }>>().value?.token;
    const id = (await list('&search=demo01'))?.list[0]?.id;
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${id}/sessions`,
      headers: await staffAuth(app),
    });
    expect(response.json<Envelope<{ revoked: number }>>().value?.revoked).toBeGreaterThanOrEqual(1);
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });

  it('lets only admin, risk and support staff act on accounts, and refuses a missing reason', async () => {
    const { app } = use();
    const admin = await staffAuth(app);
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin,
      payload: { username: 'fin01', displayName: 'Finance', password: 'Ledger#2026', roles: ['finance'] },
    });
    const finance = await staffAuth(app, 'fin01', 'Ledger#2026');
    const id = (await list('&search=demo01'))?.list[0]?.id;
    const forbidden = await app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${id}/status`,
      headers: finance,
      payload: { status: 'suspended', reason: 'x' },
    });
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    const noReason = await app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${id}/status`,
      headers: admin,
      payload: { status: 'suspended', reason: ' ' },
    });
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'reason: Give a reason' });
    const missing = await app.inject({ method: 'DELETE', url: '/api/admin/members/999999/sessions', headers: admin });
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found' });
  });

  it('gives a temporary password that must be changed, ending every session, audited', async () => {
    const { app } = use();
    const member = await createMember(app);
    const token = (await postLogin(app, { username: member.username, password: 'Demo#2026' })).json<{
      value: { token: string };
    }>().value.token;
    const staff = await staffAuth(app);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/password-reset`,
      headers: staff,
    });
    const { temporaryPassword } = reset.json<{ value: { temporaryPassword: string } }>().value;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);
    const old = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const login = await postLogin(app, { username: member.username, password: temporaryPassword });
    expect(login.json()).toMatchObject({ success: true, value: { passwordExpired: true } });
    const detail = await app.inject({ method: 'GET', url: `/api/admin/members/${member.id}`, headers: staff });
    expect(detail.json()).toMatchObject({ value: { id: member.id, totpEnabled: false, lockedUntil: null } });
    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: staff });
    expect(JSON.stringify(audit.json())).toContain('member.password-reset');
    expect(JSON.stringify(audit.json())).not.toContain(temporaryPassword);
  });
});
