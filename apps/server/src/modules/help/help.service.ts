import type { HelpArticleAdmin, HelpArticlesQuery, HelpArticleUpsert } from '@fortuna/contracts/help';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { helpArticles } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById } from '../merchants/merchants.repo';
import type { HelpArticleRow } from './help.repo';

function presentArticle(row: HelpArticleRow): HelpArticleAdmin {
  return {
    id: row.id,
    merchantId: row.merchantId,
    lang: row.lang,
    device: row.device,
    term: row.term,
    title: row.title,
    content: row.content,
    sort: row.sort,
  };
}

/** A merchant's help articles, optionally of one language, in the order the help centre lists them. */
export async function listHelpArticles(db: Db, query: HelpArticlesQuery): Promise<HelpArticleAdmin[]> {
  const rows = await db
    .select()
    .from(helpArticles)
    .where(
      and(eq(helpArticles.merchantId, query.merchantId), query.lang ? eq(helpArticles.lang, query.lang) : undefined),
    )
    .orderBy(asc(helpArticles.lang), asc(helpArticles.device), asc(helpArticles.sort), asc(helpArticles.id));
  return rows.map(presentArticle);
}

function duplicateTerm(input: HelpArticleUpsert): AppError {
  return new AppError('CONFLICT', `The ${input.lang} help centre already has an article with the term "${input.term}"`);
}

/**
 * Adds an article, or changes the one with `id` (of the same merchant); audited in the same transaction.
 * The HTML is kept as staff wrote it: like announcement content, the site sanitises it when it shows it.
 */
export async function saveHelpArticle(
  db: Db,
  actor: Actor,
  input: HelpArticleUpsert,
  id?: number,
): Promise<HelpArticleAdmin> {
  try {
    return await inTransaction(db, async (tx) => {
      const before = id ? (await tx.select().from(helpArticles).where(eq(helpArticles.id, id)).limit(1))[0] : undefined;
      if (id && (!before || before.merchantId !== input.merchantId)) {
        throw new AppError('NOT_FOUND', 'Help article not found');
      }
      if (!before && !(await findMerchantById(tx, input.merchantId))) {
        throw new AppError('NOT_FOUND', 'Merchant not found');
      }
      const [row] = id
        ? await tx.update(helpArticles).set(input).where(eq(helpArticles.id, id)).returning()
        : await tx.insert(helpArticles).values(input).returning();
      if (!row) throw new Error('help article not saved');
      await recordAudit(tx, actor, {
        action: id ? 'help.update' : 'help.create',
        targetType: 'help-article',
        targetId: row.id,
        merchantId: row.merchantId,
        before: before ? presentArticle(before) : null,
        after: presentArticle(row),
      });
      return presentArticle(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTerm(input);
    throw error;
  }
}

export async function deleteHelpArticle(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'Help article not found');
    await recordAudit(tx, actor, {
      action: 'help.delete',
      targetType: 'help-article',
      targetId: id,
      merchantId: row.merchantId,
      before: presentArticle(row),
      after: null,
    });
  });
}
