import { API } from '@fortuna/contracts/api-paths';
import { type Maintenance, maintenanceSchema } from '@fortuna/contracts/settings';
import { apiRequest } from '../../../api/client';

export function updateMaintenance(merchantId: number, body: Maintenance) {
  return apiRequest(API.admin.maintenance(merchantId), maintenanceSchema, { method: 'PUT', body });
}
