import type { PROMO_WALLETS } from '@fortuna/contracts/promotions';
import type { ReferralRefusal, ReferralStatus } from '@fortuna/contracts/referral';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { merchants } from './merchants';
import { promoPromotions } from './promotions';

/** A merchant's invite-and-earn terms: what the inviter gets per qualifying invitee, and what qualifies. */
export const promoReferralSettings = pgTable('promo_referral_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  wallet: text('wallet').$type<(typeof PROMO_WALLETS)[number]>().notNull().default('bonus'),
  wageringMultiple: integer('wagering_multiple').notNull().default(0),
  minFirstDepositMinor: bigint('min_first_deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  minValidBetMinor: bigint('min_valid_bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per invitee (the primary key): who invited them and whether the inviter was paid. The reward is
 * paid by the one transaction that moves the row from pending to rewarded, so it is paid once per invitee.
 */
export const promoReferrals = pgTable(
  'promo_referrals',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReferralStatus>().notNull().default('pending'),
    refusal: text('refusal').$type<ReferralRefusal>(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }),
    transferId: bigint('transfer_id', { mode: 'number' }),
    wageringRequirementId: bigint('wagering_requirement_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('promo_referrals_inviter_idx').on(table.inviterId, table.createdAt),
    index('promo_referrals_merchant_idx').on(table.merchantId, table.status, table.createdAt),
  ],
);

/** Abuse limits of a promotion over its whole life; null: no limit. */
export const promoClaimLimits = pgTable('promo_claim_limits', {
  promotionId: bigint('promotion_id', { mode: 'number' })
    .primaryKey()
    .references(() => promoPromotions.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  perMember: integer('per_member'),
  perDevice: integer('per_device'),
  perPayeeAccount: integer('per_payee_account'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
