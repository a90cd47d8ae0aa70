import { API } from '@fortuna/contracts/api-paths';
import { merchantSettingsSchema, type UpdateSettings } from '@fortuna/contracts/merchants';
import { apiRequest } from '../../../api/client';

/** Sends one or more settings sections; the server answers with the full settings. */
export function updateSettings(merchantId: number, body: UpdateSettings) {
  return apiRequest(API.admin.settings(merchantId), merchantSettingsSchema, { method: 'PUT', body });
}
