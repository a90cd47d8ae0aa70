import type { GameType } from '@fortuna/contracts/catalogue';
import type { AudienceDetail } from '@fortuna/contracts/promo-audience';
import type { PromoRule, PromoTexts } from '@fortuna/contracts/promotions';
import {
  PROMO_AUDIENCES,
  PROMO_CATEGORIES,
  PROMO_CLAIM_STATUSES,
  PROMO_STATUSES,
  PROMO_WALLETS,
} from '@fortuna/contracts/promotions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { merchants } from './merchants';

/** A merchant's promotion: schedule, audience, texts per language and one rule (amounts in minor units as text). */
export const promoPromotions = pgTable(
  'promo_promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status', { enum: PROMO_STATUSES }).notNull().default('active'),
    category: text('category', { enum: PROMO_CATEGORIES }).notNull(),
    audience: text('audience', { enum: PROMO_AUDIENCES }).notNull().default('all'),
    /** The audience's levels, days, agents or members (see PROMO_AUDIENCES). */
    audienceDetail: jsonb('audience_detail')
      .$type<AudienceDetail>()
      .notNull()
      .default(sql`'{"vipRanks":[],"newMemberDays":null,"agents":[],"members":[]}'::jsonb`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    artworkUrl: text('artwork_url').notNull().default(''),
    texts: jsonb('texts').$type<PromoTexts>().notNull(),
    rule: jsonb('rule').$type<PromoRule>().notNull(),
    wallet: text('wallet', { enum: PROMO_WALLETS }).notNull().default('main'),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promo_promotions_merchant_idx').on(table.merchantId, table.status)],
);

/**
 * One member's claim or application in one period of a promotion. The unique key (promotion, member, period)
 * is what makes a reward exactly-once: a second claim of the same period, however concurrent, finds the row.
 */
export const promoClaims = pgTable(
  'promo_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promoPromotions.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** "once", a local day "2026-11-27", … */
    periodKey: text('period_key').notNull(),
    status: text('status', { enum: PROMO_CLAIM_STATUSES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Daily check-in: the day of the streak this claim paid. */
    streakDay: integer('streak_day'),
    /** The deposit a deposit bonus was computed from. */
    depositId: bigint('deposit_id', { mode: 'number' }),
    transferId: bigint('transfer_id', { mode: 'number' }),
    wageringRequirementId: bigint('wagering_requirement_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    /** The member's Idempotency-Key of the claim call: a repeat of the key answers this claim again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promo_claims_once_key').on(table.promotionId, table.accountId, table.periodKey),
    uniqueIndex('promo_claims_idempotency_key').on(table.accountId, table.idempotencyKey),
    index('promo_claims_account_idx').on(table.accountId, table.createdAt),
    index('promo_claims_applying_idx').on(table.merchantId, table.status).where(sql`status = 'applying'`),
  ],
);

/** One level of a merchant's VIP table (rank 1 is the lowest); amounts in minor units, rebate rates in basis points. */
export const promoVipLevels = pgTable(
  'promo_vip_levels',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    rank: integer('rank').notNull(),
    names: jsonb('names').$type<{ EN: string; TY: string }>().notNull(),
    validBetThresholdMinor: bigint('valid_bet_threshold_minor', { mode: 'bigint' }).notNull(),
    depositThresholdMinor: bigint('deposit_threshold_minor', { mode: 'bigint' }).notNull(),
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'bigint' }).notNull(),
    monthlyBonusMinor: bigint('monthly_bonus_minor', { mode: 'bigint' }).notNull(),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Keep-level rule: the valid bet a holder must reach in each review period (0: kept for good). */
    keepValidBetMinor: bigint('keep_valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Game area → basis points of valid bet. */
    rebateRatesBp: jsonb('rebate_rates_bp').$type<Partial<Record<GameType, number>>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.rank] })],
);

/**
 * The VIP levels a member reached, one row per (member, rank): the key pays each upgrade bonus exactly once,
 * and the highest row is the level kept even if staff later raise the thresholds.
 */
export const promoVipReached = pgTable(
  'promo_vip_reached',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    merchantId: integer('merchant_id').notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.rank] })],
);

/**
 * Manual rebate's rollup: per member and game area, the valid bet of every settled round (a trigger on
 * vendor_rounds adds it as rounds settle) and the part already rebated. A claim locks the member's rows, pays
 * on the difference and moves the mark up to what it read, so a round settling meanwhile is counted once.
 */
export const promoRebateCounters = pgTable(
  'promo_rebate_counters',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameType: text('game_type').$type<GameType>().notNull(),
    merchantId: integer('merchant_id').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The valid bet already rebated: the watermark of the last claim. */
    claimedValidBetMinor: bigint('claimed_valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.gameType] })],
);

/** One area of a rebate claim: the valid bet rebated, the rate of the member's level and the amount. */
export interface RebateAreaPart {
  gameType: GameType;
  validBetMinor: string;
  rateBp: number;
  amountMinor: string;
}

/** A member's manual rebate claim: the areas it paid and its ledger transfer; the client's key answers a repeat. */
export const promoRebateClaims = pgTable(
  'promo_rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    vipRank: integer('vip_rank').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    parts: jsonb('parts').$type<RebateAreaPart[]>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_rebate_claims_key').on(table.accountId, table.idempotencyKey),
    index('promo_rebate_claims_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * A leaderboard period's paid ranks: one row per (promotion, period, rank), written with the rank's claim
 * (promo_claims, unique per member and period) in one transaction. The two keys together pay each rank once
 * and each member once per period, however many times or on however many nodes the period is closed.
 */
export const promoLeaderboardWinners = pgTable(
  'promo_leaderboard_winners',
  {
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promoPromotions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    rank: integer('rank').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.periodKey, table.rank] })],
);
