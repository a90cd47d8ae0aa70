import {
  HELP_TERM_MAX,
  type HelpArticleAdmin,
  type HelpArticleUpsert,
  helpArticleUpsertSchema,
} from '@fortuna/contracts/help';
import { LANGUAGES, type Language } from '@fortuna/contracts/system';
import type { z } from 'zod';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { parseSortOrder } from '../../content/components/content-meta';

export const LANGUAGE_META: Record<Language, { label: string; native: string }> = {
  EN: { label: 'English', native: 'English' },
  TY: { label: 'Vietnamese', native: 'Tiếng Việt' },
};

export function isHelpLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The articles of one language, in the order the help centre lists them (lowest order first, then oldest). */
export function articlesOfLanguage(articles: readonly HelpArticleAdmin[], lang: Language): HelpArticleAdmin[] {
  return articles.filter((article) => article.lang === lang).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** How many articles each language has, for the tab labels. */
export function countByLanguage(articles: readonly HelpArticleAdmin[]): Record<Language, number> {
  const counts = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  for (const article of articles) if (isHelpLanguage(article.lang)) counts[article.lang] += 1;
  return counts;
}

/** The order a new article gets: after the last one of its language. */
export function nextSort(articles: readonly HelpArticleAdmin[], lang: Language): number {
  const orders = articles.filter((article) => article.lang === lang).map((article) => article.sort);
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}

/**
 * A term suggested from a title: "Nạp & rút tiền" becomes "nap-rut-tien". Accents are dropped (đ as d),
 * everything but letters and digits becomes one dash.
 */
export function termFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, HELP_TERM_MAX)
    .replace(/^-+|-+$/g, '');
}

/** What the article form edits, as its inputs hold it (order as typed text). */
export interface HelpDraft {
  term: string;
  title: string;
  sort: string;
  content: string;
  /** Whether staff typed the term themselves; until then it follows the title. */
  isTermEdited: boolean;
}

export function emptyHelpDraft(sort: number): HelpDraft {
  return { term: '', title: '', sort: String(sort), content: '', isTermEdited: false };
}

export function articleToDraft(article: HelpArticleAdmin): HelpDraft {
  return {
    term: article.term,
    title: article.title,
    sort: String(article.sort),
    content: article.content,
    isTermEdited: true,
  };
}

/** The form as the body the shared schema checks. */
export function draftToInput(
  draft: HelpDraft,
  merchantId: number,
  lang: Language,
): z.input<typeof helpArticleUpsertSchema> {
  return {
    merchantId,
    lang,
    device: 'WEB',
    term: draft.term,
    title: draft.title,
    content: draft.content,
    sort: parseSortOrder(draft.sort),
  };
}

export type HelpFormResult = { ok: true; body: HelpArticleUpsert } | { ok: false; errors: FieldErrors };

/** Checks the form with the schema the server uses, plus a term this language already has. */
export function validateHelpDraft(
  draft: HelpDraft,
  merchantId: number,
  lang: Language,
  others: readonly HelpArticleAdmin[],
): HelpFormResult {
  const parsed = helpArticleUpsertSchema.safeParse(draftToInput(draft, merchantId, lang));
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  const term = draft.term.trim();
  if (!errors.term && others.some((article) => article.lang === lang && article.term === term)) {
    errors.term = `The ${LANGUAGE_META[lang].label} help centre already has an article with this term`;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
