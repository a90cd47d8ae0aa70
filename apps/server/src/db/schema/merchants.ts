import type { Maintenance, RegisterRules, SiteSettings, Whitelabel } from '@fortuna/contracts/settings';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  whitelabel: jsonb('whitelabel').$type<Whitelabel>().notNull(),
  registerRules: jsonb('register_rules').$type<RegisterRules>().notNull(),
  site: jsonb('site').$type<SiteSettings>().notNull(),
  maintenance: jsonb('maintenance').$type<Maintenance>().notNull(),
  blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    isMain: boolean('is_main').notNull().default(false),
  },
  (table) => [
    uniqueIndex('merchant_domains_domain_key').on(table.domain),
    index('merchant_domains_merchant_idx').on(table.merchantId),
  ],
);
