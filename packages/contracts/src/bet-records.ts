import { z } from 'zod';
import { GAME_TYPES } from './catalogue';

/** The member's bet record (personalHistoryCopy) and P&L (personalProfit), read from settled vendor rounds. */
export const BET_STATUSES = ['open', 'settled', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

const range = {
  /** Inclusive start and exclusive end, ISO date-times with offset (the shared date-range picker sends them). */
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};

export const betRecordQuerySchema = z
  .object({
    ...range,
    gameType: z.enum(GAME_TYPES).optional(),
    vassalage: z.string().trim().max(64).optional(),
    status: z.enum(BET_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => query.from < query.to, { message: 'The start must be before the end', path: ['from'] });
export type BetRecordQuery = z.infer<typeof betRecordQuerySchema>;

/** Money as display text (2 decimals, the merchant's currency) and as minor units for sums. */
const money = { amount: z.string(), amountMinor: z.string() };

export const betRecordSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  vendorName: z.string(),
  status: z.enum(BET_STATUSES),
  isTrial: z.boolean(),
  currency: z.string(),
  stake: z.object(money),
  /** Valid bet: the stake that counts for turnover (refunded or void rounds count 0). */
  validBet: z.object(money),
  payout: z.object(money),
  /** payout − stake, from the member's side. */
  profit: z.object(money),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Whether the vendor offers a replay of the round. */
  canReplay: z.boolean(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  rounds: z.number().int(),
  stake: z.object(money),
  validBet: z.object(money),
  payout: z.object(money),
  profit: z.object(money),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordPageSchema = z.object({
  list: z.array(betRecordSchema),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  /** Totals of every record the filters match, not only this page. */
  totals: betTotalsSchema,
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

export const replayLinkSchema = z.object({ url: z.string() });

export const profitQuerySchema = z
  .object({
    ...range,
    /** The member's UTC offset in minutes (e.g. 420 for UTC+7), so days are the member's days. */
    offsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .refine((query) => query.from < query.to, { message: 'The start must be before the end', path: ['from'] });
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

export const profitRowSchema = z.object({
  /** YYYY-MM-DD in the member's offset. */
  day: z.string(),
  gameType: z.enum(GAME_TYPES),
  rounds: z.number().int(),
  stake: z.object(money),
  validBet: z.object(money),
  payout: z.object(money),
  profit: z.object(money),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const profitReportSchema = z.object({ rows: z.array(profitRowSchema), totals: betTotalsSchema });
export type ProfitReport = z.infer<typeof profitReportSchema>;
