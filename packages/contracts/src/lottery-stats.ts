import { z } from 'zod';
import { SEA_GAME_CODES } from './lottery-sea';
import { VN_GAME_CODES } from './lottery-vn';

/**
 * The lottery's public statistics (spec §7 lottery calls, all GET; docs/lottery.md "Results history and
 * statistics"): a day's results, the popular and opened numbers, the Vietnam numbers and the head/tail
 * statistics of a region over its last N draws.
 */
export const LOTTERY_STATS_PATHS = {
  /** A day's draws of a regional or SEA game with their approved results. */
  history: '/lottery/api/history',
  /** Popular (most drawn) and opened (just drawn) numbers of a region. */
  popular: '/lottery/api/vn/popular',
  /** The Vietnam numbers: 00–99 with occurrences, last appearance and gap. */
  vietnamNumbers: '/lottery/api/vn/numbers',
  /** Heads and tails of the two-digit ends, and of the special prize. */
  headTail: '/lottery/api/vn/head-tail',
} as const;

/** How many draws the statistics read at most, and by default. */
export const STATS_MAX_DRAWS = 100;
export const STATS_DEFAULT_DRAWS = 30;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');
const province = z.string().regex(/^[a-z-]{2,20}$/, 'A province code such as tp-hcm');

export const historyQuerySchema = z.object({
  gameCode: z.enum([...VN_GAME_CODES, ...SEA_GAME_CODES]),
  /** The day in the game's own time zone (Asia/Ho_Chi_Minh for the regional draws). */
  date: isoDate,
  province: province.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const statsQuerySchema = z.object({
  gameCode: z.enum(VN_GAME_CODES),
  province: province.optional(),
  draws: z.coerce.number().int().min(1).max(STATS_MAX_DRAWS).default(STATS_DEFAULT_DRAWS),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const prizes = z.record(z.string(), z.array(z.string()));

export const historyDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  province: z.string(),
  drawAt: z.string(),
  status: z.enum(['open', 'drawn', 'void']),
  /** The approved result (the latest version); null until approved, or for a void draw. */
  result: prizes.nullable(),
  /** The result version shown (above 1: corrected). */
  resultVersion: z.number(),
});
export type HistoryDraw = z.infer<typeof historyDrawSchema>;

export const historySchema = z.object({ gameCode: z.string(), date: z.string(), draws: z.array(historyDrawSchema) });
export type History = z.infer<typeof historySchema>;

/** The window the statistics read: how many approved draws, from which to which. */
const windowSchema = z.object({
  gameCode: z.string(),
  province: z.string().nullable(),
  draws: z.number(),
  from: z.string().nullable(),
  until: z.string().nullable(),
});

export const numberStatSchema = z.object({
  number: z.string(),
  /** Every occurrence among the window's prizes (twice in one draw counts 2). */
  count: z.number(),
  /** Draws it came out in. */
  draws: z.number(),
  /** Draws since it last came out (0: the latest); null: not in the window. */
  gap: z.number().nullable(),
  /** When it last came out (that draw's time); null: not in the window. */
  lastSeenAt: z.string().nullable(),
});
export type NumberStatView = z.infer<typeof numberStatSchema>;

export const popularNumbersSchema = windowSchema.extend({
  /** The ten most drawn numbers. */
  popular: z.array(numberStatSchema),
  /** The ten numbers absent longest (lô gan). */
  cold: z.array(numberStatSchema),
  /** The numbers the latest draw opened, with how many times each came out in it. */
  opened: z.array(z.object({ number: z.string(), times: z.number() })),
  openedAt: z.string().nullable(),
});
export type PopularNumbers = z.infer<typeof popularNumbersSchema>;

export const vietnamNumbersSchema = windowSchema.extend({ numbers: z.array(numberStatSchema) });
export type VietnamNumbers = z.infer<typeof vietnamNumbersSchema>;

export const headTailSchema = windowSchema.extend({
  heads: z.array(z.number()),
  tails: z.array(z.number()),
  specialHeads: z.array(z.number()),
  specialTails: z.array(z.number()),
});
export type HeadTail = z.infer<typeof headTailSchema>;
