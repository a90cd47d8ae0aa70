import {
  gameListSchema,
  gameMenuSchema,
  hotGamesSchema,
  jackpotPoolSchema,
  vendorItemSchema,
  winnersSchema,
} from '@fortuna/contracts/catalogue';
import { announcementsSchema, marqueeSchema } from '@fortuna/contracts/content';
import { permissionInfoSchema } from '@fortuna/contracts/system';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { permissionInfoQueryKey, withReadablePaths } from '../api/permission-info';
import { gameListQuery, gameMenusQuery, vendorListQuery } from '../features/games/api/games';
import { buildGameListParams, initialLobbyState } from '../features/games/hooks/lobby-query';
import {
  announcementsQuery,
  hotGamesQuery,
  jackpotQueryKey,
  marqueeQuery,
  winnersQuery,
} from '../features/home/api/content';
import { categoryForPath, GAME_LIST_PATHS } from '../lib/game-categories';
import { rememberMerchant } from '../lib/session';

/**
 * The start-up payload the server writes into index.html (`<script type="application/json" id="boot-data">`):
 * the answers of the first calls, as the API sends them, read when the page was served.
 */
export interface BootData {
  /** When the server read the answers (epoch ms). */
  at: number;
  /** The language of the language-dependent answers. */
  language: string;
  values: Record<string, unknown>;
}

const bootDataSchema = z.object({ at: z.number(), language: z.string(), values: z.record(z.string(), z.unknown()) });

const BOOT_DATA_ID = 'boot-data';

/** Whether the server wrote a start-up payload into the page (read without parsing it). */
export function hasBootDataElement(doc: Document = document): boolean {
  return doc.getElementById(BOOT_DATA_ID) !== null;
}

/** The page's start-up payload, or null (a page served without one, or one that cannot be read). */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = bootDataSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface Seed {
  name: string;
  queryKey: QueryKey;
  schema: z.ZodType;
}

/** The first page of the game lobby at `location`, as its first render asks for it; null off the lobbies. */
function lobbySeed(location: Pick<Location, 'pathname' | 'search'>, language: string): Seed | null {
  const gameType = categoryForPath(location.pathname);
  const isLobby = GAME_LIST_PATHS.some((path) => location.pathname === `/${path}`);
  if (!gameType || !isLobby) return null;
  const vassalage = new URLSearchParams(location.search).get('vassalage');
  const params = buildGameListParams(initialLobbyState(gameType, vassalage), language);
  return { name: 'lobby', queryKey: gameListQuery(params).queryKey, schema: gameListSchema };
}

function seedsFor(language: string, payloadLanguage: string, location: Pick<Location, 'pathname' | 'search'>): Seed[] {
  const seeds: Seed[] = [
    { name: 'menus', queryKey: gameMenusQuery().queryKey, schema: z.array(gameMenuSchema) },
    { name: 'vendors', queryKey: vendorListQuery().queryKey, schema: z.array(vendorItemSchema) },
    { name: 'jackpot', queryKey: jackpotQueryKey, schema: jackpotPoolSchema.nullable() },
  ];
  // Banners, the marquee, hot games and winners were read in the payload's language: they only fit a
  // visitor who uses it.
  if (language === payloadLanguage) {
    seeds.push(
      { name: 'announcements', queryKey: announcementsQuery('B', language).queryKey, schema: announcementsSchema },
      { name: 'marquee', queryKey: marqueeQuery(language).queryKey, schema: marqueeSchema },
      { name: 'hot', queryKey: hotGamesQuery(language).queryKey, schema: hotGamesSchema },
      { name: 'winners', queryKey: winnersQuery(language).queryKey, schema: winnersSchema },
    );
    const lobby = lobbySeed(location, language);
    if (lobby) seeds.push(lobby);
  }
  return seeds;
}

/**
 * Puts the payload's answers into the query cache as if their calls had answered when the page was
 * served, each checked with the schema its call uses (one that does not fit is left to its call).
 * Permission info remembers the merchant, as its call does. The other answers are marked stale, so
 * the queries that show them fetch them again when they mount, as they would without the payload;
 * permission info is always refetched (staleTime 0). Returns whether permission info was seeded.
 */
export function seedQueries(
  queryClient: QueryClient,
  boot: BootData,
  language: string,
  /** The page's address (window.location): a game lobby's first page is seeded only on that lobby. */
  location: Pick<Location, 'pathname' | 'search'> = { pathname: '/', search: '' },
): boolean {
  const info = permissionInfoSchema.safeParse(boot.values.permissionInfo);
  if (info.success) {
    rememberMerchant(info.data.info.merchantCode);
    queryClient.setQueryData(permissionInfoQueryKey, withReadablePaths(info.data), { updatedAt: boot.at });
  }
  for (const { name, queryKey, schema } of seedsFor(language, boot.language, location)) {
    if (!(name in boot.values)) continue;
    const parsed = schema.safeParse(boot.values[name]);
    if (!parsed.success) continue;
    queryClient.setQueryData(queryKey, parsed.data, { updatedAt: boot.at });
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
  return info.success;
}
