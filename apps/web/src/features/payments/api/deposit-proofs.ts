import { DEPOSIT_PROOF_FIELD, type DepositOrder, depositOrderSchema, PAYMENT_API } from '@fortuna/contracts/payments';
import { fetchPrivateFile, sendForm } from '../../../api/form-upload';

/**
 * Uploads one proof image of a pending bank-transfer deposit (multipart, one file field) and answers
 * the order with its proofs. The server checks the content again (PNG or JPEG, 5 MB, 3 per order).
 */
export function uploadDepositProof(depositId: number, file: File): Promise<DepositOrder> {
  const form = new FormData();
  form.append(DEPOSIT_PROOF_FIELD, file, file.name);
  return sendForm(PAYMENT_API.depositProofs(depositId), depositOrderSchema, form);
}

/** A proof image is only sent to its member's credentials, so it is fetched, not linked. */
export function fetchProofImage(url: string, signal: AbortSignal): Promise<Blob> {
  return fetchPrivateFile(url, signal);
}
