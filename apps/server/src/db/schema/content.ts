import type { ContentKind, ContentTranslations } from '@fortuna/contracts/content';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Banners, notices, marquee lines, popup announcements and promotions a merchant's staff publish. */
export const siteContent = pgTable(
  'site_content',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').$type<ContentKind>().notNull(),
    groupName: text('group_name').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    /** ALL, or a popup audience A, B, F. */
    audience: text('audience').notNull().default('ALL'),
    promotionType: text('promotion_type').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(100),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
    /** The title, content and image in the site's other languages (the row's own are the merchant's default language). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_content_merchant_kind_idx').on(table.merchantId, table.kind, table.sortOrder)],
);
