import { API } from '@fortuna/contracts/api-paths';
import { type CreateMerchant, merchantSchema, type UpdateMerchant } from '@fortuna/contracts/merchants';
import { apiRequest } from '../../../api/client';

export function createMerchant(body: CreateMerchant) {
  return apiRequest(API.admin.merchants, merchantSchema, { method: 'POST', body });
}

export function updateMerchant(merchantId: number, body: UpdateMerchant) {
  return apiRequest(API.admin.merchant(merchantId), merchantSchema, { method: 'PATCH', body });
}
