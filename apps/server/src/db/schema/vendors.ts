import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Game vendors (the spec's "vassalage"). Seamless vendors debit and credit the main wallet through the
 * seamless-wallet API; transfer-mode vendors hold a wallet of their own per member, filled and emptied
 * by the wallet transfer call.
 */
export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] }).notNull(),
  status: text('status', { enum: ['active', 'maintenance', 'disabled'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
