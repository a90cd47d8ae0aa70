import { z } from 'zod';
import { singleLineText } from './plain-text';

/** Back-office roles. Admin may do everything; the others are scoped by feature. */
export const STAFF_ROLES = ['admin', 'finance', 'risk', 'support', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffLoginSchema = z.object({
  username: singleLineText().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
  /** The answer to the captcha image, once a failure asks for it (value { captcha: true }). */
  captcha: z.string().trim().max(16).optional(),
  /** A solved proof-of-work challenge (base64 JSON), required with the captcha. */
  challenge: z.string().max(4096).optional(),
  /** The authenticator code, once the sign-in answered SECOND_FACTOR_REQUIRED. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(staffRoleSchema),
  status: z.enum(['active', 'suspended']),
  /** Locked by failed sign-ins until an admin unlocks it. */
  isLocked: z.boolean(),
  hasSecondFactor: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in staff member as the session calls present them. */
export const signedInStaffSchema = staffSchema.extend({
  /** The back office requires a second factor and this member has none: enrol before anything else. */
  mustEnrolSecondFactor: z.boolean(),
});
export type SignedInStaff = z.infer<typeof signedInStaffSchema>;

export const staffSessionSchema = z.object({ token: z.string(), staff: signedInStaffSchema });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** The otpauth:// URL (for the QR code) and the secret to type in by hand. */
export const staffTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type StaffTotpSetup = z.infer<typeof staffTotpSetupSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const staffSecuritySettingsSchema = z.object({ requireSecondFactor: z.boolean() });
export type StaffSecuritySettings = z.infer<typeof staffSecuritySettingsSchema>;

export const createStaffSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(
      /^[a-zA-Z][a-zA-Z0-9_.]{2,31}$/,
      'Username: 3-32 letters, digits, dot or underscore, starting with a letter',
    ),
  displayName: z.string().trim().min(1).max(64),
  password: z.string().min(8, 'Please fill in your password with 8 - 128 characters').max(128),
  roles: z.array(staffRoleSchema).min(1, 'Choose at least one role'),
});
export type CreateStaff = z.infer<typeof createStaffSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  merchantId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  merchantId: z.coerce.number().int().positive().optional(),
  action: z.string().max(64).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * The part of the audit log each role reads, by action prefix (docs/accounts.md, "Who sees what"):
 * a role sees the changes of its own area, never the whole log; admin reads everything.
 */
export const AUDIT_AREAS: Record<Exclude<StaffRole, 'admin'>, readonly string[]> = {
  finance: ['payment.', 'agent.', 'promotion.'],
  risk: ['risk.', 'kyc.', 'protection.', 'member.', 'ip.'],
  support: ['chat.', 'feedback.', 'member.', 'ip.'],
  operator: ['content.', 'help.', 'upload.', 'vendor.', 'game.', 'promotion.', 'sports.'],
};

/** The action prefixes a staff member may read; null for every entry (admin). */
export function auditPrefixesOf(roles: readonly StaffRole[]): string[] | null {
  if (roles.includes('admin')) return null;
  return [...new Set(roles.flatMap((role) => (role === 'admin' ? [] : AUDIT_AREAS[role])))];
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
