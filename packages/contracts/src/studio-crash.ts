import { z } from 'zod';
import type { StudioRound } from './studio';

/**
 * Crash: shared games on a schedule (docs/studio.md). The live game travels over Socket.IO on the
 * namespace below (handshake `auth: { studioToken }`); bets and cash-outs go as socket events with an
 * acknowledgement or over HTTP.
 */
export const CRASH_NAMESPACE = '/studio-crash';
export const CRASH_GAME_CODE = 'fortuna-crash';

export const CRASH_PATHS = {
  state: '/studio/api/crash/state',
  bets: '/studio/api/crash/bets',
  cashOut: '/studio/api/crash/cashout',
  verify: '/studio/api/crash/verify',
} as const;

/** Server → client events, and client → server requests (with acknowledgement). */
export const CRASH_EVENTS = {
  state: 'crash:state',
  game: 'crash:game',
  flight: 'crash:flight',
  bet: 'crash:bet',
  cashOut: 'crash:cashout',
  crashed: 'crash:crashed',
  settled: 'crash:settled',
  placeBet: 'crash:place-bet',
  requestCashOut: 'crash:request-cashout',
} as const;

const minor = z.string().regex(/^\d+$/);
/** A multiplier with two decimals ("1.50"). */
const multiplier = z.string().regex(/^\d+\.\d{2}$/);

export const crashBetRequestSchema = z.object({
  stake: z.union([minor, z.number().int().positive()]),
  /** Cash out automatically at this multiplier (1.01 or more); absent = by hand. */
  autoCashOut: z.union([multiplier, z.number()]).nullable().optional(),
  /** The client's id for this click: a retried request places the bet once. */
  requestId: z.string().regex(/^[\w-]{8,64}$/),
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

export const CRASH_PHASES = ['betting', 'flying', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** A game as everyone sees it: hash and crash point only once it crashed. Times are epoch milliseconds. */
export interface CrashGameView {
  number: number;
  phase: CrashPhase;
  bettingEndsAt: number;
  /** The flight starts when betting ends; the multiplier is floor(100·e^(growthPerMs·t))/100 after t ms. */
  flightStartsAt: number;
  growthPerMs: number;
  crashPoint: string | null;
  crashedAt: number | null;
  hash: string | null;
}

/** Another player's bet: masked nickname, stake, and the multiplier it was cashed out at. */
export interface CrashPublicBet {
  id: number;
  nickname: string;
  stake: string;
  currency: string;
  status: 'placed' | 'cashed' | 'busted' | 'void';
  cashOut: string | null;
  payout: string | null;
}

/** The player's own bet in a game (its studio round id leads to history and recall). */
export interface CrashOwnBet extends CrashPublicBet {
  roundId: string;
  gameNumber: number;
  autoCashOut: string | null;
}

export interface CrashRecentGame {
  number: number;
  crashPoint: string;
  hash: string;
}

/** Sent on connect and by GET state: enough to draw the game and resume one's bet. */
export interface CrashState {
  serverTime: number;
  commitment: string;
  salt: string;
  game: CrashGameView | null;
  bets: CrashPublicBet[];
  myBet: CrashOwnBet | null;
  recent: CrashRecentGame[];
}

/** A bet or cash-out as answered to its player: the bet, the studio round and the wallet balance. */
export interface CrashBetAnswer {
  bet: CrashOwnBet;
  round: StudioRound;
  balance: string | null;
}

/** Acknowledgement of a socket request: the answer, or the error code and message as over HTTP. */
export type CrashAck<T> = { success: true; value: T } | { success: false; code: string; message: string };

/** What the public crash verify call answers for a revealed game hash. */
export const crashVerifyAnswerSchema = z.object({
  hash: z.string(),
  salt: z.string(),
  /** The multiplier with two decimals: '2.53'. */
  crashPoint: z.string(),
  /** The game this hash was revealed for, when it is one of ours. */
  gameNumber: z.number().int().nullable(),
  /** SHA-256(hash): the previous game's hash, or the chain's commitment for a chain's first game. */
  nextLink: z.string(),
  previousHash: z.string().nullable(),
  linksToPrevious: z.boolean(),
  commitment: z.string().nullable(),
  /** Hashing forward reaches the commitment after exactly the game's position in its chain. */
  reachesCommitment: z.boolean(),
});
export type CrashVerifyAnswer = z.infer<typeof crashVerifyAnswerSchema>;
