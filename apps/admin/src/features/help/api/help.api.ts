import { API } from '@fortuna/contracts/api-paths';
import { type HelpArticleUpsert, helpArticleAdminSchema } from '@fortuna/contracts/help';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Every help article of a merchant, all languages at once, so each language tab can show its count. */
export function helpArticlesQuery(merchantId: number) {
  return queryOptions({
    queryKey: queryKeys.helpArticles(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(API.admin.helpArticles, z.array(helpArticleAdminSchema), { query: { merchantId }, signal }),
  });
}

/** Adds an article, or changes the one with `id`. */
export function saveHelpArticle(body: HelpArticleUpsert, id?: number) {
  return id === undefined
    ? apiRequest(API.admin.helpArticles, helpArticleAdminSchema, { method: 'POST', body })
    : apiRequest(API.admin.helpArticle(id), helpArticleAdminSchema, { method: 'PUT', body });
}

export function deleteHelpArticle(id: number) {
  return apiRequest(API.admin.helpArticle(id), z.null(), { method: 'DELETE' });
}
