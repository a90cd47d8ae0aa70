import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Help-centre articles per merchant, language and device; content is HTML sanitised by the site. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    device: text('device').notNull().default('WEB'),
    term: text('term').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('help_articles_key').on(table.merchantId, table.lang, table.device, table.term)],
);
