import { API } from '@fortuna/contracts/api-paths';
import { type ContentUpsert, contentItemSchema } from '@fortuna/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Everything a merchant publishes, every kind at once, so each tab can show its count. */
export function contentQuery(merchantId: number) {
  return queryOptions({
    queryKey: queryKeys.content(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(API.admin.content, z.array(contentItemSchema), { query: { merchantId }, signal }),
  });
}

/** Publishes an item, or changes the one with `id`. */
export function saveContent(body: ContentUpsert, id?: number) {
  return id === undefined
    ? apiRequest(API.admin.content, contentItemSchema, { method: 'POST', body })
    : apiRequest(API.admin.contentItem(id), contentItemSchema, { method: 'PUT', body });
}

export function deleteContent(id: number) {
  return apiRequest(API.admin.contentItem(id), z.null(), { method: 'DELETE' });
}
