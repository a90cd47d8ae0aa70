import { z } from 'zod';

/**
 * Platform messages to a member or agent (spec §2 messageV2 and the agent centre's messages; PRODUCT.md
 * "platform messages with unread counts"). The platform writes them in the member's language when
 * something happens to the member, e.g. an agent contract is offered, accepted or ended.
 */
export const MESSAGE_KINDS = ['system', 'contract', 'service'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_API = {
  /** GET ?pageNo&pageSize&unreadOnly: the caller's messages, newest first. */
  list: '/wps/member/messages',
  /** POST: marks one message read. */
  read: (id: number) => `/wps/member/messages/${id}/read`,
  /** POST: marks every message read. */
  readAll: '/wps/member/messages/read-all',
} as const;

export const messageListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** Plain text (never HTML). */
  body: z.string(),
  /** A page of the site the message is about (e.g. /agentHome?page=realtimeSalary), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  list: z.array(messageSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
