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

/** GET /api/admin/members/:memberId: one account in full for support. */
export const memberDetailSchema = memberSummarySchema.extend({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  totpEnabled: z.boolean(),
  /** Until when failed sign-ins lock the account, if they do now. */
  lockedUntil: z.string().nullable(),
  recentFailures: z.number().int(),
  knownIps: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
  sessions: z.array(z.object({ id: z.number().int(), ip: z.string(), createdAt: z.string(), expiresAt: z.string() })),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** POST /api/admin/members/:memberId/password-reset: a one-time password shown once to the staff member. */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

/** A message the platform sent (or would send) by SMS or email, as the development outbox keeps it. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  destination: z.string().trim().max(255).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** An address locked after repeated failed sign-ins. */
export const ipLockSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  ip: z.string(),
  /** Null: locked until support unlocks it (it was locked repeatedly). */
  lockedUntil: z.string().nullable(),
  lockCount: z.number().int(),
  createdAt: z.string(),
});
export type IpLock = z.infer<typeof ipLockSchema>;

export const ipLockQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });
export const ipLockIdParamsSchema = z.object({ lockId: z.coerce.number().int().positive() });
