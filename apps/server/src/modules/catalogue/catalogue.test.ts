import type { Game } from '@fortuna/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { bigWins, games } from '../../db/schema/index';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

async function call<T>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return (await app.inject({ method: 'GET', url, headers })).json<Envelope<T>>();
}

/** Builds a small catalogue through the back office: two vendors, 25 slots, a live table, one disabled game. */
async function seedCatalogue(app: FastifyInstance): Promise<void> {
  const staff = await staffAuth(app);
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: staff, payload });
    const body = response.json<Envelope<unknown>>();
    if (!body.success) throw new Error(`${url}: ${body.message}`);
  };
  await post('/api/admin/vendors', {
    code: 'STUDIO',
    name: 'Fortuna Studio',
    walletMode: 'seamless',
    status: 'active',
    gameType: 'RNG',
    sortOrder: 1,
  });
  await post('/api/admin/vendors', {
    code: 'LIVEHALL',
    name: 'Live Hall',
    walletMode: 'seamless',
    status: 'active',
    gameType: 'LIVE',
    sortOrder: 2,
  });
  await post('/api/admin/vendors', {
    code: 'ESPORTSX',
    name: 'Esports X',
    walletMode: 'seamless',
    status: 'active',
    gameType: 'ESPORTS',
  });
  await post('/api/admin/vendors', {
    code: 'SPORTSBOOK',
    name: 'Sportsbook',
    walletMode: 'seamless',
    status: 'active',
    gameType: 'SPORTS',
  });
  for (let i = 1; i <= 25; i++) {
    await post('/api/admin/games', {
      vendorCode: 'STUDIO',
      gameCode: `slot-${i}`,
      name: i === 7 ? 'Lucky Sevens' : `Fruit Reels ${i}`,
      gameType: 'RNG',
      gameClassify: i % 5 === 0 ? 'SC' : '',
      isHot: i <= 3,
      isNew: i > 22,
      supportsTrial: i % 2 === 0,
      minBet: i > 20 ? '50.00' : '1.00',
      sortOrder: i,
      status: i === 25 ? 'maintenance' : 'active',
    });
  }
  await post('/api/admin/games', {
    vendorCode: 'LIVEHALL',
    gameCode: 'baccarat-1',
    name: 'Baccarat Royale',
    gameType: 'LIVE',
    status: 'active',
  });
  await post('/api/admin/games', {
    vendorCode: 'LIVEHALL',
    gameCode: 'retired',
    name: 'Retired Table',
    gameType: 'LIVE',
    status: 'disabled',
  });
}

describeEachDatabase('game catalogue', (use) => {
  beforeAll(async () => {
    await seedCatalogue(use().app);
  });

  it('pages the game list by type, vendor, sub-category, name, minimum bet and tab', async () => {
    const { app } = use();
    const page1 = await call<{ games: Game[]; totalPages: number; total: number }>(
      app,
      '/lgw/games/list?gameType=RNG&pageSize=18',
    );
    expect(page1.value).toMatchObject({ total: 25, totalPages: 2 });
    expect(page1.value.games).toHaveLength(18);
    expect(page1.value.games[0]).toMatchObject({
      gameName: 'Fruit Reels 1',
      vassalage: 'STUDIO',
      isHot: 1,
      supportPlay: 1,
    });
    expect(page1.value.games[1]).toMatchObject({ supportPlay: 0 });
    const page2 = await call<{ games: Game[] }>(app, '/lgw/games/list?gameType=RNG&pageSize=18&pageNo=2');
    expect(page2.value.games).toHaveLength(7);
    expect(page2.value.games.at(-1)).toMatchObject({ gameCode: 'slot-25', maintenance: true });

    const byName = await call<{ games: Game[] }>(app, '/lgw/games/list?gameName=lucky');
    expect(byName.value.games.map((game) => game.gameName)).toEqual(['Lucky Sevens']);
    const scratch = await call<{ total: number }>(app, '/lgw/games/list?gameType=RNG&gameClassify=SC');
    expect(scratch.value.total).toBe(5);
    const cheap = await call<{ total: number }>(app, '/lgw/games/list?gameType=RNG&minBet=10');
    expect(cheap.value.total).toBe(20);
    const fresh = await call<{ total: number }>(app, '/lgw/games/list?gameType=RNG&filter=NEW');
    expect(fresh.value.total).toBe(3);
    const live = await call<{ games: Game[] }>(app, '/lgw/games/list?vassalage=LIVEHALL');
    expect(live.value.games.map((game) => game.gameName)).toEqual(['Baccarat Royale']);
    const bad = await call<unknown>(app, '/lgw/games/list?gameType=CASINO');
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("names a game in the visitor's language where staff gave it one, and finds it by that name", async () => {
    const { app } = use();
    const staff = await staffAuth(app);
    const live = await call<{ games: Game[] }>(app, '/lgw/games/list?vassalage=LIVEHALL&language=EN');
    const table = live.value.games[0];
    if (!table) throw new Error('no live table');
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/games/${table.nodeId}`,
      headers: staff,
      payload: {
        vendorCode: 'LIVEHALL',
        gameCode: 'baccarat-1',
        name: 'Baccarat Royale',
        nameTy: 'Bài Hoàng Gia',
        gameType: 'LIVE',
        status: 'active',
      },
    });
    expect(saved.json(), saved.body).toMatchObject({ success: true, value: { nameTy: 'Bài Hoàng Gia' } });
    const names = async (query: string) =>
      (await call<{ games: Game[] }>(app, `/lgw/games/list?vassalage=LIVEHALL${query}`)).value.games.map(
        (game) => game.gameName,
      );
    expect(await names('&language=TY')).toEqual(['Bài Hoàng Gia']);
    expect(await names('&language=EN')).toEqual(['Baccarat Royale']);
    // No language named: the merchant's default, Vietnamese.
    expect(await names('')).toEqual(['Bài Hoàng Gia']);
    expect(await names('&language=TY&gameName=ho%C3%A0ng')).toEqual(['Bài Hoàng Gia']);
    expect(await names('&language=EN&gameName=ho%C3%A0ng')).toEqual([]);
  });

  it('lists hot games, menus with e-sports after sports, lanes and vendors', async () => {
    const { app } = use();
    const hot = await call<{ list: Game[] }>(app, '/lgw/games/hot?gameType=RNG');
    expect(hot.value.list.map((game) => game.gameCode)).toEqual(['slot-1', 'slot-2', 'slot-3']);
    const menus = await call<{ gameType: string }[]>(app, '/lgw/games/game_menus');
    expect(menus.value.map((menu) => menu.gameType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'ESPORTS']);
    const lanes = await call<{ data: { lanes: { title: string; cards: { vassalage: string }[] }[] } }>(
      app,
      '/lgw/games/lanes',
    );
    expect(lanes.value.data.lanes.find((lane) => lane.title === 'RNG')?.cards.map((card) => card.vassalage)).toEqual([
      'STUDIO',
    ]);
    const vendors = await call<{ vassalage: string }[]>(app, '/lgw/games/vendors');
    expect(vendors.value.map((vendor) => vendor.vassalage)).toContain('LIVEHALL');
  });

  it('keeps favourites per member, refused to visitors and trial accounts', async () => {
    const { app } = use();
    const member = await createMember(app);
    const headers = await memberAuth(app, member.username);
    const list = await call<{ games: Game[] }>(app, '/lgw/games/list?gameName=lucky');
    const nodeId = list.value.games[0]?.nodeId ?? 0;
    const add = await app.inject({
      method: 'POST',
      url: '/lgw/games/favorites',
      headers,
      payload: { nodeId, vendor: 'STUDIO', gameType: 'RNG' },
    });
    expect(add.json()).toMatchObject({ success: true, value: [nodeId] });
    const again = await app.inject({ method: 'POST', url: '/lgw/games/favorites', headers, payload: { nodeId } });
    expect(again.json()).toMatchObject({ value: [nodeId] });
    const favourites = await call<{ content: Game[]; pageNum: number; totalPages: number }>(
      app,
      '/lgw/games/favorites?pageNo=1&pageSize=999',
      headers,
    );
    expect(favourites.value).toMatchObject({
      pageNum: 1,
      totalPages: 1,
      content: [{ nodeId, gameName: 'Lucky Sevens' }],
    });
    const other = await memberAuth(app, (await createMember(app)).username);
    expect((await call<number[]>(app, '/lgw/games/favorites/ids', other)).value).toEqual([]);
    const remove = await app.inject({ method: 'DELETE', url: '/lgw/games/favorites', headers, payload: { nodeId } });
    expect(remove.json()).toMatchObject({ value: [] });

    expect((await call<unknown>(app, '/lgw/games/favorites/ids')).code).toBe('NOT_LOGGED_IN');
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'test', platform: 'W', randomString: 'b'.repeat(32), gatewayVersion: 3 },
    });
    const trialHeaders = { authorization: `Bearer ${trial.json<Envelope<{ token: string }>>().value.token}` };
    const refused = await app.inject({
      method: 'POST',
      url: '/lgw/games/favorites',
      headers: trialHeaders,
      payload: { nodeId },
    });
    expect(refused.json()).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
  });

  it('launches nothing it cannot serve: trial accounts get in_need_true_account, others a clear answer', async () => {
    const { app } = use();
    const headers = await memberAuth(app, (await createMember(app)).username);
    const rows = await app.db.select().from(games);
    const live = rows.find((game) => game.gameCode === 'baccarat-1');
    const maintenance = rows.find((game) => game.gameCode === 'slot-25');
    const disabled = rows.find((game) => game.gameCode === 'retired');
    const launch = (nodeId: number | undefined, extra: object = {}, as = headers) =>
      app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: as, payload: { nodeId, ...extra } });
    expect((await launch(live?.id)).json()).toMatchObject({ code: 'GAME_UNAVAILABLE' });
    expect((await launch(maintenance?.id)).json()).toMatchObject({ code: 'GAME_MAINTENANCE' });
    expect((await launch(disabled?.id)).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect(
      (await app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: live?.id } })).json(),
    ).toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'test', platform: 'W', randomString: 'c'.repeat(32), gatewayVersion: 3 },
    });
    const trialHeaders = { authorization: `Bearer ${trial.json<Envelope<{ token: string }>>().value.token}` };
    expect((await launch(live?.id, {}, trialHeaders)).json()).toMatchObject({
      code: 'TRIAL_ACCOUNT',
      message: 'in_need_true_account',
    });
  });

  it('shows the biggest wins first with masked names', async () => {
    const { app } = use();
    const member = await createMember(app, { username: 'winnerone' });
    const [game] = await app.db.select().from(games).limit(1);
    await app.db.insert(bigWins).values([
      { merchantId: member.merchantId, gameId: game?.id ?? 0, accountId: member.id, winMinor: 1_500_00n },
      { merchantId: member.merchantId, gameId: game?.id ?? 0, accountId: member.id, winMinor: 98_000_00n },
    ]);
    const winners = await call<{ list: { winAmount: string; customerName: string }[] }>(
      app,
      '/lgw/games/winners?gameCategory=ALL&limitNum=20',
    );
    expect(winners.value.list.map((winner) => winner.winAmount)).toEqual(['98000.00', '1500.00']);
    expect(winners.value.list[0]?.customerName).toBe('wi***ne');
  });

  it('keeps the catalogue to catalogue staff and refuses bad rows', async () => {
    const { app } = use();
    const staff = await staffAuth(app);
    const dupe = await app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: staff,
      payload: { vendorCode: 'STUDIO', gameCode: 'slot-1', name: 'Copy', gameType: 'RNG', status: 'active' },
    });
    expect(dupe.json()).toMatchObject({ code: 'CONFLICT' });
    const noVendor = await app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: staff,
      payload: { vendorCode: 'NOPE', gameCode: 'x', name: 'X', gameType: 'RNG', status: 'active' },
    });
    expect(noVendor.json()).toMatchObject({ code: 'VENDOR_NOT_FOUND' });
    const member = await memberAuth(app, (await createMember(app)).username);
    expect((await app.inject({ method: 'GET', url: '/api/admin/games', headers: member })).json()).toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
  });

  it('serves lobby lists from a cache that a back-office change clears at once', async () => {
    const { app } = use();
    const staff = await staffAuth(app);
    const before = await call<{ games: Game[] }>(app, '/lgw/games/list?gameName=Baccarat');
    expect(before.value.games).toHaveLength(1);
    const id = before.value.games[0]?.nodeId;
    const hide = await app.inject({
      method: 'PUT',
      url: `/api/admin/games/${id}`,
      headers: staff,
      payload: {
        vendorCode: 'LIVEHALL',
        gameCode: 'baccarat-1',
        name: 'Baccarat Royale',
        gameType: 'LIVE',
        status: 'disabled',
      },
    });
    expect(hide.json()).toMatchObject({ success: true, value: { status: 'disabled' } });
    const after = await call<{ games: Game[] }>(app, '/lgw/games/list?gameName=Baccarat');
    expect(after.value.games).toHaveLength(0);
  });
});
