import { z } from 'zod';

/**
 * The seamless-wallet API every game vendor uses, our studio included (docs/seamless-wallet.md).
 * Each call is a POST of JSON signed with the vendor's secret:
 *   signature = hex(HMAC-SHA256(secret, `${timestamp}.${nonce}.${rawBody}`))
 * sent with the vendor code, the timestamp (Unix milliseconds) and the nonce in the headers below.
 */
export const SEAMLESS_HEADERS = {
  vendor: 'x-fortuna-vendor',
  timestamp: 'x-fortuna-timestamp',
  nonce: 'x-fortuna-nonce',
  signature: 'x-fortuna-signature',
} as const;

/** A signed call older or newer than this is refused; its nonce is remembered at least this long. */
export const SEAMLESS_WINDOW_MS = 5 * 60_000;

export const SEAMLESS_PATHS = {
  authenticate: '/seamless/v1/authenticate',
  balance: '/seamless/v1/balance',
  bet: '/seamless/v1/bet',
  win: '/seamless/v1/win',
  rollback: '/seamless/v1/rollback',
  endRound: '/seamless/v1/end-round',
  /** The combined call of instant games: a round's bet and win in one request and one transaction. */
  round: '/seamless/v1/round',
  /** Many players' existing rounds settled in one request (lottery draws, sports events). */
  settleBatch: '/seamless/v1/settle-batch',
} as const;

/** At most this many actions in one combined round call. */
export const MAX_ROUND_ACTIONS = 8;
/** At most this many items in one settlement batch (about 1.5 MB of JSON). */
export const MAX_SETTLE_ITEMS = 10_000;
/** The body limit of a settlement batch. */
export const SETTLE_BATCH_BODY_LIMIT = 4 * 1024 * 1024;

/** What a vendor is told when a call fails; the HTTP status travels with it. */
export const SEAMLESS_ERRORS = {
  UNKNOWN_VENDOR: { status: 401, message: 'The vendor is unknown or has no API key' },
  SIGNATURE_MISSING: { status: 401, message: 'The vendor, timestamp, nonce and signature headers are required' },
  SIGNATURE_INVALID: { status: 401, message: 'The signature does not match the request' },
  REQUEST_EXPIRED: { status: 401, message: 'The timestamp is outside the 5-minute window' },
  NONCE_REPLAYED: { status: 409, message: 'This nonce was already used' },
  LAUNCH_TOKEN_INVALID: { status: 401, message: 'The launch token is unknown, expired or already used' },
  SESSION_INVALID: { status: 401, message: 'The player session is unknown' },
  SESSION_EXPIRED: { status: 401, message: 'The player session has expired' },
  PLAYER_SUSPENDED: { status: 403, message: 'The player may not place bets' },
  PLAYER_EXCLUDED: { status: 403, message: 'The player is in a time-out or self-exclusion' },
  PLAYER_LIMIT_REACHED: { status: 409, message: "The bet would go over the player's loss or wager limit" },
  PLAYER_SESSION_LIMIT: { status: 403, message: "The player's session time limit is reached" },
  GAME_UNAVAILABLE: { status: 403, message: 'The game is not open for play' },
  VENDOR_DISABLED: { status: 403, message: 'The vendor is disabled: the wallet refuses its calls' },
  CURRENCY_MISMATCH: { status: 400, message: "The currency is not the player's session currency" },
  INSUFFICIENT_FUNDS: { status: 402, message: 'The balance is too low for this bet' },
  TRANSACTION_CONFLICT: { status: 409, message: 'This transaction id was used for a different request' },
  BET_ROLLED_BACK: { status: 409, message: 'This bet was rolled back before it arrived' },
  ROUND_NOT_FOUND: { status: 404, message: 'No bet of this player opened this round' },
  ROUND_CLOSED: { status: 409, message: 'The round is already settled or void' },
  ROUND_NOT_SETTLED: { status: 409, message: 'Only a settled round can be corrected' },
  ROUND_HAS_WIN: { status: 409, message: 'The round already has a win: its bets cannot be rolled back' },
  ROUND_OTHER_PLAYER: { status: 409, message: 'The round belongs to another player' },
  REFERENCE_MISMATCH: { status: 409, message: 'The referenced transaction is not a bet of this round' },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid' },
  AMOUNT_TOO_LARGE: { status: 400, message: 'The amount would take the balance beyond what an account can hold' },
  WIN_OVER_LIMIT: {
    status: 409,
    message: "The win is over the game's win ceiling or the player's maximum balance: refused and sent for review",
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type SeamlessErrorCode = keyof typeof SEAMLESS_ERRORS;

/** Minor units as a decimal string (bigint-safe on every side). */
const minorAmount = z
  .string()
  .regex(/^\d{1,18}$/, 'Send the amount as whole minor units, e.g. "1500"')
  .transform((value) => BigInt(value));
const positiveMinorAmount = minorAmount.refine((value) => value > 0n, 'The amount must be above 0');
/** A signed change in minor units (a correction: above 0 pays the player, below 0 takes back), never 0. */
const correctionAmount = z
  .string()
  .regex(/^-?\d{1,18}$/, 'Send the amount as whole minor units, e.g. "1500" or "-1500"')
  .transform((value) => BigInt(value))
  .refine((value) => value !== 0n, 'A correction moves some money');
const vendorId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w.:-]+$/, 'Use letters, digits, dots, colons, dashes or underscores');
const sessionToken = z.string().min(16).max(256);
const currency = z.string().regex(/^[A-Z]{3,5}$/, 'Use the currency code of the session');

export const authenticateRequestSchema = z.object({ launchToken: z.string().min(16).max(256) });
export const balanceRequestSchema = z.object({ sessionToken });
export const betRequestSchema = z.object({
  sessionToken,
  transactionId: vendorId,
  roundId: vendorId,
  gameCode: z.string().min(1).max(64),
  amount: positiveMinorAmount,
  currency,
});
export const winRequestSchema = z.object({
  sessionToken,
  transactionId: vendorId,
  roundId: vendorId,
  gameCode: z.string().min(1).max(64),
  /** May be "0": a lost round settled with nothing to pay. */
  amount: minorAmount,
  currency,
  /** Settles the round with this win. */
  endRound: z.boolean().default(true),
});
export const rollbackRequestSchema = z.object({
  sessionToken,
  transactionId: vendorId,
  /** The bet to refund. */
  referenceTransactionId: vendorId,
  roundId: vendorId,
});
export const endRoundRequestSchema = z.object({ sessionToken, transactionId: vendorId, roundId: vendorId });

/** One action of a combined round call: the same fields as the single call, less what the round carries. */
const roundActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), transactionId: vendorId, amount: positiveMinorAmount }),
  z.object({
    type: z.literal('win'),
    transactionId: vendorId,
    amount: minorAmount,
    endRound: z.boolean().default(true),
  }),
]);

/**
 * The combined call: the round's actions applied in order in one transaction. Each action is idempotent
 * by its own transaction id (a bet sent alone before and repeated here is a repeat) and refused on its own
 * terms; a refused action refuses the whole call and nothing of it is applied.
 */
export const roundRequestSchema = z.object({
  sessionToken,
  roundId: vendorId,
  gameCode: z.string().min(1).max(64),
  currency,
  actions: z
    .array(roundActionSchema)
    .min(1)
    .max(MAX_ROUND_ACTIONS)
    .refine(
      (actions) => new Set(actions.map((action) => action.transactionId)).size === actions.length,
      'Each action needs its own transaction id',
    ),
});

/** One item of a settlement batch: a win, a rollback or an end of round of an existing round. */
export const settleItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('win'),
    transactionId: vendorId,
    roundId: vendorId,
    amount: minorAmount,
    endRound: z.boolean().default(true),
  }),
  z.object({
    type: z.literal('rollback'),
    transactionId: vendorId,
    roundId: vendorId,
    referenceTransactionId: vendorId,
  }),
  z.object({ type: z.literal('end_round'), transactionId: vendorId, roundId: vendorId }),
  /**
   * A correction of a settled round's payout (an official result corrected after settlement): the
   * difference is paid or taken back through the ledger, the round's payout moves by it, and the reason
   * is kept with the transfer. Taking back more than the player's spendable balance is refused
   * (INSUFFICIENT_FUNDS): the vendor tries again later.
   */
  z.object({
    type: z.literal('adjust'),
    transactionId: vendorId,
    roundId: vendorId,
    amount: correctionAmount,
    reason: z.string().min(1).max(200),
  }),
]);

/** Many players' rounds settled in one signed call; the round row names the player, so no session is sent. */
export const settleBatchRequestSchema = z.object({
  items: z
    .array(settleItemSchema)
    .min(1)
    .max(MAX_SETTLE_ITEMS)
    .refine(
      (items) => new Set(items.map((item) => item.transactionId)).size === items.length,
      'Each item needs its own transaction id',
    ),
});

export type BetRequest = z.infer<typeof betRequestSchema>;
export type RoundRequest = z.infer<typeof roundRequestSchema>;
export type RoundAction = RoundRequest['actions'][number];
export type SettleItem = z.infer<typeof settleItemSchema>;
export type SettleBatchRequest = z.infer<typeof settleBatchRequestSchema>;
export type WinRequest = z.infer<typeof winRequestSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;
export type EndRoundRequest = z.infer<typeof endRoundRequestSchema>;

/** Every answer carries the player's balance after the call, in minor units as a string. */
export const walletAnswerSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  /** The platform's id of the applied transaction; the same on a repeat. */
  transactionId: z.string().optional(),
  /**
   * Set when a win over the ceiling was accepted but held for staff review (the merchant's choice): this
   * amount is not in `balance` until staff approve it.
   */
  heldAmount: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export const authenticateAnswerSchema = walletAnswerSchema.extend({
  sessionToken: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  gameCode: z.string(),
  language: z.string(),
  isTrial: z.boolean(),
  expiresAt: z.string(),
});
export type AuthenticateAnswer = z.infer<typeof authenticateAnswerSchema>;

/** The answer of a combined round call: each action's own answer (what its single call answers), in order. */
export const roundAnswerSchema = walletAnswerSchema.extend({
  actions: z.array(z.object({ type: z.enum(['bet', 'win']), transactionId: z.string(), answer: walletAnswerSchema })),
});
export type RoundAnswer = z.infer<typeof roundAnswerSchema>;

/**
 * One item's answer in a settlement batch: `code` "OK" (applied now or earlier: a repeat answers the first
 * answer) or the refusal code of the single call; `balance` is the player's spendable balance after it.
 */
export const settleItemAnswerSchema = z.object({
  transactionId: z.string(),
  code: z.string(),
  balance: z.string().optional(),
  currency: z.string().optional(),
  /** Set when a win over the ceiling was held for staff review (not in `balance`). */
  heldAmount: z.string().optional(),
});
export type SettleItemAnswer = z.infer<typeof settleItemAnswerSchema>;
export const settleBatchAnswerSchema = z.object({
  items: z.array(settleItemAnswerSchema),
  applied: z.number(),
  repeated: z.number(),
  refused: z.number(),
});
export type SettleBatchAnswer = z.infer<typeof settleBatchAnswerSchema>;
