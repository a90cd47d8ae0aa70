import { type GameAdmin, gameUpsertSchema, type VendorAdmin, vendorUpsertSchema } from '@fortuna/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  countGamesByVendor,
  emptyGameDraft,
  emptyVendorDraft,
  filterGames,
  gameDraftToInput,
  gameToDraft,
  gameToUpsert,
  hasGameFilters,
  NO_GAME_FILTERS,
  parseSortOrder,
  readGameFilters,
  vendorDraftToInput,
  vendorToDraft,
  withVendor,
  writeGameFilters,
} from './catalogue-meta';

function vendor(overrides: Partial<VendorAdmin> = {}): VendorAdmin {
  return {
    id: 1,
    code: 'PG',
    name: 'PG Soft',
    walletMode: 'seamless',
    status: 'active',
    gameType: 'RNG',
    iconUrl: '',
    sortOrder: 10,
    launchUrl: '',
    recallUrl: '',
    hasApiKey: false,
    maxWinMultiple: 10_000,
    maxWin: '1000000000.00',
    maxBalance: '100000000000.00',
    ...overrides,
  };
}

function game(overrides: Partial<GameAdmin> = {}): GameAdmin {
  return {
    id: 1,
    vendorCode: 'PG',
    gameCode: 'fortune-tiger',
    name: 'Fortune Tiger',
    nameTy: 'Hổ Vàng',
    gameType: 'RNG',
    gameClassify: 'JP',
    iconUrl: 'https://cdn.example.com/tiger.png',
    isHot: true,
    isNew: false,
    supportsTrial: true,
    minBet: '0.20',
    sortOrder: 5,
    status: 'active',
    maxWinMultiple: null,
    maxWin: null,
    maxBalance: null,
    ...overrides,
  };
}

const GAMES: GameAdmin[] = [
  game(),
  game({ id: 2, gameCode: 'mahjong-ways', name: 'Mahjong Ways', isHot: false, status: 'maintenance' }),
  game({ id: 3, vendorCode: 'EVO', gameCode: 'baccarat-a', name: 'Baccarat A', gameType: 'LIVE', gameClassify: '' }),
  game({ id: 4, vendorCode: 'EVO', gameCode: 'crazy-time', name: 'Crazy Time', gameType: 'LIVE', status: 'disabled' }),
  game({ id: 5, vendorCode: 'VN', gameCode: 'xo-so', name: 'Xổ Số Miền Bắc', gameType: 'LOTT' }),
];

const ids = (games: GameAdmin[]) => games.map((item) => item.id);

describe('filterGames', () => {
  it('keeps every game without filters', () => {
    expect(ids(filterGames(GAMES, NO_GAME_FILTERS))).toEqual([1, 2, 3, 4, 5]);
  });

  it('narrows by category, vendor and status together', () => {
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, gameType: 'LIVE' }))).toEqual([3, 4]);
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, vendorCode: 'PG' }))).toEqual([1, 2]);
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, status: 'maintenance' }))).toEqual([2]);
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, gameType: 'LIVE', status: 'active' }))).toEqual([3]);
    expect(filterGames(GAMES, { ...NO_GAME_FILTERS, vendorCode: 'PG', gameType: 'LIVE' })).toEqual([]);
  });

  it('searches names and game codes, ignoring case, accents and outer spaces', () => {
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, search: '  fortune ' }))).toEqual([1]);
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, search: 'MAHJONG' }))).toEqual([2]);
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, search: 'xo so mien' }))).toEqual([5]);
    expect(ids(filterGames(GAMES, { ...NO_GAME_FILTERS, search: 'crazy-time' }))).toEqual([4]);
    expect(filterGames(GAMES, { ...NO_GAME_FILTERS, search: 'roulette' })).toEqual([]);
  });
});

describe('game filters in the address', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(readGameFilters(new URLSearchParams('type=LIVE&vendor=EVO&status=disabled&q=time'))).toEqual({
      gameType: 'LIVE',
      vendorCode: 'EVO',
      status: 'disabled',
      search: 'time',
    });
    expect(readGameFilters(new URLSearchParams('type=POKER&status=gone'))).toEqual(NO_GAME_FILTERS);
  });

  it('writes only the filters that are set, keeping other parameters', () => {
    const params = writeGameFilters(
      { ...NO_GAME_FILTERS, gameType: 'RNG', search: ' tiger ' },
      new URLSearchParams('tab=vendors&vendor=PG'),
    );
    expect(params.toString()).toBe('tab=vendors&type=RNG&q=tiger');
    expect(readGameFilters(params)).toEqual({ ...NO_GAME_FILTERS, gameType: 'RNG', search: 'tiger' });
  });

  it('knows when any filter is set', () => {
    expect(hasGameFilters(NO_GAME_FILTERS)).toBe(false);
    expect(hasGameFilters({ ...NO_GAME_FILTERS, search: '   ' })).toBe(false);
    expect(hasGameFilters({ ...NO_GAME_FILTERS, status: 'active' })).toBe(true);
  });
});

describe('parseSortOrder', () => {
  it('reads typed numbers and turns anything else into NaN', () => {
    expect(parseSortOrder(' 42 ')).toBe(42);
    expect(parseSortOrder('1.5')).toBe(1.5);
    expect(parseSortOrder('')).toBeNaN();
    expect(parseSortOrder('12abc')).toBeNaN();
  });
});

describe('vendor form', () => {
  it('round-trips a vendor through the form into a valid body', () => {
    const saved = vendor({
      iconUrl: '/icons/pg.png',
      status: 'maintenance',
      launchUrl: 'https://pg.example/launch?t={token}&g={gameCode}',
    });
    const parsed = vendorUpsertSchema.parse(vendorDraftToInput(vendorToDraft(saved)));
    const { id: _id, hasApiKey: _hasApiKey, ...fields } = saved;
    expect(parsed).toEqual(fields);
  });

  it('starts a new vendor active, seamless, order 100', () => {
    expect(emptyVendorDraft()).toMatchObject({ status: 'active', walletMode: 'seamless', sortOrder: '100' });
  });

  it('reports each bad field under its own name', () => {
    const result = vendorUpsertSchema.safeParse(
      vendorDraftToInput({
        ...emptyVendorDraft(),
        code: 'pg soft',
        iconUrl: 'http://x',
        sortOrder: 'ten',
        launchUrl: 'https://pg.example/no-token',
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['code', 'name', 'iconUrl', 'sortOrder', 'launchUrl']));
  });
});

describe('game form', () => {
  const vendors = [vendor(), vendor({ id: 2, code: 'EVO', name: 'Evolution', gameType: 'LIVE' })];

  it('round-trips a game through the form into a valid body', () => {
    const saved = game();
    const { id: _id, ...fields } = saved;
    expect(gameUpsertSchema.parse(gameDraftToInput(gameToDraft(saved)))).toEqual(fields);
  });

  it('starts a new game under the preferred vendor, in its category', () => {
    expect(emptyGameDraft(vendors, 'EVO')).toMatchObject({ vendorCode: 'EVO', gameType: 'LIVE', status: 'active' });
    expect(emptyGameDraft(vendors, 'NONE')).toMatchObject({ vendorCode: 'PG', gameType: 'RNG' });
    expect(emptyGameDraft([]).vendorCode).toBe('');
  });

  it('moves a new game to the category of the vendor chosen', () => {
    const draft = withVendor(emptyGameDraft(vendors), 'EVO', vendors);
    expect(draft).toMatchObject({ vendorCode: 'EVO', gameType: 'LIVE' });
  });

  it('needs a vendor, a code, a name and an amount with at most 2 decimals', () => {
    const result = gameUpsertSchema.safeParse(gameDraftToInput({ ...emptyGameDraft([]), minBet: '1.234' }));
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['vendorCode', 'gameCode', 'name', 'minBet']));
  });

  it('sends the minimum bet in the canonical form, whatever grouping staff typed', () => {
    expect(gameDraftToInput({ ...emptyGameDraft([]), minBet: '1,000.5' }).minBet).toBe('1000.5');
    expect(gameDraftToInput({ ...emptyGameDraft([]), minBet: '1,5' }).minBet).toBe('1,5');
  });

  it('treats a sub-category the schema does not know as none', () => {
    expect(gameToDraft(game({ gameClassify: 'XX' })).gameClassify).toBe('');
  });
});

describe('gameToUpsert', () => {
  it('sends every field with the quick change applied', () => {
    const body = gameToUpsert(game(), { isHot: false, status: 'maintenance' });
    expect(body).toEqual({
      vendorCode: 'PG',
      gameCode: 'fortune-tiger',
      name: 'Fortune Tiger',
      nameTy: 'Hổ Vàng',
      gameType: 'RNG',
      gameClassify: 'JP',
      iconUrl: 'https://cdn.example.com/tiger.png',
      isHot: false,
      isNew: false,
      supportsTrial: true,
      minBet: '0.20',
      sortOrder: 5,
      status: 'maintenance',
      // The game's win ceiling overrides travel along (none here: the vendor's), so a toggle keeps them.
      maxWinMultiple: null,
      maxWin: null,
      maxBalance: null,
    });
    expect(gameUpsertSchema.safeParse(body).success).toBe(true);
  });

  it('drops a sub-category the schema would refuse', () => {
    expect(gameToUpsert(game({ gameClassify: 'OLD' })).gameClassify).toBe('');
  });
});

describe('countGamesByVendor', () => {
  it('counts the games of each vendor code', () => {
    const counts = countGamesByVendor(GAMES);
    expect(counts.get('PG')).toBe(2);
    expect(counts.get('EVO')).toBe(2);
    expect(counts.get('VN')).toBe(1);
    expect(counts.get('NONE')).toBeUndefined();
  });
});
