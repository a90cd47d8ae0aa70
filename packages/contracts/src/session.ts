import { z } from 'zod';
import { LANGUAGES } from './system';

export { type Login, type LoginInput, loginSchema } from './auth';

export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  hasPaymentPassword: z.boolean(),
  /** Chosen avatar 1..12, or null for the fallback avatar. */
  icon: z.number().int().nullable(),
  /** The site language the member last chose. */
  language: z.enum(LANGUAGES),
  uplineId: z.number().int().nullable(),
  /** The sign-in before the current one. */
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** What waits for the member: the red badges of the member centre (spec §2, §3 public state). */
export const memberCountsSchema = z.object({
  unreadMessage: z.number().int().min(0),
  availablePromoCount: z.number().int().min(0),
  missionCount: z.number().int().min(0),
});
export type MemberCounts = z.infer<typeof memberCountsSchema>;

export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1, 'Input cannot be empty').max(128),
  newPassword: z.string().min(1, 'Input cannot be empty').max(128),
  confirmNewPassword: z.string().min(1, 'Input cannot be empty').max(128),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const memberSessionSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** Free play (trial) sign-in, spec §7: body os, platform "W", a random string, gateway version 3. */
export const freePlaySchema = z.object({
  os: z.string().trim().max(64).default('web'),
  platform: z.literal('W'),
  randomString: z.string().min(16).max(256),
  gatewayVersion: z.literal(3),
});
export type FreePlay = z.infer<typeof freePlaySchema>;

/** Demo money of trial accounts is its own currency, so it can never mix with real money. */
export const DEMO_CURRENCY = 'DEMO';
