import {
  GAME_CLASSIFIES,
  GAME_TYPES,
  type GameAdmin,
  type GameClassify,
  type GameType,
  type GameUpsert,
  type gameUpsertSchema,
  type VendorAdmin,
  type vendorUpsertSchema,
} from '@fortuna/contracts/catalogue';
import { typedAmountToCanonical } from '@fortuna/contracts/money';
import type { z } from 'zod';
import type { BadgeTone } from '../../../ui/Badge';

export type CatalogueStatus = VendorAdmin['status'];
export type WalletMode = VendorAdmin['walletMode'];

export const CATALOGUE_STATUSES: readonly CatalogueStatus[] = ['active', 'maintenance', 'disabled'];
export const WALLET_MODES: readonly WalletMode[] = ['seamless', 'transfer'];

export const STATUS_META: Record<CatalogueStatus, { label: string; tone: BadgeTone; hint: string }> = {
  active: { label: 'Active', tone: 'success', hint: 'Players see it and can play' },
  maintenance: { label: 'Maintenance', tone: 'warning', hint: 'Players see it marked, but cannot launch it' },
  disabled: { label: 'Disabled', tone: 'neutral', hint: 'Hidden from players' },
};

export const WALLET_MODE_META: Record<WalletMode, { label: string; hint: string }> = {
  seamless: { label: 'Seamless', hint: 'The vendor debits the player wallet directly' },
  transfer: { label: 'Transfer', hint: 'Players move money into a separate vendor wallet' },
};

export const GAME_TYPE_LABELS: Record<GameType, string> = {
  LIVE: 'Live casino',
  RNG: 'Slots',
  FISH: 'Fishing',
  PVP: 'Card games',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  COCKFIGHT: 'Cockfighting',
};

export const GAME_CLASSIFY_LABELS: Record<GameClassify, string> = {
  SC: 'Scratch',
  VP: 'Video poker',
  JP: 'Jackpot',
  TG: 'Table games',
  AC: 'Arcade',
  BG: 'Bingo',
};

function isGameType(value: string): value is GameType {
  return GAME_TYPES.some((type) => type === value);
}

function isGameClassify(value: string): value is GameClassify {
  return GAME_CLASSIFIES.some((classify) => classify === value);
}

function isStatus(value: string): value is CatalogueStatus {
  return CATALOGUE_STATUSES.some((status) => status === value);
}

/** "Slots", or the raw code for a category this build does not know. */
export function gameTypeLabel(type: string): string {
  return isGameType(type) ? GAME_TYPE_LABELS[type] : type;
}

/** "Jackpot", "" for none, or the raw code for a sub-category this build does not know. */
export function gameClassifyLabel(classify: string): string {
  return isGameClassify(classify) ? GAME_CLASSIFY_LABELS[classify] : classify;
}

// Game list filters, kept in the address (?type=RNG&vendor=PG&status=active&q=fortune)

export interface GameFilters {
  gameType: GameType | '';
  vendorCode: string;
  status: CatalogueStatus | '';
  search: string;
}

export const NO_GAME_FILTERS: GameFilters = { gameType: '', vendorCode: '', status: '', search: '' };

/** Reads the filters from the address; an unknown category or status is ignored. */
export function readGameFilters(params: URLSearchParams): GameFilters {
  const type = params.get('type') ?? '';
  const status = params.get('status') ?? '';
  return {
    gameType: isGameType(type) ? type : '',
    vendorCode: params.get('vendor')?.trim() ?? '',
    status: isStatus(status) ? status : '',
    search: params.get('q')?.trim() ?? '',
  };
}

/**
 * Writes the filters into `base` (other parameters such as the tab are kept); empty filters are left
 * out so the address stays short.
 */
export function writeGameFilters(filters: GameFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const entries: [string, string][] = [
    ['type', filters.gameType],
    ['vendor', filters.vendorCode],
    ['status', filters.status],
    ['q', filters.search],
  ];
  for (const [key, value] of entries) {
    const trimmed = value.trim();
    if (trimmed) params.set(key, trimmed);
    else params.delete(key);
  }
  return params;
}

export function hasGameFilters(filters: GameFilters): boolean {
  return Boolean(filters.gameType || filters.vendorCode || filters.status || filters.search.trim());
}

/** The games that match every filter; the name search ignores case and accents, and also matches the game code. */
export function filterGames(games: readonly GameAdmin[], filters: GameFilters): GameAdmin[] {
  const needle = fold(filters.search.trim());
  return games.filter(
    (game) =>
      (!filters.gameType || game.gameType === filters.gameType) &&
      (!filters.vendorCode || game.vendorCode === filters.vendorCode) &&
      (!filters.status || game.status === filters.status) &&
      (!needle || fold(game.name).includes(needle) || fold(game.gameCode).includes(needle)),
  );
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Vendor form

/** What the vendor form edits: every field as the inputs hold it (the order as typed text). */
export interface VendorDraft {
  code: string;
  name: string;
  walletMode: WalletMode;
  status: CatalogueStatus;
  gameType: GameType;
  iconUrl: string;
  sortOrder: string;
  launchUrl: string;
  recallUrl: string;
  /** Win ceiling: a round's wins at most this multiple of its stakes, this amount; no wallet past maxBalance. */
  maxWinMultiple: string;
  maxWin: string;
  maxBalance: string;
}

export const DEFAULT_SORT_ORDER = 100;
/** The server's defaults of a new vendor's win ceiling (docs/seamless-wallet.md "Win ceiling"). */
export const DEFAULT_WIN_CEILING = { maxWinMultiple: '10000', maxWin: '1000000000.00', maxBalance: '100000000000.00' };

export function emptyVendorDraft(): VendorDraft {
  return {
    code: '',
    name: '',
    walletMode: 'seamless',
    status: 'active',
    gameType: 'RNG',
    iconUrl: '',
    sortOrder: String(DEFAULT_SORT_ORDER),
    launchUrl: '',
    recallUrl: '',
    ...DEFAULT_WIN_CEILING,
  };
}

export function vendorToDraft(vendor: VendorAdmin): VendorDraft {
  return {
    code: vendor.code,
    name: vendor.name,
    walletMode: vendor.walletMode,
    status: vendor.status,
    gameType: vendor.gameType,
    iconUrl: vendor.iconUrl,
    sortOrder: String(vendor.sortOrder),
    launchUrl: vendor.launchUrl,
    recallUrl: vendor.recallUrl,
    maxWinMultiple: String(vendor.maxWinMultiple),
    maxWin: vendor.maxWin,
    maxBalance: vendor.maxBalance,
  };
}

/**
 * Typed order text as the schema's number: "" and anything not a plain number become NaN, so the schema
 * answers "Enter a whole number" instead of quietly saving 0.
 */
export function parseSortOrder(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The vendor form as the body the shared schema checks (it trims and validates). */
export function vendorDraftToInput(draft: VendorDraft): z.input<typeof vendorUpsertSchema> {
  return {
    ...draft,
    sortOrder: parseSortOrder(draft.sortOrder),
    maxWinMultiple: parseSortOrder(draft.maxWinMultiple),
    maxWin: draft.maxWin.trim(),
    maxBalance: draft.maxBalance.trim(),
  };
}

// Game form

export interface GameDraft {
  vendorCode: string;
  gameCode: string;
  name: string;
  nameTy: string;
  gameType: GameType;
  gameClassify: GameClassify | '';
  iconUrl: string;
  isHot: boolean;
  isNew: boolean;
  supportsTrial: boolean;
  minBet: string;
  sortOrder: string;
  status: CatalogueStatus;
  /** Overrides of the vendor's win ceiling; empty: the vendor's value. */
  maxWinMultiple: string;
  maxWin: string;
  maxBalance: string;
}

/** A new game starts under the vendor the list is filtered to (or the first one), in that vendor's category. */
export function emptyGameDraft(vendors: readonly VendorAdmin[], preferredVendorCode = ''): GameDraft {
  const vendor = vendors.find((item) => item.code === preferredVendorCode) ?? vendors[0];
  return {
    vendorCode: vendor?.code ?? '',
    gameCode: '',
    name: '',
    nameTy: '',
    gameType: vendor?.gameType ?? 'RNG',
    gameClassify: '',
    iconUrl: '',
    isHot: false,
    isNew: true,
    supportsTrial: false,
    minBet: '0',
    sortOrder: String(DEFAULT_SORT_ORDER),
    status: 'active',
    maxWinMultiple: '',
    maxWin: '',
    maxBalance: '',
  };
}

export function gameToDraft(game: GameAdmin): GameDraft {
  return {
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    name: game.name,
    nameTy: game.nameTy,
    gameType: game.gameType,
    gameClassify: isGameClassify(game.gameClassify) ? game.gameClassify : '',
    iconUrl: game.iconUrl,
    isHot: game.isHot,
    isNew: game.isNew,
    supportsTrial: game.supportsTrial,
    minBet: game.minBet,
    sortOrder: String(game.sortOrder),
    status: game.status,
    maxWinMultiple: game.maxWinMultiple === null ? '' : String(game.maxWinMultiple),
    maxWin: game.maxWin ?? '',
    maxBalance: game.maxBalance ?? '',
  };
}

/** An override as typed: empty is null (the vendor's value). */
const override = (text: string) => (text.trim() === '' ? null : (typedAmountToCanonical(text) ?? text.trim()));

export function gameDraftToInput(draft: GameDraft): z.input<typeof gameUpsertSchema> {
  // The minimum bet as staff typed it ("1,000"), sent in the canonical form ("1000").
  const minBet = typedAmountToCanonical(draft.minBet) ?? draft.minBet;
  return {
    ...draft,
    minBet,
    sortOrder: parseSortOrder(draft.sortOrder),
    maxWinMultiple: draft.maxWinMultiple.trim() === '' ? null : parseSortOrder(draft.maxWinMultiple),
    maxWin: override(draft.maxWin),
    maxBalance: override(draft.maxBalance),
  };
}

/**
 * The full body that saves `game` with `changes` applied, for the quick toggles of a row: the server
 * replaces every field, so nothing may be left out. A sub-category the schema does not know becomes none.
 */
export function gameToUpsert(game: GameAdmin, changes: Partial<GameUpsert> = {}): GameUpsert {
  const { id: _id, gameClassify, ...rest } = game;
  return { ...rest, gameClassify: isGameClassify(gameClassify) ? gameClassify : '', ...changes };
}

/** Changing the vendor of a new game moves it to that vendor's category, as most vendors have one. */
export function withVendor(draft: GameDraft, vendorCode: string, vendors: readonly VendorAdmin[]): GameDraft {
  const vendor = vendors.find((item) => item.code === vendorCode);
  return { ...draft, vendorCode, gameType: vendor?.gameType ?? draft.gameType };
}

/** How many games each vendor has, for the vendor table. */
export function countGamesByVendor(games: readonly GameAdmin[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.vendorCode, (counts.get(game.vendorCode) ?? 0) + 1);
  return counts;
}
