import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { helpArticles } from '../../db/schema/index';

export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type NewHelpArticle = typeof helpArticles.$inferInsert;

export function findHelpArticles(db: DbOrTx, merchantId: number, lang: string, device: string) {
  return db
    .select({
      id: helpArticles.id,
      term: helpArticles.term,
      title: helpArticles.title,
      content: helpArticles.content,
      sort: helpArticles.sort,
    })
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.lang, lang), eq(helpArticles.device, device)))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

export async function insertHelpArticles(db: DbOrTx, articles: NewHelpArticle[]): Promise<void> {
  if (articles.length === 0) return;
  await db.insert(helpArticles).values(articles).onConflictDoNothing();
}
