import {
  GAME_TYPES,
  type Game,
  type GameList,
  type GameListQuery,
  type GameMenu,
  type GameType,
  type Lane,
  type VendorItem,
  type Winner,
} from '@fortuna/contracts/catalogue';
import { minorToDecimal } from '@fortuna/contracts/money';
import type { Language } from '@fortuna/contracts/system';
import type { Db } from '../../db/client';
import {
  type CatalogueRow,
  findBigWins,
  findGames,
  findVisibleVendors,
  type GameRow,
  type VendorRow,
} from './catalogue.repo';

/** Lobby order of categories: sports first among the betting ones, then e-sports and cockfight after it (spec §4). */
const LANE_ORDER: readonly GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];

/** The game's name in the visitor's language where it has one, else the name it is listed under. */
export function gameNameIn(game: Pick<GameRow, 'name' | 'nameTranslations'>, language: Language | undefined): string {
  return (language && game.nameTranslations[language]) || game.name;
}

export function presentGame({ game, vendor }: CatalogueRow, language?: Language): Game {
  const maintenance = game.status === 'maintenance' || vendor.status === 'maintenance';
  const name = gameNameIn(game, language);
  return {
    nodeId: game.id,
    gameName: name,
    nodeName: name,
    iconUrl: game.iconUrl,
    showIcon: game.iconUrl,
    gameType: game.gameType,
    vassalage: vendor.code,
    gameClassify: game.gameClassify,
    isHot: game.isHot ? 1 : 0,
    supportPlay: game.supportsTrial ? 0 : 1,
    gameCode: game.gameCode,
    isGame: 'GAME',
    isNew: game.isNew ? 1 : 0,
    maintenance,
  };
}

export function presentVendor(vendor: VendorRow): VendorItem {
  return {
    vassalage: vendor.code,
    displayName: vendor.name,
    lagerIcon: vendor.iconUrl,
    gameType: vendor.gameType,
    maintenance: vendor.status === 'maintenance',
  };
}

export async function listGames(db: Db, query: GameListQuery, language: Language): Promise<GameList> {
  const { rows, total } = await findGames(db, query, language);
  return {
    games: rows.map((row) => presentGame(row, language)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    pageNo: query.pageNo,
  };
}

/** Every category that has a vendor, with its vendors in order (spec §7 game menus). */
export async function gameMenus(db: Db): Promise<GameMenu[]> {
  const vendors = (await findVisibleVendors(db)).map(presentVendor);
  return LANE_ORDER.map((gameType) => ({
    gameType,
    vendors: vendors.filter((vendor) => vendor.gameType === gameType),
  })).filter((menu) => menu.vendors.length > 0);
}

/** Vendor lanes (spec §3, §4): one lane per category, e-sports and cockfight after sports. */
export async function vendorLanes(db: Db): Promise<{ data: { lanes: Lane[] } }> {
  const menus = await gameMenus(db);
  return {
    data: {
      lanes: menus.map((menu) => ({
        title: menu.gameType,
        gameType: menu.gameType,
        gameClassify: '',
        cards: menu.vendors,
      })),
    },
  };
}

/** "de***01": enough for a player to recognise a win, never a whole username. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export async function winnerBoard(
  db: Db,
  merchantId: number,
  gameCategory: string,
  limit: number,
  language: Language,
): Promise<{ list: Winner[] }> {
  const gameType = GAME_TYPES.find((type) => type === gameCategory);
  const rows = await findBigWins(db, merchantId, gameType, limit);
  return {
    list: rows.map((row) => ({
      recordId: row.id,
      gameName: gameNameIn({ name: row.gameName, nameTranslations: row.gameNameTranslations }, language),
      customerName: maskName(row.username),
      winAmount: minorToDecimal(row.winMinor),
      iconUrl: row.iconUrl,
    })),
  };
}
