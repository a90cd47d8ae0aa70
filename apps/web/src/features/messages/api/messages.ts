import {
  MESSAGE_API,
  type Message,
  type MessagePage,
  messagePageSchema,
  messageSchema,
} from '@fortuna/contracts/messages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

/** Every page of the caller's messages, dropped together after a read. */
export const messagesQueryRoot = [...MEMBER_QUERY_ROOT, 'messages'] as const;

export interface MessageFilter {
  pageNo: number;
  pageSize: number;
  unreadOnly: boolean;
}

/** One page of messages, newest first; the previous page stays shown while the next loads. */
export function messagesQuery(filter: MessageFilter) {
  return queryOptions({
    queryKey: [...messagesQueryRoot, 'list', filter],
    queryFn: ({ signal }): Promise<MessagePage> =>
      apiRequest(MESSAGE_API.list, messagePageSchema, {
        signal,
        query: { pageNo: filter.pageNo, pageSize: filter.pageSize, unreadOnly: filter.unreadOnly },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks one message read and answers it as it now stands. */
export function readMessage(id: number): Promise<Message> {
  return apiRequest(MESSAGE_API.read(id), messageSchema, { method: 'POST', body: {} });
}

const readAllAnswerSchema = z.object({ unread: z.number().int() });

/** Marks every message read. */
export function readAllMessages(): Promise<{ unread: number }> {
  return apiRequest(MESSAGE_API.readAll, readAllAnswerSchema, { method: 'POST', body: {} });
}
