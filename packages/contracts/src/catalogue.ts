import { z } from 'zod';
import { amountGrammarMessage, amountPattern } from './money';
import type { Language } from './system';

/** Game categories of spec §2 and §4 (route → type: sports SPORTS, live LIVE, rng RNG…). */
export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Sub-categories under slots and arcade (spec §2): scratch, video poker, jackpot, table, arcade, bingo. */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Page sizes of spec §9. */
export const GAME_PAGE_SIZE = { home: 12, lobby: 18, async: 42, favourites: 999, recent: 12 } as const;
/** Hot and winner lists are cut to 20 (spec §9). */
export const HOT_LIMIT = 20;
export const WINNER_LIMIT = 20;

/** A game card as the lobby reads it (spec §3 Game). */
export const gameSchema = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  nodeName: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** The vendor code (spec: vassalage). */
  vassalage: z.string(),
  gameClassify: z.string(),
  /** 1 = hot. */
  isHot: z.number().int(),
  /** 0 = a free trial is offered (spec §2 game card). */
  supportPlay: z.number().int(),
  gameCode: z.string(),
  /** 'VASSALAGE' when the entry opens the vendor's own game list. */
  isGame: z.string(),
  isNew: z.number().int(),
  /** Under maintenance: the card shows it and launching answers GAME_MAINTENANCE. */
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const optionalText = z.string().trim().max(64).optional();

/** A game's name in other languages than the one it is listed under (language code → name). */
export type GameNameTranslations = Partial<Record<Language, string>>;

/** Game list query (spec §7: clientType 3, platform, merchant, gameType, vassalage, …, pageSize 12 or 18). */
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: optionalText,
  merchant: optionalText,
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: optionalText,
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  gameName: optionalText,
  /** Minimum bet in major units; games whose minimum is above it are left out. */
  minBet: z.coerce.number().min(0).optional(),
  minLineNum: z.coerce.number().int().min(0).optional(),
  channel: optionalText,
  /** NEW, HOT: the lobby's filter tabs that narrow the list itself. */
  filter: z.enum(['ALL', 'NEW', 'HOT']).default('ALL'),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE.lobby),
  language: optionalText,
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(gameSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  pageNo: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** Hot games (spec §7: value.list, at most 20). */
export const hotGamesQuerySchema = z.object({
  merchantCode: optionalText,
  isPlatform: z.coerce.number().int().optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: optionalText,
  platform: optionalText,
  language: optionalText,
});
export const hotGamesSchema = z.object({ list: z.array(gameSchema) });

/** Recent games of the signed-in member (spec §7: page, pageSize 12; reads list, totalPages). */
export const recentQuerySchema = z.object({
  page: pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE.recent),
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: optionalText,
  language: optionalText,
  clientType: z.coerce.number().int().optional(),
});
export const recentGamesSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });

/** Favourites (spec §7: pageNo 1, pageSize 999; reads value.content). */
export const favouriteQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: optionalText,
  language: optionalText,
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(999).default(GAME_PAGE_SIZE.favourites),
  gameType: z.enum(GAME_TYPES).optional(),
});
export const favouriteListSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** Add (POST) or remove (DELETE) a favourite: nodeId, vendor, gameType (spec §4). */
export const favouriteChangeSchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: z.string().trim().max(64).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
});
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

/** A vendor as the header, footer and lobbies list it (spec §3 Game vendor item). */
export const vendorItemSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  lagerIcon: z.string(),
  gameType: z.enum(GAME_TYPES),
  maintenance: z.boolean(),
});
export type VendorItem = z.infer<typeof vendorItemSchema>;

/** Game menus: every category with its vendors, in the lobby's order. */
export const gameMenuSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  vendors: z.array(vendorItemSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;

/** Vendor lanes (spec §3: title, cards, gameClassify; read as value.data.lanes). */
export const laneSchema = z.object({
  title: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  cards: z.array(vendorItemSchema),
});
export const lanesSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });
export type Lane = z.infer<typeof laneSchema>;

/** Winner board (spec §3 Winner record). */
/** The progressive jackpot pool (money in minor units); null before any progressive game is offered. */
export const jackpotPoolSchema = z.object({
  gameCode: z.string(),
  amount: z.string().regex(/^-?\d+$/),
  currency: z.string(),
});
export type JackpotPool = z.infer<typeof jackpotPoolSchema>;

export const winnerSchema = z.object({
  recordId: z.number().int(),
  gameName: z.string(),
  customerName: z.string(),
  winAmount: z.string(),
  iconUrl: z.string(),
});
export const winnersQuerySchema = z.object({
  gameCategory: z.string().trim().max(16).default('ALL'),
  language: optionalText,
  limitNum: z.coerce.number().int().min(1).max(WINNER_LIMIT).default(WINNER_LIMIT),
});
export const winnersSchema = z.object({ list: z.array(winnerSchema) });
export type Winner = z.infer<typeof winnerSchema>;

/** POST /wps/game/launchGame */
export const launchGameSchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  /** Free trial on demo balance, where the game offers it (supportPlay 0). */
  isTrial: z.boolean().default(false),
  language: optionalText,
  platform: optionalText,
});
export type LaunchGame = z.infer<typeof launchGameSchema>;

/** The vendor's address for this launch, carrying a one-time, short-lived token. */
export const launchResultSchema = z.object({ url: z.string().min(1) });
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** What the site saw after a launch (spec §7 launch feedback). */
export const LAUNCH_OUTCOMES = ['opened', 'popup_blocked', 'load_failed', 'closed'] as const;
export const launchFeedbackSchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  outcome: z.enum(LAUNCH_OUTCOMES),
  detail: z.string().trim().max(500).default(''),
});
export type LaunchFeedback = z.infer<typeof launchFeedbackSchema>;

// Back office

export const vendorAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  walletMode: z.enum(['seamless', 'transfer']),
  status: z.enum(['active', 'maintenance', 'disabled']),
  gameType: z.enum(GAME_TYPES),
  iconUrl: z.string(),
  sortOrder: z.number().int(),
  launchUrl: z.string(),
  recallUrl: z.string(),
  /** Whether the vendor holds a seamless-wallet API key (its games launch only then). */
  hasApiKey: z.boolean(),
  /** Win ceiling (docs/seamless-wallet.md): a round's wins at most this multiple of its stakes… */
  maxWinMultiple: z.number().int(),
  /** …and at most this amount (major units); no win may take a wallet past maxBalance. */
  maxWin: z.string(),
  maxBalance: z.string(),
});
export type VendorAdmin = z.infer<typeof vendorAdminSchema>;

/** A vendor address template: an https URL or a site path, with the placeholders the platform fills in. */
const vendorAddress = z
  .string()
  .trim()
  .max(512)
  .regex(/^(https:\/\/\S+|\/\S*|)$/, 'Use an https:// address or a path starting with /');

/** A fresh seamless-wallet secret, shown once to staff to hand to the vendor. */
export const vendorApiKeySchema = z.object({ secret: z.string() });

/** An amount in major units with at most 2 decimals (a win ceiling). */
const ceilingAmount = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'Enter an amount with at most 2 decimals')
  .refine((value) => Number(value) > 0, 'Enter an amount above 0');
const ceilingMultiple = z.number().int().min(1).max(100_000_000);

const iconUrl = z
  .string()
  .trim()
  .max(512)
  .regex(/^(https:\/\/\S+|\/\S*|)$/, 'Use an https:// address or a path starting with /');

export const vendorUpsertSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'Use capitals, digits and _ such as FORTUNA_STUDIO'),
  name: z.string().trim().min(1).max(64),
  walletMode: z.enum(['seamless', 'transfer']),
  status: z.enum(['active', 'maintenance', 'disabled']),
  gameType: z.enum(GAME_TYPES),
  iconUrl: iconUrl.default(''),
  sortOrder: z.number().int().min(0).max(100_000).default(100),
  /** Launch address with {token}, {gameCode}, {language}; left out: unchanged. */
  launchUrl: vendorAddress
    .refine((value) => value === '' || value.includes('{token}'), 'The launch address must carry {token}')
    .optional(),
  /** Replay address with {roundId}, {exp}, {sig}; left out: unchanged. */
  recallUrl: vendorAddress
    .refine(
      (value) => value === '' || ['{roundId}', '{exp}', '{sig}'].every((part) => value.includes(part)),
      'The replay address must carry {roundId}, {exp} and {sig}',
    )
    .optional(),
  /** Win ceiling; left out: unchanged (a new vendor takes the defaults 10,000× and 1,000,000,000.00, balance 100,000,000,000.00). */
  maxWinMultiple: ceilingMultiple.optional(),
  maxWin: ceilingAmount.optional(),
  maxBalance: ceilingAmount.optional(),
});
export type VendorUpsert = z.infer<typeof vendorUpsertSchema>;

export const gameAdminSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  /** The name players of the Vietnamese site (TY) see; empty: they see `name`. */
  nameTy: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  iconUrl: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  supportsTrial: z.boolean(),
  minBet: z.string(),
  sortOrder: z.number().int(),
  status: z.enum(['active', 'maintenance', 'disabled']),
  /** This game's win ceiling where it differs from its vendor's; null: the vendor's. */
  maxWinMultiple: z.number().int().nullable(),
  maxWin: z.string().nullable(),
  maxBalance: z.string().nullable(),
});
export type GameAdmin = z.infer<typeof gameAdminSchema>;

export const gameUpsertSchema = z.object({
  vendorCode: z.string().trim().min(1).max(32),
  gameCode: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(128),
  nameTy: z.string().trim().max(128).default(''),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.enum(GAME_CLASSIFIES).or(z.literal('')).default(''),
  iconUrl: iconUrl.default(''),
  isHot: z.boolean().default(false),
  isNew: z.boolean().default(false),
  supportsTrial: z.boolean().default(false),
  /** Minimum bet in major units with at most 2 decimals. */
  minBet: z.string().regex(amountPattern(), amountGrammarMessage()).default('0'),
  sortOrder: z.number().int().min(0).max(100_000).default(100),
  status: z.enum(['active', 'maintenance', 'disabled']),
  /** Overrides of the vendor's win ceiling; null: the vendor's value; left out: unchanged. */
  maxWinMultiple: ceilingMultiple.nullable().optional(),
  maxWin: ceilingAmount.nullable().optional(),
  maxBalance: ceilingAmount.nullable().optional(),
});
export type GameUpsert = z.infer<typeof gameUpsertSchema>;
