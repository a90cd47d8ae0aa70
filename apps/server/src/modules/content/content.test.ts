import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DEMO_SITE_CONTENT } from '../../seed/site-content';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

async function merchantId(app: FastifyInstance): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/merchants', headers: await staffAuth(app) });
  return response.json<Envelope<{ id: number; code: string }[]>>().value.find((m) => m.code === 'DEMO')?.id ?? 0;
}

async function publish(app: FastifyInstance, item: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/content',
    headers: await staffAuth(app),
    payload: { merchantId: await merchantId(app), ...item },
  });
  return response.json<Envelope<{ id: number }>>();
}

/** Leaves out what the demo seed publishes. */
const seeded = new Set(DEMO_SITE_CONTENT.flatMap((item) => [item.title, item.translations.EN?.title ?? '']));
const isOurs = (title: string) => !seeded.has(title);

describeEachDatabase('site content', (use) => {
  it('serves banners, player notices, popups by audience and promotions that are live now', async () => {
    const { app } = use();
    const hour = 3_600_000;
    expect(
      (
        await publish(app, {
          kind: 'banner',
          groupName: 'w_home',
          title: 'Spring bonus',
          imageUrl: '/banners/welcome.svg',
          linkUrl: '/promotions',
          sortOrder: 1,
        })
      ).success,
    ).toBe(true);
    await publish(app, { kind: 'banner', groupName: 'w_reg', title: 'Join', imageUrl: '/banners/join.svg' });
    await publish(app, { kind: 'banner', groupName: 'w_home', title: 'Hidden', imageUrl: '/b.svg', status: 'hidden' });
    await publish(app, {
      kind: 'banner',
      groupName: 'w_home',
      title: 'Later',
      imageUrl: '/c.svg',
      startsAt: new Date(Date.now() + hour).toISOString(),
    });
    await publish(app, { kind: 'notice', title: 'Maintenance on Sunday', content: '<p>From 02:00 to 04:00</p>' });
    await publish(app, { kind: 'popup', title: 'For everyone', audience: 'ALL' });
    await publish(app, { kind: 'popup', title: 'Welcome back', audience: 'A' });
    await publish(app, { kind: 'popup', title: 'First time', audience: 'F' });
    await publish(app, { kind: 'promotion', title: 'Cashback', promotionType: 'CASHBACK' });
    await publish(app, { kind: 'marquee', title: 'Big wins every day!' });

    const anonymous = await app.inject({
      method: 'GET',
      url: '/wps/announcements?types=B,PL,PU,PR,H&platform=W&execution=B',
    });
    const value =
      anonymous.json<
        Envelope<{
          banners: { title: string; groupName: string; linkage: string }[];
          player: { title: string }[];
          popup: { title: string }[];
          promotion: { promotionType: string }[];
        }>
      >().value;
    expect(value.banners.map((banner) => banner.title).filter(isOurs)).toEqual(['Spring bonus', 'Join']);
    expect(value.banners.find((banner) => banner.title === 'Join')).toMatchObject({ groupName: 'w_reg' });
    expect(value.banners.find((banner) => banner.title === 'Spring bonus')).toMatchObject({ linkage: '/promotions' });
    expect(value.player.map((notice) => notice.title).filter(isOurs)).toEqual(['Maintenance on Sunday']);
    expect(value.popup.map((popup) => popup.title)).toEqual(['For everyone']);
    expect(value.promotion).toEqual([expect.objectContaining({ promotionType: 'CASHBACK' })]);

    const signedIn = await app.inject({ method: 'GET', url: '/wps/announcements?types=PU&execution=A' });
    const popups = signedIn.json<Envelope<{ popup: { title: string }[]; banners: unknown[] }>>().value;
    expect(popups.popup.map((popup) => popup.title).sort()).toEqual(['For everyone', 'Welcome back']);
    expect(popups.banners).toEqual([]);

    const notices = await app.inject({ method: 'GET', url: '/wps/notices' });
    const noticeList = notices
      .json<Envelope<{ title: string; content: string }[]>>()
      .value.filter((n) => isOurs(n.title));
    expect(noticeList).toEqual([
      expect.objectContaining({ title: 'Maintenance on Sunday', content: '<p>From 02:00 to 04:00</p>' }),
    ]);
    const marquee = await app.inject({ method: 'GET', url: '/wps/notices/marquee' });
    expect(marquee.json<Envelope<{ list: string[] }>>().value.list.filter(isOurs)).toEqual(['Big wins every day!']);
  });

  it('shows each visitor the language they use, falling back to the merchant’s default language', async () => {
    const { app } = use();
    const banner = await publish(app, {
      kind: 'banner',
      groupName: 'w_home',
      title: 'Nổ hũ mới',
      imageUrl: '/banners/slots-vi.svg',
      linkUrl: '/rng',
      translations: { EN: { title: 'New slots', imageUrl: '/banners/slots.svg' } },
    });
    expect(banner.success).toBe(true);
    await publish(app, { kind: 'marquee', title: 'Chào bạn', translations: { EN: { title: 'Hello' } } });
    // Only the Vietnamese text: English visitors read it too.
    await publish(app, { kind: 'marquee', title: 'Chỉ tiếng Việt' });
    const bannersIn = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/wps/announcements?types=B${query}` });
      return response.json<Envelope<{ banners: { id: number; title: string; url: string }[] }>>().value.banners;
    };
    const ours = (list: { id: number; title: string; url: string }[]) =>
      list.find((item) => item.id === banner.value.id);
    expect(ours(await bannersIn('&language=EN'))).toMatchObject({ title: 'New slots', url: '/banners/slots.svg' });
    expect(ours(await bannersIn('&language=TY'))).toMatchObject({ title: 'Nổ hũ mới', url: '/banners/slots-vi.svg' });
    // No language asked: the merchant's default (TY).
    expect(ours(await bannersIn(''))).toMatchObject({ title: 'Nổ hũ mới' });
    const marqueeIn = async (language: string) => {
      const response = await app.inject({ method: 'GET', url: `/wps/notices/marquee?language=${language}` });
      return response.json<Envelope<{ list: string[] }>>().value.list.filter(isOurs);
    };
    expect(await marqueeIn('EN')).toEqual(expect.arrayContaining(['Hello', 'Chỉ tiếng Việt']));
    expect(await marqueeIn('TY')).toEqual(expect.arrayContaining(['Chào bạn', 'Chỉ tiếng Việt']));
    const refused = await app.inject({ method: 'GET', url: '/wps/notices/marquee?language=FR' });
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('refuses bad content and keeps publishing to content staff, audited', async () => {
    const { app } = use();
    const noImage = await publish(app, { kind: 'banner', groupName: 'w_home', title: 'No image' });
    expect(noImage).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const script = await publish(app, {
      kind: 'banner',
      groupName: 'w_home',
      title: 'x',
      imageUrl: 'javascript:alert(1)',
    });
    expect(script).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const member = await memberAuth(app, (await createMember(app)).username);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/content',
      headers: member,
      payload: { merchantId: await merchantId(app), kind: 'notice', title: 'Hi' },
    });
    expect(refused.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const created = await publish(app, { kind: 'notice', title: 'Short-lived' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/${created.value.id}`,
      headers: await staffAuth(app),
    });
    expect(removed.json()).toMatchObject({ success: true });
    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: await staffAuth(app) });
    expect(JSON.stringify(audit.json())).toContain('content.delete');
  });
});
