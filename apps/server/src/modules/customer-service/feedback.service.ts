import {
  type AdminFeedback,
  type AdminFeedbackPage,
  type AdminFeedbackQuery,
  FEEDBACK_API,
  FEEDBACK_IMAGE_MAX_BYTES,
  type Feedback,
  type FeedbackPage,
  type FeedbackStatus,
  feedbackInputSchema,
} from '@fortuna/contracts/feedback';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { sendServiceNotice } from '../messages/service-messages';
import { type AccountRow, findAccountById } from '../sessions/sessions.repo';
import { discardStoredDocument } from '../uploads/document-intake';
import { intakeImage, type StoredImage } from '../uploads/image-intake';
import {
  type FeedbackReplyRow,
  type FeedbackRow,
  findAdminFeedbackPage,
  findFeedback,
  findMemberFeedbackPage,
  insertFeedback,
  insertFeedbackReply,
  lockFeedback,
  repliesOf,
  updateFeedback,
} from './feedback.repo';

function present(row: FeedbackRow, replies: FeedbackReplyRow[], forStaff: boolean): Feedback {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    images: row.images.map((_name, index) =>
      forStaff ? FEEDBACK_API.admin.image(row.id, index) : FEEDBACK_API.image(row.id, index),
    ),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replies: replies
      .filter((reply) => reply.feedbackId === row.id)
      .map((reply) => ({
        id: reply.id,
        staffName: reply.staffName,
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
  };
}

/**
 * A member's feedback or complaint (spec §7 PUT /wps/feedback): a type, at most 140 characters and up to
 * 3 PNG/JPEG images of at most 5 MB each (checked by content, re-encoded). Nothing is kept if any check fails.
 */
export async function submitFeedback(
  deps: { db: Db; directory: string },
  member: AccountRow,
  fields: Record<string, string>,
  files: Buffer[],
): Promise<Feedback> {
  const parsed = feedbackInputSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAILED', issue ? `${issue.path.join('.')}: ${issue.message}` : undefined);
  }
  const stored: StoredImage[] = [];
  try {
    for (const bytes of files) {
      stored.push(
        await intakeImage(bytes, {
          directory: deps.directory,
          accept: ['png', 'jpeg'],
          maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
          output: 'jpeg',
        }),
      );
    }
    const row = await insertFeedback(deps.db, {
      merchantId: member.merchantId,
      accountId: member.id,
      type: parsed.data.type,
      content: parsed.data.content,
      images: stored.map((image) => image.name),
    });
    return present(row, [], false);
  } catch (error) {
    await Promise.all(stored.map((image) => discardStoredDocument(image)));
    throw error;
  }
}

export async function listMemberFeedback(
  db: Db,
  member: AccountRow,
  page: { pageNo: number; pageSize: number },
): Promise<FeedbackPage> {
  const { rows, total } = await findMemberFeedbackPage(db, member.id, page);
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => present(row, replies, false)), pageNo: page.pageNo, pageSize: page.pageSize, total };
}

/** The stored name of a feedback image the reader may see (the member's own, or any for staff). */
export async function feedbackImageName(
  db: Db,
  id: number,
  index: number,
  ownerId: number | null,
): Promise<string | null> {
  const row = await findFeedback(db, id);
  if (!row || (ownerId !== null && row.accountId !== ownerId)) return null;
  return row.images[index] ?? null;
}

export async function listFeedbackForStaff(db: Db, query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
  const { rows, total } = await findAdminFeedbackPage(db, query);
  const replies = await repliesOf(
    db,
    rows.map(({ item }) => item.id),
  );
  return {
    list: rows.map(({ item, username }) => ({
      ...present(item, replies, true),
      merchantId: item.merchantId,
      accountId: item.accountId,
      username,
    })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
  };
}

async function presentForStaff(db: Db, row: FeedbackRow): Promise<AdminFeedback> {
  const [replies, account] = await Promise.all([repliesOf(db, [row.id]), findAccountById(db, row.accountId)]);
  return {
    ...present(row, replies, true),
    merchantId: row.merchantId,
    accountId: row.accountId,
    username: account?.username ?? '',
  };
}

/** Staff answer: the reply is stored, the status set, audited, and the member gets it as a platform message. */
export async function replyToFeedback(
  db: Db,
  actor: Actor & { displayName: string },
  id: number,
  input: { body: string; status: FeedbackStatus },
): Promise<AdminFeedback> {
  const updated = await inTransaction(db, async (tx) => {
    const locked = await lockFeedback(tx, id);
    if (!locked) throw new AppError('FEEDBACK_NOT_FOUND');
    const member = await findAccountById(tx, locked.accountId);
    if (!member) throw new AppError('FEEDBACK_NOT_FOUND');
    await insertFeedbackReply(tx, {
      feedbackId: id,
      staffId: actor.staffId,
      staffName: actor.displayName,
      body: input.body,
    });
    const changed = await updateFeedback(tx, id, { status: input.status });
    await recordAudit(tx, actor, {
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: id,
      merchantId: locked.merchantId,
      before: { status: locked.status },
      after: { status: input.status, reply: input.body },
    });
    await sendServiceNotice(tx, member, { kind: 'feedback_reply', feedbackId: id, reply: input.body });
    return changed;
  });
  return presentForStaff(db, updated);
}

export async function setFeedbackStatus(
  db: Db,
  actor: Actor,
  id: number,
  status: FeedbackStatus,
): Promise<AdminFeedback> {
  const updated = await inTransaction(db, async (tx) => {
    const locked = await lockFeedback(tx, id);
    if (!locked) throw new AppError('FEEDBACK_NOT_FOUND');
    const changed = await updateFeedback(tx, id, { status });
    await recordAudit(tx, actor, {
      action: 'feedback.status',
      targetType: 'feedback',
      targetId: id,
      merchantId: locked.merchantId,
      before: { status: locked.status },
      after: { status },
    });
    return changed;
  });
  return presentForStaff(db, updated);
}
