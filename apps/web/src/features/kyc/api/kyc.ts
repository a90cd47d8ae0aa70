import { KYC_API, type KycDocumentKind, kycStateSchema } from '@fortuna/contracts/kyc';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { sendForm } from '../../../api/form-upload';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const kycQueryKey = [...MEMBER_QUERY_ROOT, 'kyc'] as const;

export function kycQuery() {
  return queryOptions({
    queryKey: kycQueryKey,
    queryFn: ({ signal }) => apiRequest(KYC_API.status, kycStateSchema, { signal }),
  });
}

export function uploadKycDocument(kind: KycDocumentKind, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm(KYC_API.upload(kind), kycStateSchema, form);
}

export function submitKyc(idNumber: string) {
  return apiRequest(KYC_API.submit, kycStateSchema, { method: 'POST', body: { idNumber } });
}
