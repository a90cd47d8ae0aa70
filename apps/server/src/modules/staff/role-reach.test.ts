import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { MemberSummary } from '@fortuna/contracts/members';
import type { AuditEntry, Page, StaffRole } from '@fortuna/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { recordAudit } from '../audit/audit.service';

/** A staff member holding only `role`, created by the admin through the back office. */
async function staffWithRole(app: FastifyInstance, role: StaffRole) {
  const username = `${role}${randomBytes(3).toString('hex')}`;
  const password = 'Role#Pass2026';
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: await staffAuth(app),
    payload: { username, displayName: role, password, roles: [role] },
  });
  expect(created.json<Envelope<unknown>>().success).toBe(true);
  return staffAuth(app, username, password);
}

function get<T>(app: FastifyInstance, url: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url, headers }).then((response) => ({
    status: response.statusCode,
    body: response.json<Envelope<T>>(),
  }));
}

describeEachDatabase('back office: what each role reaches', (use) => {
  it('lists members to admin, risk and support in full, to finance without sign-in details, and not to operators', async () => {
    const { app } = use();
    await postLogin(app, { username: DEMO_LOGINS.member, password: 'Demo#2026' });
    const url = `/api/admin/members?merchantId=1&search=${DEMO_LOGINS.member}`;

    for (const auth of [await staffAuth(app), await staffWithRole(app, 'risk'), await staffWithRole(app, 'support')]) {
      const full = await get<Page<MemberSummary>>(app, url, auth);
      expect(full.body.value?.list[0]).toMatchObject({ username: DEMO_LOGINS.member });
      expect(full.body.value?.list[0]?.lastLoginIp).toEqual(expect.any(String));
      expect(full.body.value?.list[0]?.lastLoginAt).toEqual(expect.any(String));
    }

    const finance = await get<Page<MemberSummary>>(app, url, await staffAuth(app, DEMO_LOGINS.finance));
    expect(finance.status).toBe(200);
    // What finance needs to grant a bonus: who the member is and the balance; not when or from where they signed in.
    expect(finance.body.value?.list[0]).toMatchObject({
      username: DEMO_LOGINS.member,
      balance: expect.any(String),
      lastLoginAt: null,
      lastLoginIp: null,
    });

    const operator = await get(app, url, await staffWithRole(app, 'operator'));
    expect(operator.status).toBe(403);
    expect(operator.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('keeps member detail to admin, risk and support', async () => {
    const { app } = use();
    const list = await get<Page<MemberSummary>>(
      app,
      `/api/admin/members?merchantId=1&search=${DEMO_LOGINS.member}`,
      await staffAuth(app),
    );
    const id = list.body.value?.list[0]?.id;
    for (const role of ['finance', 'operator'] as const) {
      const auth = role === 'finance' ? await staffAuth(app, DEMO_LOGINS.finance) : await staffWithRole(app, role);
      const detail = await get(app, `/api/admin/members/${id}`, auth);
      expect(detail.status, role).toBe(403);
    }
    const support = await get(app, `/api/admin/members/${id}`, await staffWithRole(app, 'support'));
    expect(support.status).toBe(200);
  });

  it('shows each role the audit entries of its own area and only the admin the whole log', async () => {
    const { app } = use();
    const actor = { staffId: 1, username: 'admin', ip: '127.0.0.1' };
    const change = { targetType: 'test', targetId: 1, merchantId: 1, before: null, after: null };
    for (const action of [
      'payment.bonus.grant',
      'agent.dividend.approve',
      'member.suspend',
      'risk.level',
      'chat.close',
      'content.create',
      'merchant.update',
    ]) {
      await recordAudit(app.db, actor, { ...change, action });
    }
    const actionsSeenBy = async (auth: Record<string, string>) => {
      const page = await get<Page<AuditEntry>>(app, '/api/admin/audit?pageSize=100', auth);
      expect(page.status).toBe(200);
      return new Set((page.body.value?.list ?? []).map((entry) => entry.action));
    };

    const admin = await actionsSeenBy(await staffAuth(app));
    expect([...admin]).toEqual(expect.arrayContaining(['merchant.update', 'payment.bonus.grant', 'content.create']));

    const finance = await actionsSeenBy(await staffAuth(app, DEMO_LOGINS.finance));
    expect([...finance].sort()).toEqual(['agent.dividend.approve', 'payment.bonus.grant']);

    const support = await actionsSeenBy(await staffWithRole(app, 'support'));
    expect([...support].every((action) => /^(chat|feedback|member|ip)\./.test(action))).toBe(true);
    expect(support).toContain('chat.close');
    expect(support).toContain('member.suspend');

    const risk = await actionsSeenBy(await staffWithRole(app, 'risk'));
    expect(risk).toContain('risk.level');
    expect(risk).not.toContain('payment.bonus.grant');

    const operator = await actionsSeenBy(await staffWithRole(app, 'operator'));
    expect([...operator]).toEqual(['content.create']);

    // A filter cannot widen the area: finance asking for another area's action gets nothing.
    const asked = await get<Page<AuditEntry>>(
      app,
      '/api/admin/audit?action=merchant.update',
      await staffAuth(app, DEMO_LOGINS.finance),
    );
    expect(asked.body.value?.total).toBe(0);
  });
});
