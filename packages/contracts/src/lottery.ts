import { z } from 'zod';
import { SEA_GAME_CODES } from './lottery-sea';
import { VN_GAME_CODES } from './lottery-vn';
import { authenticateRequestSchema } from './seamless';

/**
 * Our lottery: a vendor like the studio (docs/lottery.md). The /lottery page talks to the lottery API
 * below with the lottery token it got for a launch token; the lottery reaches the wallet only through the
 * seamless-wallet API.
 */
export const LOTTERY_VENDOR_CODE = 'FORTUNA_LOTTERY';

export const LOTTERY_PATHS = {
  /** Spec §7 lottery lobby launch (GET): answers the lottery's launch address with a one-time token. */
  launch: '/wps/lottery/launch',
  /** The fast games and their next draws, for the /elott lobby (public). */
  lobby: '/lottery/api/lobby',
  session: '/lottery/api/session',
  balance: '/lottery/api/balance',
  bets: '/lottery/api/bets',
  /** Recent drawn results of a game (public). */
  results: '/lottery/api/results',
  /** One draw with its commitment, and its seed once drawn (public). */
  draw: (drawId: string) => `/lottery/api/draws/${drawId}`,
} as const;

/** The header the /lottery page sends its lottery token in. */
export const LOTTERY_TOKEN_HEADER = 'x-lottery-token';

/** The fast North-format games (the /lottery page's game tabs). */
export const NORTH_FAST_GAME_CODES = ['elott-vn-1', 'elott-vn-3', 'elott-vn-5'] as const;
/** The other fast formats drawn by us: Keno (20 of 80), K3 (three dice) and SSC (five digits). */
export const FORMAT_FAST_GAME_CODES = ['elott-keno-1', 'elott-k3-1', 'elott-ssc-1'] as const;
export const FAST_GAME_CODES = [...NORTH_FAST_GAME_CODES, ...FORMAT_FAST_GAME_CODES] as const;
export type FastGameCode = (typeof FAST_GAME_CODES)[number];
export type FastGameFormat = 'north' | 'keno' | 'k3' | 'ssc';

/** The draw format of a fast game: its result's shape, bet types and page. */
export function fastFormatOf(gameCode: string): FastGameFormat {
  if (gameCode.startsWith('elott-keno-')) return 'keno';
  if (gameCode.startsWith('elott-k3-')) return 'k3';
  if (gameCode.startsWith('elott-ssc-')) return 'ssc';
  return 'north';
}

export const DRAW_STATUSES = ['open', 'drawn', 'void'] as const;
export const LOTTERY_BET_STATUSES = ['pending', 'placed', 'won', 'lost', 'void', 'refused'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

const minor = z.string().regex(/^\d+$/);

export const lotteryLaunchQuerySchema = z.object({
  lottoArea: z.enum(['VN', 'SEA']).default('VN'),
  launchMode: z.enum(['LOTT', 'ELOTT']).default('ELOTT'),
  prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).default('ELOTT'),
  gameCode: z.enum([...FAST_GAME_CODES, ...VN_GAME_CODES, ...SEA_GAME_CODES]).default('elott-vn-1'),
  view: z.enum(['betting', 'lobby']).default('betting'),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
  backUrl: z.string().max(300).optional(),
  language: z.string().max(8).optional(),
});

/** The launch token as the wallet's authenticate call takes it, so a malformed one is refused here, not by the wallet. */
export const lotterySessionRequestSchema = authenticateRequestSchema.pick({ launchToken: true });

export const placeLotteryBetSchema = z.object({
  drawId: z.string().regex(/^\d{1,18}$/),
  betType: z.string().max(20),
  numbers: z.array(z.string().max(5)).min(1).max(100),
  /** Stake per point (per number for lô, đề…; per group for xiên and lô trượt), minor units. */
  stakePerPoint: z.string().regex(/^\d{1,15}$/),
  requestId: z.string().min(8).max(64),
  /** The prize mode whose odds the ticket takes (spec §9); left out: the game's own mode (LOTT, ELOTT). */
  prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
  /**
   * The version of the odds table the player saw in that mode (`oddsVersion` of the window, `versions` of
   * GET /lottery/api/odds, `payoutsVersion` of the SEA lobby): a ticket is refused with LOTTERY_ODDS_CHANGED,
   * nothing debited, when the table in force has another one (docs/lottery.md "Odds the player saw").
   */
  oddsVersion: z.string().min(1).max(64),
});
export type PlaceLotteryBet = z.infer<typeof placeLotteryBetSchema>;

export const lotteryDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawAt: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(DRAW_STATUSES),
  seedHash: z.string(),
  /** Shown once drawn: every prize's numbers. */
  result: z.record(z.string(), z.array(z.string())).nullable(),
  seed: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryBetSchema = z.object({
  betId: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  drawAt: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stakePerPoint: minor,
  totalStake: minor,
  odds: z.string(),
  /** The prize mode the odds were taken from (null: a ticket placed before prize modes). */
  prizeMode: z.string().nullable(),
  status: z.enum(LOTTERY_BET_STATUSES),
  hits: z.array(z.number()).nullable(),
  payout: minor,
  currency: z.string(),
  placedAt: z.string(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  intervalMinutes: z.number(),
  cutoffSeconds: z.number(),
  next: lotteryDrawSchema.nullable(),
  last: lotteryDrawSchema.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryOddsRowSchema = z.object({ betType: z.string(), odds: z.number(), rtp: z.number() });

export const lotterySessionSchema = z.object({
  lotteryToken: z.string(),
  gameCode: z.string(),
  nickname: z.string(),
  balance: minor,
  currency: z.string(),
  language: z.string(),
  minStake: minor,
  maxStake: minor,
  odds: z.array(lotteryOddsRowSchema),
  /**
   * Keno, K3 and SSC: the merchant's pay table in force, key → hundredths of the stake (docs/lottery.md "Pay
   * tables per merchant"); a new ticket keeps the part that pays it. Absent for the other games.
   */
  payTable: z.record(z.string(), z.number()).optional(),
  /** The version of the table these odds come from, sent back with a bet in the game's own mode. */
  oddsVersion: z.string(),
});
export type LotterySession = z.infer<typeof lotterySessionSchema>;

export const placeLotteryBetAnswerSchema = z.object({ bet: lotteryBetSchema, balance: minor });
export type PlaceLotteryBetAnswer = z.infer<typeof placeLotteryBetAnswerSchema>;
