import { z } from 'zod';
import { amountInputSchema, moneySchema } from './wallet';

/**
 * Raffles (docs/promotions.md "Raffles"): a promotion rule whose members earn tickets from credited deposits or
 * valid bet during the schedule (one ticket per `ticketEvery`), drawn at the end by a provably fair draw whose
 * server seed hash is published when the raffle opens. Winners are paid by the draw, or claim their prize.
 */

export const RAFFLE_SOURCES = ['deposit', 'valid_bet'] as const;
export type RaffleSource = (typeof RAFFLE_SOURCES)[number];

export const rafflePrizeTierSchema = z.object({
  prize: amountInputSchema,
  /** How many winners this tier has (drawn in order: the first tier's winners are drawn first). */
  winners: z.number().int().min(1).max(100),
});

export const raffleRuleSchema = z.object({
  kind: z.literal('raffle'),
  source: z.enum(RAFFLE_SOURCES),
  /** One ticket per this much deposit or valid bet (the member's total over the schedule, rounded down). */
  ticketEvery: amountInputSchema,
  /** Prize tiers, first tier first; at most 200 winners in all. */
  prizeTiers: z
    .array(rafflePrizeTierSchema)
    .min(1)
    .max(10)
    .refine((tiers) => tiers.reduce((sum, tier) => sum + tier.winners, 0) <= 200, 'At most 200 winners in all'),
  /** true: winners claim their prize (raffle promotion claim); false: the draw pays them. */
  needsClaim: z.boolean(),
});
export type RaffleRule = z.infer<typeof raffleRuleSchema>;

export const raffleWinnerSchema = z.object({
  position: z.number().int(),
  /** Masked username ("de***1"). */
  holder: z.string(),
  prize: moneySchema,
  isMine: z.boolean(),
});

/** A raffle as the member (or a visitor) sees it on its promotion card. */
export const raffleViewSchema = z.object({
  source: z.enum(RAFFLE_SOURCES),
  ticketEvery: moneySchema,
  /** The member's tickets so far (0 for visitors). */
  tickets: z.number().int(),
  /** The member's counted deposits or valid bet, and how much more earns the next ticket. */
  counted: moneySchema,
  toNextTicket: moneySchema,
  prizeTiers: z.array(z.object({ prize: moneySchema, winners: z.number().int() })),
  /** SHA-256 of the server seed, published when the raffle opens. */
  serverSeedHash: z.string(),
  /** Set once drawn. */
  drawnAt: z.string().nullable(),
  winners: z.array(raffleWinnerSchema),
  needsClaim: z.boolean(),
});
export type RaffleView = z.infer<typeof raffleViewSchema>;

/** The published draw: everything a visitor needs to recompute the winners. */
export const raffleDrawSchema = z.object({
  promotionId: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed at the draw; null before. */
  serverSeed: z.string().nullable(),
  /** SHA-256 of the ticket list text (one line `account:tickets` per entry, in list order). */
  clientSeed: z.string().nullable(),
  nonce: z.number().int(),
  drawnAt: z.string().nullable(),
  totalTickets: z.number().int(),
  /** The frozen ticket list, in draw order: holder reference, masked name and tickets. */
  entries: z.array(z.object({ ref: z.string(), holder: z.string(), tickets: z.number().int() })),
  winners: z.array(
    z.object({
      position: z.number().int(),
      ref: z.string(),
      holder: z.string(),
      pick: z.number().int(),
      prize: moneySchema,
    }),
  ),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;

export const RAFFLE_API = {
  /** GET (anyone): the raffle's published draw, for the verify view. */
  draw: (id: number | string) => `/wps/promotions/${id}/raffle`,
  /** POST (member, Idempotency-Key): raffle promotion claim (spec §7): a winner claims the prize. */
  claim: (id: number | string) => `/wps/member/promotions/${id}/raffle/claim`,
} as const;
