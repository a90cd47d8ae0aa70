import { existsSync } from 'node:fs';
import path from 'node:path';
import { permissionInfoSchema } from '@fortuna/contracts/system';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { merchants } from '../db/schema/index';
import { defaultMerchantSettings } from '../modules/merchants/merchant-defaults';
import { insertMerchant, replaceDomains } from '../modules/merchants/merchants.repo';
import { DEMO_MERCHANT_CODE } from '../seed/demo';
import { describeEachDatabase } from '../test/test-app';
import { WEB_DIST } from './front-ends';

// Needs the built player site (npm run build -w apps/web); skipped without it.
const isBuilt = existsSync(path.join(WEB_DIST, 'index.html'));

interface Boot {
  at: number;
  language: string;
  values: Record<string, unknown>;
}

function bootOf(html: string): Boot | null {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Boot) : null;
}

if (isBuilt) {
  describeEachDatabase(
    'pages served with their start-up payload',
    (use) => {
      const page = (url: string, host: string) =>
        use().app.inject({ url, headers: { host, accept: 'text/html', 'accept-encoding': 'identity' } });

      it("puts the host's merchant permission info and the home lobby's answers into /", async () => {
        const response = await page('/', 'localhost');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        const boot = bootOf(response.body);
        const info = permissionInfoSchema.parse(boot?.values.permissionInfo);
        expect(info.info.merchantCode).toBe(DEMO_MERCHANT_CODE);
        expect(Object.keys(boot?.values ?? {})).toEqual(
          expect.arrayContaining(['announcements', 'marquee', 'menus', 'vendors', 'hot', 'winners']),
        );
        expect(response.body).toContain(`<title>${info.info.merchantName}</title>`);
        expect(response.body).toContain('class="site-header"');
        expect(response.body).toContain('class="banner-area"');
      });

      it('gives other pages permission info and the catalogue menus, without the home answers', async () => {
        const boot = bootOf((await page('/download', 'localhost')).body);
        expect(Object.keys(boot?.values ?? {}).sort()).toEqual(['menus', 'permissionInfo', 'vendors']);
        const agent = await page('/agent', 'localhost');
        expect(bootOf(agent.body)?.values.permissionInfo).toBeDefined();
        expect(agent.body).toContain('<div id="root"></div>');
      });

      it('gives a game lobby its first page of games, drawn early with their pictures preloaded', async () => {
        const { app } = use();
        const html = (await page('/rng', 'localhost')).body;
        const lobby = bootOf(html)?.values.lobby as {
          games: { showIcon: string; iconUrl: string; gameType: string; gameName: string }[];
        };
        const api = await app.inject({
          url: '/lgw/games/list?gameType=RNG&filter=ALL&pageNo=1&pageSize=18&language=TY&clientType=3&platform=flash%2Chtml5-desktop',
          headers: { host: 'localhost' },
        });
        expect(lobby).toEqual(api.json().value);
        expect(lobby.games.length).toBeGreaterThan(0);
        expect(lobby.games.every((game) => game.gameType === 'RNG')).toBe(true);
        const first = lobby.games[0];
        expect(html).toContain(`<link rel="preload" as="image" href="${first?.showIcon || first?.iconUrl}"`);
        expect(html).toContain(`<h3 class="game-card__name">${first?.gameName}</h3>`);
        // A vendor filter in the address picks that vendor's page; a malformed one gets none.
        const empty = (await page('/rng?vassalage=NOPE', 'localhost')).body;
        expect(bootOf(empty)?.values.lobby).toMatchObject({ games: [] });
        // With no cards to draw early, the lobby's route chunk is preloaded beside the start-up code.
        expect(empty).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/GamePage-[^"]+\.js">/);
        expect(html).not.toMatch(/modulepreload[^>]*GamePage/);
        const hostile = bootOf((await page('/rng?vassalage=%3Cscript%3E', 'localhost')).body);
        expect(hostile?.values.lobby).toBeUndefined();
      });

      it('resolves the merchant by host, as the API does', async () => {
        const { app } = use();
        const second = await insertMerchant(app.db, {
          code: 'SECOND',
          name: 'Second <Site>',
          currency: 'VND',
          currencySymbol: '₫',
          ...defaultMerchantSettings(),
        });
        await replaceDomains(app.db, second.id, [{ domain: 'second.test', isMain: true }]);
        const response = await page('/', 'second.test');
        const info = permissionInfoSchema.parse(bootOf(response.body)?.values.permissionInfo);
        expect(info.info.merchantCode).toBe('SECOND');
        expect(response.body).toContain('<title>Second &lt;Site&gt;</title>');
        const api = await app.inject({ url: '/wps/system/permission/info', headers: { host: 'second.test' } });
        expect(api.json().value.info.merchantCode).toBe('SECOND');
      });

      it('serves the plain built page when the merchant cannot be served', async () => {
        const { app } = use();
        const closed = await insertMerchant(app.db, {
          code: 'CLOSED',
          name: 'Closed',
          currency: 'VND',
          currencySymbol: '₫',
          ...defaultMerchantSettings(),
        });
        await app.db.update(merchants).set({ status: 'disabled' }).where(eq(merchants.id, closed.id));
        await replaceDomains(app.db, closed.id, [{ domain: 'closed.test', isMain: true }]);
        const response = await page('/', 'closed.test');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(bootOf(response.body)).toBeNull();
        expect(response.body).toContain('<div id="root"></div>');
      });

      it('compresses the page for clients that accept Brotli', async () => {
        const response = await use().app.inject({
          url: '/',
          headers: { host: 'localhost', accept: 'text/html', 'accept-encoding': 'gzip, br' },
        });
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
      });
    },
    { SERVE_STATIC: 'true', STUDIO_ENABLED: 'true' },
  );
}
