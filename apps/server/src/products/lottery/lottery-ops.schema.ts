import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A merchant's odds for the Vietnamese bet types in one prize mode (docs/lottery.md "Odds per merchant and
 * prize mode"): one row per bet type, saved whole per mode. A mode without rows pays the defaults and is
 * offered only as a game's own mode.
 */
export const lotteryMerchantOdds = pgTable(
  'lottery_merchant_odds',
  {
    merchantId: integer('merchant_id').notNull(),
    prizeMode: text('prize_mode').notNull(),
    betType: text('bet_type').notNull(),
    oddsHundredths: integer('odds_hundredths').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.prizeMode, table.betType] })],
);

/** The results feed's last pull as the back office shows it (one row per feed; any node writes it). */
export const lotteryFeedStatus = pgTable('lottery_feed_status', {
  feed: text('feed').primaryKey(),
  lastPullAt: timestamp('last_pull_at', { withTimezone: true }).notNull(),
  /** The last pull that stored or found everything without a refusal. */
  lastCleanAt: timestamp('last_clean_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** The last pull's report: results stored, provinces the feed has nothing for yet, entries refused. */
  stored: integer('stored').notNull().default(0),
  missing: integer('missing').notNull().default(0),
  refused: jsonb('refused').$type<{ drawId: string; reason: string }[]>().notNull().default([]),
});
