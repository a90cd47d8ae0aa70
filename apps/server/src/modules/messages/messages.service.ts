import type { Message, MessageKind, MessageListQuery, MessagePage } from '@fortuna/contracts/messages';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { memberMessages } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AccountRow } from '../sessions/sessions.repo';

type MessageRow = typeof memberMessages.$inferSelect;

export interface NewMessage {
  merchantId: number;
  accountId: number;
  kind: MessageKind;
  title: string;
  body: string;
  link?: string | null;
}

/** Writes messages in the caller's transaction: they exist exactly when what they tell of happened. */
export async function sendMessages(tx: DbOrTx, messages: readonly NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(memberMessages).values(messages.map((message) => ({ ...message, link: message.link ?? null })));
}

function present(row: MessageRow): Message {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** Unread messages of an account (the member centre's message badge). */
export async function unreadCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.accountId, accountId), isNull(memberMessages.readAt)));
  return Number(row?.n ?? 0);
}

export async function listMessages(db: Db, member: AccountRow, query: MessageListQuery): Promise<MessagePage> {
  const where = and(
    eq(memberMessages.accountId, member.id),
    query.unreadOnly ? isNull(memberMessages.readAt) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(memberMessages)
      .where(where)
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(memberMessages).where(where),
    unreadCount(db, member.id),
  ]);
  return {
    list: rows.map(present),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: Number(total?.n ?? 0),
    unread,
  };
}

/** Marks one of the member's messages read (reading it again changes nothing). */
export async function readMessage(db: Db, member: AccountRow, id: number): Promise<Message> {
  const [row] = await db
    .select()
    .from(memberMessages)
    .where(and(eq(memberMessages.id, id), eq(memberMessages.accountId, member.id)));
  if (!row) throw new AppError('NOT_FOUND', 'This message does not exist');
  if (row.readAt) return present(row);
  const [updated] = await db
    .update(memberMessages)
    .set({ readAt: new Date() })
    .where(and(eq(memberMessages.id, id), isNull(memberMessages.readAt)))
    .returning();
  return present(updated ?? row);
}

export async function readAllMessages(db: Db, member: AccountRow): Promise<{ unread: number }> {
  await db
    .update(memberMessages)
    .set({ readAt: new Date() })
    .where(and(eq(memberMessages.accountId, member.id), isNull(memberMessages.readAt)));
  return { unread: 0 };
}
