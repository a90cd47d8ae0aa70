import { GAME_PAGE_SIZE, type Game, type GameMenu, type GameType, HOT_LIMIT } from '@fortuna/contracts/catalogue';

/** Spec §9: the home cuts the hot list to 12 and e-sports and cockfight to 5. */
export const HOME_HOT_CUT = 12;
export const HOME_SHORT_CUT = 5;
const SHORT_TYPES: ReadonlySet<GameType> = new Set(['ESPORTS', 'COCKFIGHT']);
/** Spec §2: no More button for these. */
const NO_MORE_TYPES: ReadonlySet<GameType> = new Set(['COCKFIGHT', 'ELOTT', 'ESPORTS', 'LOTT']);

/** Where a category's More button goes (the category lobbies of spec §2). */
export const CATEGORY_PATHS: Record<GameType, string> = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
};

export type HomeSectionKind = 'RECENT' | 'FAV' | 'HOT' | 'CATEGORY';

export interface HomeSection {
  key: string;
  kind: HomeSectionKind;
  gameType?: GameType;
  /** Vendor strip (All plus vendors): not for hot, favourites or recent. */
  hasVendorStrip: boolean;
  /** More: a link to a lobby, the hot list expanding, or none. */
  more: { kind: 'link'; to: string } | { kind: 'expand' } | null;
  /** How many cards the section shows (before More expands it). */
  limit: number;
}

interface BuildInput {
  isLoggedIn: boolean;
  /** How many recent games the member has (undefined while loading). */
  recentCount: number | undefined;
  hotCount: number | undefined;
  menus: readonly GameMenu[] | undefined;
}

/**
 * The home sections of spec §2 in order: recent (signed in and not empty), favourites (signed in),
 * hot (when there are hot games), then each category that has vendors.
 */
export function buildHomeSections({ isLoggedIn, recentCount, hotCount, menus }: BuildInput): HomeSection[] {
  const sections: HomeSection[] = [];
  if (isLoggedIn && (recentCount ?? 0) > 0) {
    sections.push({
      key: 'RECENT',
      kind: 'RECENT',
      hasVendorStrip: false,
      more: { kind: 'link', to: '/recent' },
      limit: GAME_PAGE_SIZE.home,
    });
  }
  if (isLoggedIn) {
    sections.push({
      key: 'FAV',
      kind: 'FAV',
      hasVendorStrip: false,
      more: { kind: 'link', to: '/favorite' },
      limit: GAME_PAGE_SIZE.home,
    });
  }
  if ((hotCount ?? 0) > 0) {
    sections.push({
      key: 'HOT',
      kind: 'HOT',
      hasVendorStrip: false,
      more: (hotCount ?? 0) > HOME_HOT_CUT ? { kind: 'expand' } : null,
      limit: HOME_HOT_CUT,
    });
  }
  for (const menu of menus ?? []) {
    if (menu.vendors.length === 0) continue;
    sections.push({
      key: menu.gameType,
      kind: 'CATEGORY',
      gameType: menu.gameType,
      hasVendorStrip: true,
      more: NO_MORE_TYPES.has(menu.gameType) ? null : { kind: 'link', to: CATEGORY_PATHS[menu.gameType] },
      limit: SHORT_TYPES.has(menu.gameType) ? HOME_SHORT_CUT : GAME_PAGE_SIZE.home,
    });
  }
  return sections;
}

/** The cards a section shows: its cut, or the whole hot list (at most 20) once expanded. */
export function sectionGames(section: HomeSection, games: readonly Game[], isExpanded: boolean): Game[] {
  const limit = section.kind === 'HOT' && isExpanded ? HOT_LIMIT : section.limit;
  return games.slice(0, limit);
}

/** The link of a category lobby, narrowed to a vendor when one is picked in the strip. */
export function lobbyLink(to: string, vassalage: string | null): string {
  return vassalage ? `${to}?vassalage=${encodeURIComponent(vassalage)}` : to;
}
