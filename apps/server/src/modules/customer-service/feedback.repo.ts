import type { AdminFeedbackQuery } from '@fortuna/contracts/feedback';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, feedbackItems, feedbackReplies } from '../../db/schema/index';

export type FeedbackRow = typeof feedbackItems.$inferSelect;
export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect;

export async function insertFeedback(tx: DbOrTx, values: typeof feedbackItems.$inferInsert): Promise<FeedbackRow> {
  const [row] = await tx.insert(feedbackItems).values(values).returning();
  if (!row) throw new Error('feedback not stored');
  return row;
}

export async function findFeedback(db: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedbackItems).where(eq(feedbackItems.id, id));
  return row;
}

export async function lockFeedback(tx: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await tx.select().from(feedbackItems).where(eq(feedbackItems.id, id)).for('update');
  return row;
}

export async function updateFeedback(tx: DbOrTx, id: number, values: Partial<typeof feedbackItems.$inferInsert>) {
  const [row] = await tx
    .update(feedbackItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(feedbackItems.id, id))
    .returning();
  if (!row) throw new Error('feedback vanished');
  return row;
}

export async function insertFeedbackReply(tx: DbOrTx, values: typeof feedbackReplies.$inferInsert) {
  await tx.insert(feedbackReplies).values(values);
}

export async function repliesOf(db: DbOrTx, ids: number[]): Promise<FeedbackReplyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, ids))
    .orderBy(asc(feedbackReplies.id));
}

export async function findMemberFeedbackPage(
  db: DbOrTx,
  accountId: number,
  page: { pageNo: number; pageSize: number },
) {
  const where = eq(feedbackItems.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbackItems)
      .where(where)
      .orderBy(desc(feedbackItems.createdAt), desc(feedbackItems.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(feedbackItems).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAdminFeedbackPage(db: DbOrTx, query: AdminFeedbackQuery) {
  const where = and(
    query.merchantId ? eq(feedbackItems.merchantId, query.merchantId) : undefined,
    query.status ? eq(feedbackItems.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: feedbackItems, username: accounts.username })
      .from(feedbackItems)
      .innerJoin(accounts, eq(accounts.id, feedbackItems.accountId))
      .where(where)
      .orderBy(desc(feedbackItems.createdAt), desc(feedbackItems.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(feedbackItems).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
