import { DEPOSIT_PROOF_FIELD, type DepositOrder, depositOrderSchema, PAYMENT_API } from '@fortuna/contracts/payments';
import { ApiError } from '../../../api/api-error';
import { getMerchant, getToken } from '../../../lib/session';

/** The member's credentials, as the JSON calls send them (api/client.ts). */
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

/**
 * Uploads one proof image of a pending bank-transfer deposit (multipart, one file field) and answers
 * the order with its proofs. The server checks the content again (PNG or JPEG, 5 MB, 3 per order).
 */
export async function uploadDepositProof(depositId: number, file: File): Promise<DepositOrder> {
  const form = new FormData();
  form.append(DEPOSIT_PROOF_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(PAYMENT_API.depositProofs(depositId), {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      credentials: 'same-origin',
    });
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
  if (!payload.success) {
    throw new ApiError(String(payload.code), String(payload.message), response.status, payload.value);
  }
  const parsed = depositOrderSchema.safeParse(payload.value);
  if (!parsed.success) throw ApiError.badResponse(response.status);
  return parsed.data;
}

/** A proof image is only sent to its member's credentials, so it is fetched, not linked. */
export async function fetchProofImage(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { headers: authHeaders(), signal, credentials: 'same-origin' });
  if (!response.ok) throw ApiError.badResponse(response.status);
  return response.blob();
}
