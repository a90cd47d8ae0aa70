import type { ChatChannel, ChatSender, ChatStatus } from '@fortuna/contracts/chat';
import type { FeedbackStatus, FeedbackType } from '@fortuna/contracts/feedback';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A live-chat conversation. A signed-in member or agent owns it by account; a visitor (maintenance or
 * blocked page, a locked account or address) by a random token kept only as its hash.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
    visitorTokenHash: text('visitor_token_hash').unique(),
    channel: text('channel').$type<ChatChannel>().notNull(),
    /** Who the visitor says they are (name, username of a locked account); members are known by account. */
    visitorName: text('visitor_name').notNull().default(''),
    language: text('language').notNull().default('TY'),
    ip: text('ip').notNull().default(''),
    status: text('status').$type<ChatStatus>().notNull().default('queued'),
    assignedStaffId: integer('assigned_staff_id'),
    assignedStaffName: text('assigned_staff_name'),
    memberUnread: integer('member_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_conversations_queue_idx').on(table.merchantId, table.status, table.lastMessageAt),
    index('chat_conversations_account_idx').on(table.accountId, table.createdAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ChatSender>().notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    body: text('body').notNull().default(''),
    /** A re-encoded image kept in the private service uploads folder. */
    imageName: text('image_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.id)],
);

/** Canned replies staff insert in the chat, in EN and TY (the conversation's language picks one). */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: text('title').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyTy: text('body_ty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_canned_replies_merchant_idx').on(table.merchantId)],
);

/** Feedback and complaints (spec §1, §5, §7 PUT /wps/feedback): up to 3 images, staff replies. */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<FeedbackStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_items_account_idx').on(table.accountId, table.createdAt),
    index('feedback_items_queue_idx').on(table.merchantId, table.status, table.createdAt),
  ],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedbackItems.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_replies_item_idx').on(table.feedbackId, table.id)],
);
