import { bigint, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { promoPromotions } from './promotions';

/**
 * A raffle's provably fair draw: the server seed is made when the raffle is created and only its SHA-256 is
 * shown until the draw; the draw fixes the ticket list (its hash is the client seed), reveals the seed and
 * sets `drawn_at` in the transaction that writes the winners, so a raffle is drawn once.
 */
export const promoRaffles = pgTable('promo_raffles', {
  promotionId: bigint('promotion_id', { mode: 'number' })
    .primaryKey()
    .references(() => promoPromotions.id, { onDelete: 'cascade' }),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed'),
  totalTickets: integer('total_tickets').notNull().default(0),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});

/** The frozen ticket list of a drawn raffle, in draw order (`position` 1, 2, …). */
export const promoRaffleEntries = pgTable(
  'promo_raffle_entries',
  {
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promoPromotions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tickets: integer('tickets').notNull(),
    /** The deposits or valid bet the tickets were counted from (minor units). */
    countedMinor: bigint('counted_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.position] })],
);

/**
 * A raffle's winners: one row per prize position and at most one per member. `claim_id` is set when the prize
 * is paid (by the draw, or by the winner's claim): the claim row's (promotion, member, "raffle") key pays once.
 */
export const promoRaffleWinners = pgTable(
  'promo_raffle_winners',
  {
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promoPromotions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The ticket index picked among the tickets still in the draw. */
    pick: integer('pick').notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    claimId: bigint('claim_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.position] }),
    uniqueIndex('promo_raffle_winners_member_key').on(table.promotionId, table.accountId),
  ],
);
