import { z } from 'zod';

/**
 * Identity verification (KYC): the member uploads the front and back of an identity document and a
 * selfie (PNG, JPEG or PDF, checked by content, at most 5 MB), gives the ID number (the spec's idNumber
 * field, checked by the merchant's rule for it) and submits; staff verify or reject with a reason.
 */
export const KYC_DOCUMENT_KINDS = ['front', 'back', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const KYC_API = {
  /** GET: the member's status, documents and the merchant's rule. */
  status: '/wps/member/kyc',
  /** POST multipart (one file "file") to /wps/member/kyc/documents/:kind. */
  upload: (kind: KycDocumentKind) => `/wps/member/kyc/documents/${kind}`,
  document: (id: number) => `/wps/member/kyc/documents/${id}/file`,
  /** POST { idNumber }: sends the documents for review. */
  submit: '/wps/member/kyc/submit',
  admin: {
    list: '/api/admin/kyc',
    detail: (accountId: number) => `/api/admin/kyc/${accountId}`,
    decide: (accountId: number) => `/api/admin/kyc/${accountId}/decision`,
    document: (id: number) => `/api/admin/kyc/documents/${id}/file`,
  },
} as const;

export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  idNumber: z.string().nullable(),
  reason: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The newest document of each kind. */
  documents: z.array(kycDocumentSchema),
  /** Withdrawals above this amount need a verified identity (null: no such rule). */
  withdrawalThreshold: z.object({ amount: z.string(), amountMinor: z.string() }).nullable(),
});
export type KycState = z.infer<typeof kycStateSchema>;

export const kycSubmitSchema = z.object({ idNumber: z.string().trim().min(1).max(64) });
export type KycSubmit = z.infer<typeof kycSubmitSchema>;

export const kycDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verify'), note: z.string().trim().max(500).default('') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
]);
export type KycDecision = z.infer<typeof kycDecisionSchema>;

export const adminKycQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
  status: z.enum(KYC_STATUSES).default('pending'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminKycQuery = z.infer<typeof adminKycQuerySchema>;

export const adminKycSchema = kycStateSchema.extend({
  accountId: z.number().int(),
  merchantId: z.number().int(),
  username: z.string(),
  /** The ID number given at registration, if any, and whether the submitted one matches it. */
  registeredIdNumber: z.string().nullable(),
  idNumberMatchesRegistration: z.boolean().nullable(),
});
export type AdminKyc = z.infer<typeof adminKycSchema>;
export const adminKycPageSchema = z.object({
  list: z.array(adminKycSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminKycPage = z.infer<typeof adminKycPageSchema>;
