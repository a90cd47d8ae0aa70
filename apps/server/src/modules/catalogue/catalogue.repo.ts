import type { GameListQuery, GameType } from '@fortuna/contracts/catalogue';
import type { Language } from '@fortuna/contracts/system';
import { and, asc, count, desc, eq, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accounts, bigWins, favouriteGames, games, recentGames, vendors } from '../../db/schema/index';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export interface CatalogueRow {
  game: GameRow;
  vendor: VendorRow;
}

/** Games and vendors a player may see: neither disabled (maintenance still shows, marked). */
const visible = and(ne(games.status, 'disabled'), ne(vendors.status, 'disabled'));
const lobbyOrder = [asc(games.sortOrder), asc(games.id)];

/** A name search matches the listed name and the name in the visitor's language. */
function nameMatches(search: string, language: Language | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  if (!language) return ilike(games.name, pattern);
  return or(ilike(games.name, pattern), ilike(sql`${games.nameTranslations}->>${language}`, pattern));
}

function listFilters(query: Partial<GameListQuery>, language?: Language): SQL | undefined {
  return and(
    visible,
    query.gameType ? eq(games.gameType, query.gameType) : undefined,
    query.vassalage ? eq(vendors.code, query.vassalage) : undefined,
    query.gameClassify ? eq(games.gameClassify, query.gameClassify) : undefined,
    query.gameName ? nameMatches(query.gameName, language) : undefined,
    query.minBet !== undefined ? lte(games.minBetMinor, BigInt(Math.round(query.minBet * 100))) : undefined,
    query.filter === 'NEW' ? eq(games.isNew, true) : undefined,
    query.filter === 'HOT' ? eq(games.isHot, true) : undefined,
  );
}

export async function findGames(
  db: DbOrTx,
  query: GameListQuery,
  language?: Language,
): Promise<{ rows: CatalogueRow[]; total: number }> {
  const where = listFilters(query, language);
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendor: vendors })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .where(where)
      .orderBy(...lobbyOrder)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(games).innerJoin(vendors, eq(vendors.id, games.vendorId)).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export function findHotGames(
  db: DbOrTx,
  filter: { gameType?: GameType | undefined; vassalage?: string | undefined },
  limit: number,
): Promise<CatalogueRow[]> {
  return db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(listFilters(filter), eq(games.isHot, true)))
    .orderBy(...lobbyOrder)
    .limit(limit);
}

export async function findGameById(db: DbOrTx, id: number): Promise<CatalogueRow | undefined> {
  const rows = await db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(games.id, id))
    .limit(1);
  return rows[0];
}

/** Vendors a player may see, in lobby order. */
export function findVisibleVendors(db: DbOrTx): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(ne(vendors.status, 'disabled'))
    .orderBy(asc(vendors.sortOrder), asc(vendors.name));
}

export async function findAccountGames(
  db: DbOrTx,
  table: typeof favouriteGames | typeof recentGames,
  accountId: number,
  filter: { gameType?: GameType | undefined; vassalage?: string | undefined },
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: CatalogueRow[]; total: number }> {
  const when = 'playedAt' in table ? desc(table.playedAt) : desc(table.createdAt);
  const where = and(eq(table.accountId, accountId), listFilters(filter));
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendor: vendors })
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .where(where)
      .orderBy(when)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findFavouriteIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.accountId, accountId))
    .orderBy(desc(favouriteGames.createdAt));
  return rows.map((row) => row.id);
}

export async function addFavourite(db: DbOrTx, accountId: number, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ accountId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: DbOrTx, accountId: number, gameId: number): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.accountId, accountId), eq(favouriteGames.gameId, gameId)));
}

/** Records a launch for the member's recent list. */
export async function recordRecentGame(db: DbOrTx, accountId: number, gameId: number): Promise<void> {
  await db
    .insert(recentGames)
    .values({ accountId, gameId })
    .onConflictDoUpdate({ target: [recentGames.accountId, recentGames.gameId], set: { playedAt: new Date() } });
}

export function findBigWins(db: DbOrTx, merchantId: number, gameType: GameType | undefined, limit: number) {
  return db
    .select({
      id: bigWins.id,
      winMinor: bigWins.winMinor,
      gameName: games.name,
      gameNameTranslations: games.nameTranslations,
      iconUrl: games.iconUrl,
      username: accounts.username,
      nickname: accounts.nickname,
    })
    .from(bigWins)
    .innerJoin(games, eq(games.id, bigWins.gameId))
    .innerJoin(accounts, eq(accounts.id, bigWins.accountId))
    .where(and(eq(bigWins.merchantId, merchantId), gameType ? eq(games.gameType, gameType) : undefined))
    .orderBy(desc(bigWins.winMinor), desc(bigWins.id))
    .limit(limit);
}
