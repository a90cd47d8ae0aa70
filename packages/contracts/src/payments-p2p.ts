import { z } from 'zod';
import { depositProofSchema, P2P_PART_STATUSES } from './payments';
import { amountInputSchema, moneySchema } from './wallet';

/**
 * P2P matching: a P2P withdrawal is split into parts, each matched to another member's deposit. The
 * depositor pays the withdrawer outside the platform, uploads proof and marks the part paid; the
 * withdrawer confirms it received (or not received: a dispute for staff). See docs/payments-p2p.md.
 */

export const p2pPartStatusSchema = z.enum(P2P_PART_STATUSES);

/** Part states that count as money received by the withdrawer (the depositor was credited). */
export const P2P_RECEIVED_STATUSES = ['received', 'auto_received', 'force_received'] as const;

export const P2P_DISPUTE_STATUSES = ['open', 'resolved_received', 'resolved_not_received'] as const;
export type P2pDisputeStatus = (typeof P2P_DISPUTE_STATUSES)[number];

/** Dispute proofs: PNG or JPEG, at most 5 MB each and 3 per dispute (as deposit proofs). */
export const P2P_DISPUTE_PROOFS_MAX = 3;

/**
 * How long a depositor has to pay a matched part and mark it paid: after that the match lapses and its
 * share goes back to the withdrawal, open to other depositors (so a depositor who walks away cannot
 * hold a withdrawer's money).
 */
export const P2P_PAY_WINDOW_MINUTES = 30;

const isoTime = z.string();

/** The depositor asks to deposit through the P2P channel; the server matches an open withdrawal. */
export const createP2pDepositSchema = z.object({
  channelId: z.number().int().positive(),
  amount: amountInputSchema,
});
export type CreateP2pDeposit = z.infer<typeof createP2pDepositSchema>;

/** The account the depositor pays into: the withdrawer's payee account as it was at request time. */
export const p2pPayeeSchema = z.object({
  payeeName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
});
export type P2pPayee = z.infer<typeof p2pPayeeSchema>;

/** The depositor's view of a matched part (its deposit order). */
export const p2pDepositSchema = z.object({
  depositId: z.number().int(),
  orderNo: z.string(),
  partId: z.number().int(),
  /** What the depositor must pay the withdrawer (may be less than asked when that was all open). */
  amount: moneySchema,
  currency: z.string(),
  status: p2pPartStatusSchema,
  payee: p2pPayeeSchema,
  proofs: z.array(depositProofSchema),
  matchedAt: isoTime,
  paidAt: isoTime.nullable(),
  autoReceiptAt: isoTime.nullable(),
  resolvedAt: isoTime.nullable(),
});
export type P2pDeposit = z.infer<typeof p2pDepositSchema>;

/** One part as the withdrawer sees it. */
export const p2pPartSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  status: p2pPartStatusSchema,
  /** The depositor's username, masked. */
  depositor: z.string(),
  proofs: z.array(depositProofSchema),
  matchedAt: isoTime,
  paidAt: isoTime.nullable(),
  autoReceiptAt: isoTime.nullable(),
  resolvedAt: isoTime.nullable(),
  /** The open or last dispute on this part. */
  disputeId: z.number().int().nullable(),
});
export type P2pPart = z.infer<typeof p2pPartSchema>;

/** A P2P withdrawal with its parts: received and remaining amounts (spec: withdrawal confirmation). */
export const p2pWithdrawalSchema = z.object({
  withdrawalId: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  amount: moneySchema,
  /** Confirmed received (by the member, automatically or by staff). */
  received: moneySchema,
  /** Amount minus received. */
  remaining: moneySchema,
  /** Not matched to any deposit yet: waiting for depositors. */
  unmatched: moneySchema,
  currency: z.string(),
  parts: z.array(p2pPartSchema),
});
export type P2pWithdrawal = z.infer<typeof p2pWithdrawalSchema>;

export const p2pNotReceivedSchema = z.object({ reason: z.string().trim().max(500).default('') });
export type P2pNotReceived = z.infer<typeof p2pNotReceivedSchema>;

export const p2pDisputeSchema = z.object({
  id: z.number().int(),
  partId: z.number().int(),
  status: z.enum(P2P_DISPUTE_STATUSES),
  reason: z.string(),
  proofCount: z.number().int(),
  createdAt: isoTime,
});
export type P2pDispute = z.infer<typeof p2pDisputeSchema>;

/** The socket payload of SOCKET_EVENTS.p2pPart: something changed on a part the member takes part in. */
export const p2pPartEventSchema = z.object({
  partId: z.number().int(),
  withdrawalId: z.number().int(),
  depositId: z.number().int(),
  status: p2pPartStatusSchema,
});
export type P2pPartEvent = z.infer<typeof p2pPartEventSchema>;

// ---------- Back office ----------

const memberRef = z.object({ accountId: z.number().int(), username: z.string() });

export const adminP2pDisputeSchema = p2pDisputeSchema.extend({
  merchantId: z.number().int(),
  part: z.object({
    id: z.number().int(),
    status: p2pPartStatusSchema,
    amount: moneySchema,
    paidAt: isoTime.nullable(),
  }),
  withdrawal: z.object({ id: z.number().int(), orderNo: z.string(), amount: moneySchema }),
  deposit: z.object({ id: z.number().int(), orderNo: z.string() }),
  withdrawer: memberRef,
  depositor: memberRef,
  /** The withdrawer's dispute proofs (staff URLs). */
  proofUrls: z.array(z.string()),
  /** The depositor's payment proofs (staff URLs). */
  depositProofUrls: z.array(z.string()),
  resolutionNote: z.string(),
  resolvedAt: isoTime.nullable(),
});
export type AdminP2pDispute = z.infer<typeof adminP2pDisputeSchema>;

export const adminP2pDisputeQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  status: z.enum(P2P_DISPUTE_STATUSES).default('open'),
});
export type AdminP2pDisputeQuery = z.infer<typeof adminP2pDisputeQuerySchema>;

export const resolveP2pDisputeSchema = z.object({
  outcome: z.enum(['received', 'not_received']),
  note: z.string().trim().min(1, 'Give a note').max(500),
});
export type ResolveP2pDispute = z.infer<typeof resolveP2pDisputeSchema>;

export const forceP2pReceivedSchema = z.object({ note: z.string().trim().min(1, 'Give a note').max(500) });
export type ForceP2pReceived = z.infer<typeof forceP2pReceivedSchema>;

export const p2pIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Paths of the P2P calls. */
export const P2P_API = {
  deposits: '/wps/payment/p2p/deposits',
  deposit: (depositId: number) => `/wps/payment/p2p/deposits/${depositId}`,
  depositProofs: (depositId: number) => `/wps/payment/p2p/deposits/${depositId}/proofs`,
  depositPaid: (depositId: number) => `/wps/payment/p2p/deposits/${depositId}/paid`,
  depositCancel: (depositId: number) => `/wps/payment/p2p/deposits/${depositId}/cancel`,
  withdrawal: (withdrawalId: number) => `/wps/payment/p2p/withdrawals/${withdrawalId}`,
  allReceived: (withdrawalId: number) => `/wps/payment/p2p/withdrawals/${withdrawalId}/all-received`,
  withdrawalCancel: (withdrawalId: number) => `/wps/payment/p2p/withdrawals/${withdrawalId}/cancel`,
  partProofFile: (partId: number, proofId: number) => `/wps/payment/p2p/parts/${partId}/proofs/${proofId}`,
  partReceived: (partId: number) => `/wps/payment/p2p/parts/${partId}/received`,
  partNotReceived: (partId: number) => `/wps/payment/p2p/parts/${partId}/not-received`,
  disputeProofs: (disputeId: number) => `/wps/payment/p2p/disputes/${disputeId}/proofs`,
  admin: {
    disputes: '/api/admin/payments/p2p/disputes',
    disputeResolve: (disputeId: number) => `/api/admin/payments/p2p/disputes/${disputeId}/resolve`,
    disputeProofFile: (disputeId: number, index: number) =>
      `/api/admin/payments/p2p/disputes/${disputeId}/proofs/${index}`,
    partForceReceived: (partId: number) => `/api/admin/payments/p2p/parts/${partId}/force-received`,
    partProofFile: (partId: number, proofId: number) => `/api/admin/payments/p2p/parts/${partId}/proofs/${proofId}`,
  },
} as const;
