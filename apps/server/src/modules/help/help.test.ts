import type { Envelope } from '@fortuna/contracts/envelope';
import type { HelpArticleAdmin } from '@fortuna/contracts/help';
import type { HelpArticle } from '@fortuna/contracts/system';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DEMO_HELP_ARTICLES } from '../../seed/help-articles';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

const BASE = '/api/admin/help-articles';

async function merchantId(app: FastifyInstance): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/merchants', headers: await staffAuth(app) });
  return response.json<Envelope<{ id: number; code: string }[]>>().value?.find((m) => m.code === 'DEMO')?.id ?? 0;
}

async function list(app: FastifyInstance, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `${BASE}?merchantId=${await merchantId(app)}${query}`,
    headers: await staffAuth(app),
  });
  return response.json<Envelope<HelpArticleAdmin[]>>().value ?? [];
}

async function save(app: FastifyInstance, article: Record<string, unknown>, id?: number, username?: string) {
  const response = await app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? BASE : `${BASE}/${id}`,
    headers: username ? await staffAuth(app, username, 'Writer#2026') : await staffAuth(app),
    payload: { merchantId: await merchantId(app), lang: 'EN', ...article },
  });
  return { status: response.statusCode, body: response.json<Envelope<HelpArticleAdmin>>() };
}

async function helpCenter(app: FastifyInstance, lang: 'EN' | 'TY') {
  const response = await app.inject({ method: 'GET', url: `/wps/system/helpCenter?lang=${lang}&device=WEB` });
  return response.json<Envelope<HelpArticle[]>>().value ?? [];
}

async function auditActions(app: FastifyInstance, action: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit?action=${action}&pageSize=100`,
    headers: await staffAuth(app),
  });
  return (
    response.json<Envelope<{ list: { targetType: string; before: unknown; after: unknown }[] }>>().value?.list ?? []
  );
}

async function addStaff(app: FastifyInstance, username: string, roles: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: await staffAuth(app),
    payload: { username, displayName: username, password: 'Writer#2026', roles },
  });
  expect(response.json<Envelope<unknown>>().success).toBe(true);
}

describeEachDatabase('help-centre articles in the back office', (use) => {
  it('lists a merchant’s articles, filtered by language, in help-centre order', async () => {
    const { app } = use();
    const english = await list(app, '&lang=EN');
    expect(english.map((article) => article.term)).toEqual(DEMO_HELP_ARTICLES.EN.map((article) => article.term));
    expect(english.every((article) => article.lang === 'EN' && article.device === 'WEB')).toBe(true);
    expect(english[0]).toMatchObject({ title: 'Terms and conditions', sort: 0, merchantId: await merchantId(app) });
    const vietnamese = await list(app, '&lang=TY');
    expect(vietnamese[0]?.title).toBe('Điều khoản và điều kiện');
    expect(await list(app)).toHaveLength(english.length + vietnamese.length);

    const badLanguage = await app.inject({
      method: 'GET',
      url: `${BASE}?merchantId=${await merchantId(app)}&lang=XX`,
      headers: await staffAuth(app),
    });
    expect(badLanguage.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const anonymous = await app.inject({ method: 'GET', url: `${BASE}?merchantId=${await merchantId(app)}` });
    expect(anonymous.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('adds, changes and removes an article, audited, and the site’s help centre follows each change', async () => {
    const { app } = use();
    const created = await save(app, {
      term: 'vip-programme',
      title: 'VIP programme',
      content: '<p>Climb the <b>VIP</b> levels.</p>',
      sort: 2,
    });
    expect(created.body).toMatchObject({ success: true, value: { term: 'vip-programme', lang: 'EN', device: 'WEB' } });
    const id = created.body.value?.id ?? 0;

    const english = await helpCenter(app, 'EN');
    expect(english.find((article) => article.term === 'vip-programme')).toMatchObject({
      title: 'VIP programme',
      content: '<p>Climb the <b>VIP</b> levels.</p>',
      sort: 2,
    });
    expect(english.map((article) => article.term).indexOf('vip-programme')).toBe(3);
    expect((await helpCenter(app, 'TY')).some((article) => article.term === 'vip-programme')).toBe(false);

    const changed = await save(
      app,
      { term: 'vip-club', title: 'VIP club', content: '<p>Levels and rewards.</p>', sort: 0 },
      id,
    );
    expect(changed.body).toMatchObject({ success: true, value: { id, term: 'vip-club', title: 'VIP club' } });
    const afterChange = await helpCenter(app, 'EN');
    expect(afterChange.some((article) => article.term === 'vip-programme')).toBe(false);
    expect(afterChange.find((article) => article.id === id)).toMatchObject({
      term: 'vip-club',
      title: 'VIP club',
      content: '<p>Levels and rewards.</p>',
    });

    const removed = await app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: await staffAuth(app) });
    expect(removed.json()).toMatchObject({ success: true, value: null });
    expect((await helpCenter(app, 'EN')).some((article) => article.id === id)).toBe(false);
    const again = await app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: await staffAuth(app) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    expect(await auditActions(app, 'help.create')).toEqual([
      expect.objectContaining({ targetType: 'help-article', before: null, after: expect.objectContaining({ id }) }),
    ]);
    expect(await auditActions(app, 'help.update')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ title: 'VIP programme' }),
        after: expect.objectContaining({ title: 'VIP club' }),
      }),
    ]);
    expect(await auditActions(app, 'help.delete')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ term: 'vip-club' }), after: null }),
    ]);
  });

  it('keeps the HTML as staff wrote it, as announcements are kept, for the site to sanitise when it shows it', async () => {
    const { app } = use();
    const html = '<p onclick="steal()">Safe words</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
    const created = await save(app, { term: 'html-kept', title: 'HTML kept', content: html });
    expect(created.body.value?.content).toBe(html);
    const onSite = (await helpCenter(app, 'EN')).find((article) => article.term === 'html-kept');
    // The player site renders it through DOMPurify (SafeHtml), as it renders notices and popups;
    // e2e/back-office-help.e2e.ts checks that the script and the handlers never reach the page.
    expect(onSite?.content).toBe(html);
  });

  it('answers CONFLICT for a term the language already has, and saves nothing', async () => {
    const { app } = use();
    const before = await list(app);
    const createdBefore = await auditActions(app, 'help.create');
    const duplicate = await save(app, { term: 'responsible-gaming', title: 'Again', content: '<p>x</p>' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(duplicate.body.message).toContain('responsible-gaming');

    // The same term in the other language, or on another device, is a different article.
    const privacy = before.find((article) => article.lang === 'EN' && article.term === 'privacy');
    const renamed = await save(app, { term: 'terms', title: 'Privacy', content: '<p>x</p>' }, privacy?.id);
    expect(renamed.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await list(app)).toEqual(before);
    expect(await auditActions(app, 'help.create')).toEqual(createdBefore);
    expect(await auditActions(app, 'help.update')).toHaveLength(1);
  });

  it('lets content staff write the help centre and refuses every other role', async () => {
    const { app } = use();
    await addStaff(app, 'olivia', ['operator']);
    await addStaff(app, 'fred', ['finance', 'support']);
    const byOperator = await save(
      app,
      { term: 'by-operator', title: 'Operator', content: '<p>x</p>' },
      undefined,
      'olivia',
    );
    expect(byOperator.body).toMatchObject({ success: true });
    const id = byOperator.body.value?.id ?? 0;

    const before = await list(app);
    const finance = await save(app, { term: 'by-finance', title: 'Finance', content: '<p>x</p>' }, undefined, 'fred');
    expect(finance.status).toBe(403);
    expect(finance.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const financeEdit = await save(app, { term: 'by-operator', title: 'Changed', content: '<p>y</p>' }, id, 'fred');
    expect(financeEdit.body).toMatchObject({ code: 'FORBIDDEN' });
    const financeDelete = await app.inject({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: await staffAuth(app, 'fred', 'Writer#2026'),
    });
    expect(financeDelete.json()).toMatchObject({ code: 'FORBIDDEN' });
    const member = await memberAuth(app, (await createMember(app)).username);
    const asMember = await app.inject({
      method: 'POST',
      url: BASE,
      headers: member,
      payload: { merchantId: await merchantId(app), lang: 'EN', term: 'by-member', title: 'x', content: '<p>x</p>' },
    });
    expect(asMember.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    // Every staff member may read the list.
    const read = await app.inject({
      method: 'GET',
      url: `${BASE}?merchantId=${await merchantId(app)}`,
      headers: await staffAuth(app, 'fred', 'Writer#2026'),
    });
    expect(read.json<Envelope<HelpArticleAdmin[]>>().value).toEqual(before);
    expect(await list(app)).toEqual(before);
  });

  it('refuses bad input and changes nothing', async () => {
    const { app } = use();
    const before = await list(app);
    const auditBefore = await auditActions(app, 'help.update');
    const article = { term: 'new-article', title: 'New', content: '<p>x</p>' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...article, term: 'Has Spaces' }, 'VALIDATION_FAILED'],
      [{ ...article, term: 'a--b' }, 'VALIDATION_FAILED'],
      [{ ...article, term: 'x'.repeat(65) }, 'VALIDATION_FAILED'],
      [{ ...article, lang: 'XX' }, 'VALIDATION_FAILED'],
      [{ ...article, device: 'APP' }, 'VALIDATION_FAILED'],
      [{ ...article, title: '   ' }, 'VALIDATION_FAILED'],
      [{ ...article, content: '' }, 'VALIDATION_FAILED'],
      [{ ...article, content: 'x'.repeat(50_001) }, 'VALIDATION_FAILED'],
      [{ ...article, sort: -1 }, 'VALIDATION_FAILED'],
      [{ ...article, sort: 1.5 }, 'VALIDATION_FAILED'],
      [{ ...article, merchantId: 9999 }, 'NOT_FOUND'],
    ];
    for (const [payload, code] of refusals) {
      expect((await save(app, payload)).body, JSON.stringify(payload).slice(0, 80)).toMatchObject({
        success: false,
        code,
      });
    }
    const first = before[0];
    expect((await save(app, article, 999_999)).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // An article is changed only through its own merchant.
    expect((await save(app, { ...article, merchantId: 9999 }, first?.id)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await save(app, { ...article, term: 'Bad Term' }, first?.id)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const badId = await app.inject({ method: 'DELETE', url: `${BASE}/abc`, headers: await staffAuth(app) });
    expect(badId.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    expect(await list(app)).toEqual(before);
    expect(await auditActions(app, 'help.update')).toEqual(auditBefore);
  });
});
