import {
  GAME_CLASSIFIES,
  GAME_PAGE_SIZE,
  type Game,
  type GameClassify,
  type GameType,
} from '@fortuna/contracts/catalogue';
import { LANGUAGES } from '@fortuna/contracts/system';

/** Spec §9: client type 3. */
export const CLIENT_TYPE = 3;
/** Spec §9: the platforms a web client plays on. */
export const GAME_PLATFORM = 'flash,html5-desktop';

/** Filter tabs of a game list, in the order the spec names them (§2). */
export const LOBBY_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

/** FAV and RECENT read the member's own lists: they need a signed-in player. */
export type MemberFilter = Extract<LobbyFilter, 'FAV' | 'RECENT'>;
export function isMemberFilter(filter: LobbyFilter): filter is MemberFilter {
  return filter === 'FAV' || filter === 'RECENT';
}

/** The vendor strip: All, Recent, Favourite, then one tab per vendor code. */
export type VendorTab = 'ALL' | MemberFilter | { vendor: string };

export interface LobbyState {
  gameType: GameType;
  /** The chosen vendor code, or null for every vendor. */
  vassalage: string | null;
  filter: LobbyFilter;
  classify: GameClassify | null;
  /** The (debounced) name search. */
  search: string;
  pageNo: number;
}

export type LobbyAction =
  | { type: 'vendorTab'; tab: VendorTab }
  /** The address changed (?vassalage=CODE), for instance through a link to the same lobby. */
  | { type: 'urlVendor'; vassalage: string | null }
  | { type: 'filter'; filter: LobbyFilter }
  | { type: 'classify'; classify: GameClassify | null }
  | { type: 'search'; search: string }
  | { type: 'page'; pageNo: number };

export function initialLobbyState(
  gameType: GameType,
  vassalage: string | null,
  classify: GameClassify | null = null,
): LobbyState {
  return { gameType, vassalage: vassalage || null, filter: 'ALL', classify, search: '', pageNo: 1 };
}

/** Every change but paging goes back to the first page. */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'vendorTab': {
      const { tab } = action;
      if (tab === 'ALL') return { ...state, vassalage: null, filter: 'ALL', pageNo: 1 };
      if (typeof tab === 'string') return { ...state, vassalage: null, filter: tab, pageNo: 1 };
      const filter = isMemberFilter(state.filter) ? 'ALL' : state.filter;
      return { ...state, vassalage: tab.vendor, filter, pageNo: 1 };
    }
    case 'urlVendor': {
      const vassalage = action.vassalage || null;
      if (vassalage === state.vassalage) return state;
      const filter = vassalage && isMemberFilter(state.filter) ? 'ALL' : state.filter;
      return { ...state, vassalage, filter, pageNo: 1 };
    }
    case 'filter':
      return action.filter === state.filter ? state : { ...state, filter: action.filter, pageNo: 1 };
    case 'classify':
      return action.classify === state.classify ? state : { ...state, classify: action.classify, pageNo: 1 };
    case 'search': {
      const search = action.search.trim();
      return search === state.search ? state : { ...state, search, pageNo: 1 };
    }
    case 'page':
      return action.pageNo === state.pageNo ? state : { ...state, pageNo: Math.max(1, Math.floor(action.pageNo)) };
  }
}

/** Which tab of the vendor strip is lit: the vendor, else Recent / Favourite, else All. */
export function activeVendorTab(state: LobbyState): string {
  if (state.vassalage) return state.vassalage;
  return isMemberFilter(state.filter) ? state.filter : 'ALL';
}

/**
 * Sub-categories of slots (spec §2): scratch, video poker, jackpot, table, arcade and bingo; bingo
 * only while the site speaks TY.
 */
export function lobbyClassifies(gameType: GameType, languages: readonly string[] = LANGUAGES): readonly GameClassify[] {
  if (gameType !== 'RNG') return [];
  return GAME_CLASSIFIES.filter((classify) => classify !== 'BG' || languages.includes('TY'));
}

/** The query of GET API.gameList for the catalogue filters (ALL, NEW, HOT). */
export interface GameListParams {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  filter: 'ALL' | 'NEW' | 'HOT';
  pageNo: number;
  pageSize: number;
  language: string;
  clientType: number;
  platform: string;
}

export function buildGameListParams(state: LobbyState, language: string): GameListParams {
  const filter = isMemberFilter(state.filter) ? 'ALL' : state.filter;
  return {
    gameType: state.gameType,
    vassalage: state.vassalage || undefined,
    gameClassify: state.classify ?? undefined,
    gameName: state.search.trim() || undefined,
    filter,
    pageNo: state.pageNo,
    pageSize: GAME_PAGE_SIZE.lobby,
    language,
    clientType: CLIENT_TYPE,
    platform: GAME_PLATFORM,
  };
}

/** Lower case without Vietnamese accents, so "bau cua" finds "Bầu Cua". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** The member's own lists come whole: narrow them by category, vendor, sub-category and name here. */
export function filterMemberGames(
  games: readonly Game[],
  state: Pick<LobbyState, 'vassalage' | 'classify' | 'search'> & { gameType?: GameType },
): Game[] {
  const wanted = searchKey(state.search);
  return games.filter(
    (game) =>
      (!state.gameType || game.gameType === state.gameType) &&
      (!state.vassalage || game.vassalage === state.vassalage) &&
      (!state.classify || game.gameClassify === state.classify) &&
      (!wanted || searchKey(game.gameName || game.nodeName).includes(wanted)),
  );
}

export interface GamePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

/** One page of a list held whole in the browser; a page past the end shows the last one. */
export function localPage(games: readonly Game[], pageNo: number, pageSize = GAME_PAGE_SIZE.lobby): GamePage {
  const totalPages = Math.ceil(games.length / pageSize);
  const current = Math.min(Math.max(1, pageNo), Math.max(1, totalPages));
  return { games: games.slice((current - 1) * pageSize, current * pageSize), pageNo: current, totalPages };
}
