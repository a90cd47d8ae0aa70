import type { AdminChatQuery } from '@fortuna/contracts/chat';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, chatCannedReplies, chatConversations, chatMessages } from '../../db/schema/index';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type CannedReplyRow = typeof chatCannedReplies.$inferSelect;

/** Who a customer is: a signed-in account, or a visitor known by the hash of their chat token. */
export type Customer = { accountId: number; merchantId: number } | { visitorTokenHash: string; merchantId: number };

function ownerCondition(customer: Customer) {
  return 'accountId' in customer
    ? eq(chatConversations.accountId, customer.accountId)
    : eq(chatConversations.visitorTokenHash, customer.visitorTokenHash);
}

export async function findOpenConversation(db: DbOrTx, customer: Customer): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(ownerCondition(customer), sql`${chatConversations.status} <> 'closed'`))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row;
}

/** The customer's last closed conversation that has no rating yet. */
export async function findUnratedConversation(db: DbOrTx, customer: Customer): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(ownerCondition(customer), eq(chatConversations.status, 'closed'), sql`${chatConversations.rating} is null`),
    )
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row;
}

export async function findCustomerConversation(db: DbOrTx, customer: Customer, id: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(ownerCondition(customer), eq(chatConversations.id, id)));
  return row;
}

export async function findConversationByVisitorHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorTokenHash, tokenHash));
  return row;
}

export async function insertConversation(db: DbOrTx, values: typeof chatConversations.$inferInsert) {
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) throw new Error('conversation not created');
  return row;
}

export async function lockConversation(tx: DbOrTx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  return row;
}

export async function updateConversation(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof chatConversations.$inferInsert>,
) {
  const [row] = await tx.update(chatConversations).set(values).where(eq(chatConversations.id, id)).returning();
  if (!row) throw new Error('conversation vanished');
  return row;
}

export async function insertChatMessage(tx: DbOrTx, values: typeof chatMessages.$inferInsert) {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('message not stored');
  return row;
}

/** Messages of some conversations, newest first, before an id (for history pages). */
export async function findMessages(db: DbOrTx, conversationIds: number[], limit: number, beforeId?: number) {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(chatMessages)
    .where(
      and(inArray(chatMessages.conversationId, conversationIds), beforeId ? lt(chatMessages.id, beforeId) : undefined),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

export async function findChatMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

export async function conversationIdsOf(db: DbOrTx, customer: Customer): Promise<number[]> {
  const rows = await db.select({ id: chatConversations.id }).from(chatConversations).where(ownerCondition(customer));
  return rows.map((row) => row.id);
}

export async function findConversationPage(db: DbOrTx, query: AdminChatQuery, staffId: number) {
  const byStatus = {
    open: sql`${chatConversations.status} <> 'closed'`,
    mine: and(eq(chatConversations.assignedStaffId, staffId), sql`${chatConversations.status} <> 'closed'`),
    queued: eq(chatConversations.status, 'queued'),
    assigned: eq(chatConversations.status, 'assigned'),
    closed: eq(chatConversations.status, 'closed'),
  }[query.status];
  const where = and(byStatus, query.merchantId ? eq(chatConversations.merchantId, query.merchantId) : undefined);
  const lastMessage = sql<string>`(select case when m.image_name is not null and m.body = '' then '[image]' else m.body end
    from chat_messages m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: chatConversations, username: accounts.username, lastMessage })
      .from(chatConversations)
      .leftJoin(accounts, eq(accounts.id, chatConversations.accountId))
      .where(where)
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(chatConversations).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCannedReplies(db: DbOrTx, merchantId: number): Promise<CannedReplyRow[]> {
  return db
    .select()
    .from(chatCannedReplies)
    .where(eq(chatCannedReplies.merchantId, merchantId))
    .orderBy(chatCannedReplies.title);
}
