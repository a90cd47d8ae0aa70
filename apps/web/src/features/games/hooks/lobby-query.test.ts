import type { Game } from '@fortuna/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  activeVendorTab,
  buildGameListParams,
  filterMemberGames,
  initialLobbyState,
  lobbyClassifies,
  lobbyReducer,
  localPage,
  searchKey,
} from './lobby-query';

function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    iconUrl: '',
    showIcon: '',
    gameType: 'RNG',
    vassalage: 'FORTUNA',
    gameClassify: '',
    isHot: 0,
    supportPlay: 1,
    gameCode: `G${nodeId}`,
    isGame: 'GAME',
    isNew: 0,
    maintenance: false,
    ...overrides,
  };
}

describe('lobby state', () => {
  it('preselects the vendor of ?vassalage= and starts on ALL, page 1', () => {
    expect(initialLobbyState('RNG', 'PG')).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      filter: 'ALL',
      classify: null,
      search: '',
      pageNo: 1,
    });
    expect(initialLobbyState('LIVE', '').vassalage).toBeNull();
  });

  it('goes back to page 1 on every change but paging', () => {
    const onPage3 = { ...initialLobbyState('RNG', null), pageNo: 3 };
    expect(lobbyReducer(onPage3, { type: 'filter', filter: 'HOT' }).pageNo).toBe(1);
    expect(lobbyReducer(onPage3, { type: 'classify', classify: 'SC' }).pageNo).toBe(1);
    expect(lobbyReducer(onPage3, { type: 'search', search: ' lucky ' })).toMatchObject({ search: 'lucky', pageNo: 1 });
    expect(lobbyReducer(onPage3, { type: 'vendorTab', tab: { vendor: 'PG' } }).pageNo).toBe(1);
    expect(lobbyReducer(onPage3, { type: 'page', pageNo: 5 }).pageNo).toBe(5);
  });

  it('keeps the same state object when nothing changed (no refetch, no effect loop)', () => {
    const state = initialLobbyState('RNG', 'PG');
    expect(lobbyReducer(state, { type: 'urlVendor', vassalage: 'PG' })).toBe(state);
    expect(lobbyReducer(state, { type: 'search', search: '  ' })).toBe(state);
    expect(lobbyReducer(state, { type: 'filter', filter: 'ALL' })).toBe(state);
  });

  it('treats the vendor strip Recent and Favourite as the member lists of every vendor', () => {
    const state = initialLobbyState('RNG', 'PG');
    const favourites = lobbyReducer(state, { type: 'vendorTab', tab: 'FAV' });
    expect(favourites).toMatchObject({ vassalage: null, filter: 'FAV' });
    expect(activeVendorTab(favourites)).toBe('FAV');
    const vendor = lobbyReducer(favourites, { type: 'vendorTab', tab: { vendor: 'JILI' } });
    expect(vendor).toMatchObject({ vassalage: 'JILI', filter: 'ALL' });
    expect(activeVendorTab(vendor)).toBe('JILI');
    const hot = lobbyReducer({ ...vendor, filter: 'HOT' }, { type: 'vendorTab', tab: 'ALL' });
    expect(hot).toMatchObject({ vassalage: null, filter: 'ALL' });
    expect(activeVendorTab(hot)).toBe('ALL');
  });

  it('follows the address when a link chooses another vendor', () => {
    const state = { ...initialLobbyState('RNG', null), filter: 'RECENT' as const, pageNo: 2 };
    expect(lobbyReducer(state, { type: 'urlVendor', vassalage: 'PG' })).toMatchObject({
      vassalage: 'PG',
      filter: 'ALL',
      pageNo: 1,
    });
  });
});

describe('game list query', () => {
  it('asks for 18 games of the category with the web client values, leaving out empty filters', () => {
    expect(buildGameListParams(initialLobbyState('RNG', null), 'TY')).toEqual({
      gameType: 'RNG',
      vassalage: undefined,
      gameClassify: undefined,
      gameName: undefined,
      filter: 'ALL',
      pageNo: 1,
      pageSize: 18,
      language: 'TY',
      clientType: 3,
      platform: 'flash,html5-desktop',
    });
  });

  it('sends the vendor, sub-category, name, NEW/HOT filter and page', () => {
    const state = { ...initialLobbyState('RNG', 'PG'), filter: 'HOT' as const, classify: 'JP' as const };
    expect(buildGameListParams({ ...state, search: 'Fortune', pageNo: 2 }, 'EN')).toMatchObject({
      vassalage: 'PG',
      gameClassify: 'JP',
      gameName: 'Fortune',
      filter: 'HOT',
      pageNo: 2,
    });
  });

  it('never sends the member filters to the catalogue list', () => {
    const state = { ...initialLobbyState('LIVE', null), filter: 'FAV' as const };
    expect(buildGameListParams(state, 'EN').filter).toBe('ALL');
  });
});

describe('sub-categories', () => {
  it('are offered under slots only, bingo while TY is a site language', () => {
    expect(lobbyClassifies('RNG', ['EN', 'TY'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(lobbyClassifies('RNG', ['EN'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(lobbyClassifies('LIVE')).toEqual([]);
  });
});

describe('member lists', () => {
  const games = [
    game(1, { gameName: 'Bầu Cua Tôm Cá', vassalage: 'JILI', gameClassify: 'TG' }),
    game(2, { gameName: 'Lucky Dragon', gameClassify: 'JP' }),
    game(3, { gameName: 'Fish Hunter', gameType: 'FISH' }),
  ];

  it('narrow by category, vendor, sub-category and accent-free name', () => {
    const all = { vassalage: null, classify: null, search: '' };
    expect(filterMemberGames(games, { ...all, gameType: 'RNG' }).map((g) => g.nodeId)).toEqual([1, 2]);
    expect(filterMemberGames(games, { ...all, vassalage: 'JILI' }).map((g) => g.nodeId)).toEqual([1]);
    expect(filterMemberGames(games, { ...all, classify: 'JP' }).map((g) => g.nodeId)).toEqual([2]);
    expect(filterMemberGames(games, { ...all, search: 'bau cua' }).map((g) => g.nodeId)).toEqual([1]);
    expect(searchKey(' Đá Gà ')).toBe('da ga');
  });

  it('are paged 18 at a time in the browser, a page past the end showing the last', () => {
    const many = Array.from({ length: 20 }, (_, index) => game(index + 1));
    expect(localPage(many, 1).games).toHaveLength(18);
    expect(localPage(many, 2)).toMatchObject({ pageNo: 2, totalPages: 2 });
    expect(localPage(many, 2).games.map((g) => g.nodeId)).toEqual([19, 20]);
    expect(localPage(many, 9).pageNo).toBe(2);
    expect(localPage([], 1)).toEqual({ games: [], pageNo: 1, totalPages: 0 });
  });
});
