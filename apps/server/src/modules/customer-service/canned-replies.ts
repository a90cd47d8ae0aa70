import type { CannedReply } from '@fortuna/contracts/chat';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatCannedReplies } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { type CannedReplyRow, findCannedReplies } from './chat.repo';

type CannedInput = Omit<CannedReply, 'id'>;

function present(row: CannedReplyRow): CannedReply {
  return { id: row.id, merchantId: row.merchantId, title: row.title, bodyEn: row.bodyEn, bodyTy: row.bodyTy };
}

export async function listCannedReplies(db: Db, merchantId: number): Promise<CannedReply[]> {
  return (await findCannedReplies(db, merchantId)).map(present);
}

/** Adds (id absent) or changes a canned reply; audited. */
export async function saveCannedReply(db: Db, actor: Actor, input: CannedInput, id?: number): Promise<CannedReply> {
  return inTransaction(db, async (tx) => {
    const [before] = id ? await tx.select().from(chatCannedReplies).where(eq(chatCannedReplies.id, id)) : [];
    if (id && !before) throw new AppError('NOT_FOUND', 'This canned reply does not exist');
    const [row] = id
      ? await tx.update(chatCannedReplies).set(input).where(eq(chatCannedReplies.id, id)).returning()
      : await tx.insert(chatCannedReplies).values(input).returning();
    if (!row) throw new Error('canned reply not saved');
    await recordAudit(tx, actor, {
      action: id ? 'chat.canned.update' : 'chat.canned.create',
      targetType: 'chat_canned_reply',
      targetId: row.id,
      merchantId: row.merchantId,
      before: before ? present(before) : null,
      after: present(row),
    });
    return present(row);
  });
}

export async function deleteCannedReply(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(chatCannedReplies).where(eq(chatCannedReplies.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'This canned reply does not exist');
    await recordAudit(tx, actor, {
      action: 'chat.canned.delete',
      targetType: 'chat_canned_reply',
      targetId: id,
      merchantId: row.merchantId,
      before: present(row),
      after: null,
    });
  });
}
