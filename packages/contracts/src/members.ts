import { z } from 'zod';

/** A member or agent as the back office lists it. */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(['active', 'suspended', 'closed']),
  uplineUsername: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  liveSessions: z.number().int(),
  balance: z.string(),
  currencySymbol: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  search: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberStatusSchema = z.object({
  status: z.enum(['active', 'suspended']),
  reason: z.string().trim().min(1, 'Give a reason').max(200),
});
export type MemberStatusChange = z.infer<typeof memberStatusSchema>;

export const memberIdParamsSchema = z.object({ memberId: z.coerce.number().int().positive() });

/** How many sessions a sign-out ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
