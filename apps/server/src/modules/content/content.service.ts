import type {
  Announcement,
  Announcements,
  Audience,
  ContentItem,
  ContentKind,
  ContentUpsert,
  Notice,
} from '@fortuna/contracts/content';
import type { Language } from '@fortuna/contracts/system';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteContent } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';

type ContentRow = typeof siteContent.$inferSelect;

/**
 * The row in the visitor's language: its translation's title, content and image replace the row's own
 * (written in the merchant's default language) where they are filled in.
 */
function localized(row: ContentRow, language: Language): ContentRow {
  const translation = row.translations[language];
  if (!translation) return row;
  return {
    ...row,
    title: translation.title || row.title,
    content: translation.content || row.content,
    imageUrl: translation.imageUrl || row.imageUrl,
  };
}

/** Published now: active, started, not ended. */
function live(merchantId: number, kinds: ContentKind[]) {
  const now = new Date();
  return and(
    eq(siteContent.merchantId, merchantId),
    or(...kinds.map((kind) => eq(siteContent.kind, kind))),
    eq(siteContent.status, 'active'),
    or(isNull(siteContent.startsAt), lte(siteContent.startsAt, now)),
    or(isNull(siteContent.endsAt), gt(siteContent.endsAt, now)),
  );
}

function presentAnnouncement(row: ContentRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    promotionType: row.promotionType,
    execution: row.audience,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The announcements call of spec §7: banners, player notices, popups for one audience, promotions. */
export async function announcements(
  db: Db,
  merchantId: number,
  types: string,
  audience: Audience,
  language: Language,
): Promise<Announcements> {
  const wanted = new Set(types.split(',').map((type) => type.trim().toUpperCase()));
  const stored = await db
    .select()
    .from(siteContent)
    .where(live(merchantId, ['banner', 'notice', 'popup', 'promotion']))
    .orderBy(asc(siteContent.sortOrder), desc(siteContent.id));
  const rows = stored.map((row) => localized(row, language));
  const of = (kind: ContentKind) => rows.filter((row) => row.kind === kind);
  return {
    banners: wanted.has('B')
      ? of('banner').map((row) => ({
          id: row.id,
          groupName: row.groupName,
          url: row.imageUrl,
          title: row.title,
          linkage: row.linkUrl,
        }))
      : [],
    player: wanted.has('PL') ? of('notice').map(presentAnnouncement) : [],
    popup: wanted.has('PU')
      ? of('popup')
          .filter((row) => row.audience === 'ALL' || row.audience === audience)
          .map(presentAnnouncement)
      : [],
    promotion: wanted.has('PR') ? of('promotion').map(presentAnnouncement) : [],
  };
}

export async function notices(db: Db, merchantId: number, language: Language): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(live(merchantId, ['notice']))
    .orderBy(desc(siteContent.id));
  return rows
    .map((stored) => localized(stored, language))
    .map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    }));
}

export async function marquee(db: Db, merchantId: number, language: Language): Promise<{ list: string[] }> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(live(merchantId, ['marquee']))
    .orderBy(asc(siteContent.sortOrder), desc(siteContent.id));
  return { list: rows.map((row) => localized(row, language).title) };
}

function presentItem(row: ContentRow): ContentItem {
  return {
    ...row,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listContent(db: Db, merchantId: number, kind: ContentKind | undefined): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(and(eq(siteContent.merchantId, merchantId), kind ? eq(siteContent.kind, kind) : undefined))
    .orderBy(asc(siteContent.kind), asc(siteContent.sortOrder), desc(siteContent.id));
  return rows.map(presentItem);
}

/** Publishes a new item or changes the one with `id` (of the same merchant); audited. */
export async function saveContent(db: Db, actor: Actor, input: ContentUpsert, id?: number): Promise<ContentItem> {
  const values = {
    ...input,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
  return inTransaction(db, async (tx) => {
    const before = id ? (await tx.select().from(siteContent).where(eq(siteContent.id, id)).limit(1))[0] : undefined;
    if (id && (!before || before.merchantId !== input.merchantId)) throw new AppError('NOT_FOUND', 'Content not found');
    const [row] = id
      ? await tx.update(siteContent).set(values).where(eq(siteContent.id, id)).returning()
      : await tx.insert(siteContent).values(values).returning();
    if (!row) throw new Error('content not saved');
    await recordAudit(tx, actor, {
      action: id ? 'content.update' : 'content.create',
      targetType: 'content',
      targetId: row.id,
      merchantId: row.merchantId,
      before: before ? presentItem(before) : null,
      after: presentItem(row),
    });
    return presentItem(row);
  });
}

export async function deleteContent(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(siteContent).where(eq(siteContent.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'Content not found');
    await recordAudit(tx, actor, {
      action: 'content.delete',
      targetType: 'content',
      targetId: id,
      merchantId: row.merchantId,
      before: presentItem(row),
      after: null,
    });
  });
}
