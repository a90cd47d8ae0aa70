import { API } from '@fortuna/contracts/api-paths';
import { type HelpArticle, helpArticleSchema, type Language } from '@fortuna/contracts/system';
import { apiRequest } from '../../../api/client';

/** Help centre articles for the web, in the order the merchant set. */
export async function fetchHelpArticles(language: Language, signal?: AbortSignal): Promise<HelpArticle[]> {
  const articles = await apiRequest(API.helpCenter, helpArticleSchema.array(), {
    query: { lang: language, device: 'WEB' },
    signal,
  });
  return [...articles].sort((a, b) => a.sort - b.sort);
}
