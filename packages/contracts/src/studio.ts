import { z } from 'zod';

/**
 * Our studio: a game vendor like any other. Its game client (apps/studio) talks to the studio API below;
 * the studio reaches the player's wallet only through the seamless-wallet API (docs/studio.md).
 */
export const STUDIO_VENDOR_CODE = 'FORTUNA';

export const STUDIO_PATHS = {
  session: '/studio/api/session',
  /** The player's wallet balance now (the game reads it again when the site says money moved elsewhere). */
  balance: '/studio/api/balance',
  rounds: '/studio/api/rounds',
  completeRound: (roundId: string) => `/studio/api/rounds/${roundId}/complete`,
  /** A decision in a round that is still open (blackjack, video poker, mines). */
  roundAction: (roundId: string) => `/studio/api/rounds/${roundId}/actions`,
  clientSeed: '/studio/api/fairness/client-seed',
  rotateSeed: '/studio/api/fairness/rotate',
  verify: '/studio/api/verify',
  recall: (roundId: string) => `/studio/api/recall/${roundId}`,
} as const;

export const ROUND_STATUSES = ['open', 'settled', 'void'] as const;
export type StudioRoundStatus = (typeof ROUND_STATUSES)[number];

const minor = z.string().regex(/^-?\d+$/);

/** The provably-fair state the player sees: the committed hash, never the live server seed. */
export const fairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/** GET /studio/api/balance: the wallet's balance in minor units of the session's currency. */
export const studioBalanceSchema = z.object({ balance: minor, currency: z.string() });
export type StudioBalance = z.infer<typeof studioBalanceSchema>;

/** One round as stored for recall: everything needed to show it and to verify it. */
export const studioRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  gameVersion: z.string(),
  status: z.enum(ROUND_STATUSES),
  stake: minor,
  payout: minor,
  currency: z.string(),
  balanceBefore: minor.nullable(),
  balanceAfter: minor.nullable(),
  choices: z.unknown(),
  /** The game's own account of what happened (reel windows, pocket, roll, free spins...). */
  detail: z.unknown(),
  serverSeedHash: z.string(),
  /** Shown once the seed pair was rotated (or always on the public verify page). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

export const studioGameInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  version: z.string(),
  statedRtp: z.number(),
  paytable: z.unknown(),
  minStake: minor,
  maxStake: minor,
});
export type StudioGameInfo = z.infer<typeof studioGameInfoSchema>;

export const studioSessionRequestSchema = z.object({ launchToken: z.string().min(16).max(256) });

export const studioSessionSchema = z.object({
  /** Bearer token for the studio API calls of this game window. */
  studioToken: z.string(),
  nickname: z.string(),
  isTrial: z.boolean(),
  language: z.string(),
  balance: minor,
  currency: z.string(),
  game: studioGameInfoSchema,
  fairness: fairnessSchema,
  /** A round interrupted before it was paid: the client shows it and asks to complete it. */
  openRound: studioRoundSchema.nullable(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

/** Play one round: the game's own choices (dice target, roulette chips, slot coin per line). */
export const playRoundRequestSchema = z.object({
  choices: z.unknown(),
  /** The client's id for this click: a retried request plays the round once. */
  requestId: z.string().regex(/^[\w-]{8,64}$/),
});

/**
 * A decision in an open round of an interactive game: `{ type: 'hit' }` (blackjack: hit, stand, double,
 * split, insurance, no-insurance), `{ type: 'draw', held: [true, false, …] }` (video poker),
 * `{ type: 'reveal', tile: 7 }` or `{ type: 'cashout' }` (mines). The answer is the round as it now stands.
 */
export const roundActionRequestSchema = z.object({
  action: z.object({ type: z.string().min(1).max(32) }).catchall(z.unknown()),
  /** The client's id for this click: a retried request applies the decision once. */
  requestId: z.string().regex(/^[\w-]{8,64}$/),
});

export const playRoundAnswerSchema = z.object({
  round: studioRoundSchema,
  balance: minor,
  fairness: fairnessSchema,
});
export type PlayRoundAnswer = z.infer<typeof playRoundAnswerSchema>;

export const clientSeedRequestSchema = z.object({
  clientSeed: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, 'Use 1-64 printable characters without spaces'),
});

export const rotateSeedAnswerSchema = z.object({
  /** The seed pair just retired, now revealed so every round played with it can be verified. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  fairness: fairnessSchema,
});

export const verifyQuerySchema = z.object({
  gameCode: z.string().min(1).max(64),
  serverSeed: z.string().min(1).max(128),
  clientSeed: z.string().min(1).max(64),
  nonce: z.coerce.number().int().min(0),
  /** The round's choices as JSON text. */
  choices: z.string().max(4000),
});

export const verifyAnswerSchema = z.object({
  serverSeedHash: z.string(),
  stake: minor,
  payout: minor,
  detail: z.unknown(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;
