/** Route path to game category (spec §2 "Category mapping"). */
export const CATEGORY_BY_PATH = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  live: 'LIVE',
  lott: 'LOTT',
  elott: 'ELOTT',
  fish: 'FISH',
  pvp: 'PVP',
  rng: 'RNG',
} as const;

export type GamePath = keyof typeof CATEGORY_BY_PATH;
export type GameCategory = (typeof CATEGORY_BY_PATH)[GamePath];

/** Paths that open the game centre page. */
export const GAME_CENTRE_PATHS = ['sports', 'esports', 'lott', 'elott'] as const satisfies readonly GamePath[];

/** Paths that open the game list centre page. */
export const GAME_LIST_PATHS = ['live', 'fish', 'rng', 'pvp'] as const satisfies readonly GamePath[];

function isGamePath(segment: string): segment is GamePath {
  return Object.hasOwn(CATEGORY_BY_PATH, segment);
}

/** The category of a pathname such as "/sports", or null when it is not a game page. */
export function categoryForPath(pathname: string): GameCategory | null {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return isGamePath(segment) ? CATEGORY_BY_PATH[segment] : null;
}
