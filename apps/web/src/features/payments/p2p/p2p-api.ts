import { DEPOSIT_PROOF_FIELD } from '@fortuna/contracts/payments';
import {
  type CreateP2pDeposit,
  P2P_API,
  type P2pDeposit,
  type P2pDispute,
  type P2pWithdrawal,
  p2pDepositSchema,
  p2pDisputeSchema,
  p2pWithdrawalSchema,
} from '@fortuna/contracts/payments-p2p';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { getMerchant, getToken } from '../../../lib/session';
import { paymentsQueryRoot } from '../api/payment-keys';

export const p2pQueryRoot = [...paymentsQueryRoot, 'p2p'] as const;

/** A waiting part is read again now and then, in case a live update was missed. */
const P2P_POLL_MS = 20_000;

/** Asks to deposit by P2P: matched to an open withdrawal (P2P_NO_MATCH when none); a retry with the same key returns the same match. */
export function createP2pDeposit(body: CreateP2pDeposit, idempotencyKey: string): Promise<P2pDeposit> {
  return apiRequest(P2P_API.deposits, p2pDepositSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function markP2pPaid(depositId: number): Promise<P2pDeposit> {
  return apiRequest(P2P_API.depositPaid(depositId), p2pDepositSchema, { method: 'POST' });
}

export function cancelP2pDeposit(depositId: number): Promise<P2pDeposit> {
  return apiRequest(P2P_API.depositCancel(depositId), p2pDepositSchema, { method: 'POST' });
}

export function confirmPartReceived(partId: number): Promise<null> {
  return apiRequest(P2P_API.partReceived(partId), z.null(), { method: 'POST' });
}

export function confirmAllReceived(withdrawalId: number): Promise<P2pWithdrawal> {
  return apiRequest(P2P_API.allReceived(withdrawalId), p2pWithdrawalSchema, { method: 'POST' });
}

export function reportNotReceived(partId: number, reason: string): Promise<P2pDispute> {
  return apiRequest(P2P_API.partNotReceived(partId), p2pDisputeSchema, { method: 'POST', body: { reason } });
}

export function p2pDepositQuery(depositId: number | null) {
  return queryOptions({
    queryKey: [...p2pQueryRoot, 'deposit', depositId],
    queryFn:
      depositId === null
        ? skipToken
        : ({ signal }) => apiRequest(P2P_API.deposit(depositId), p2pDepositSchema, { signal }),
    refetchInterval: P2P_POLL_MS,
    staleTime: 0,
  });
}

export function p2pWithdrawalQuery(withdrawalId: number) {
  return queryOptions({
    queryKey: [...p2pQueryRoot, 'withdrawal', withdrawalId],
    queryFn: ({ signal }) => apiRequest(P2P_API.withdrawal(withdrawalId), p2pWithdrawalSchema, { signal }),
    refetchInterval: P2P_POLL_MS,
    staleTime: 0,
  });
}

function authHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const merchant = getMerchant();
  if (merchant) headers.set('merchant', merchant);
  return headers;
}

function isEnvelope(payload: unknown): payload is { success: boolean; value: unknown; message: string; code: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  return 'success' in payload && 'value' in payload && 'message' in payload && 'code' in payload;
}

/** Uploads one proof image (multipart, one file field); the server checks it again (PNG/JPEG, 5 MB, 3 at most). */
async function uploadProof<Schema extends z.ZodType>(
  url: string,
  file: File,
  schema: Schema,
): Promise<z.output<Schema>> {
  const form = new FormData();
  form.append(DEPOSIT_PROOF_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: authHeaders(), body: form, credentials: 'same-origin' });
  } catch {
    throw ApiError.network();
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw ApiError.badResponse(response.status);
  }
  if (!isEnvelope(payload)) throw ApiError.badResponse(response.status);
  if (!payload.success) throw new ApiError(payload.code, payload.message, response.status, payload.value);
  const parsed = schema.safeParse(payload.value);
  if (!parsed.success) throw ApiError.badResponse(response.status);
  return parsed.data;
}

export function uploadP2pDepositProof(depositId: number, file: File): Promise<P2pDeposit> {
  return uploadProof(P2P_API.depositProofs(depositId), file, p2pDepositSchema);
}

export function uploadDisputeProof(disputeId: number, file: File): Promise<P2pDispute> {
  return uploadProof(P2P_API.disputeProofs(disputeId), file, p2pDisputeSchema);
}
