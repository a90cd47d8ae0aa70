import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { SYSTEM_STATUS } from '@fortuna/contracts/system';
import type { FastifyInstance } from 'fastify';
import { getMerchantOrThrow } from '../merchants/merchants.service';

/**
 * Tells every open site of a merchant that its system status may have changed; sites re-read
 * their permission info (the region part depends on each visitor's address).
 */
export async function publishSystemStatus(app: FastifyInstance, merchantId: number): Promise<void> {
  const merchant = await getMerchantOrThrow(app.db, merchantId);
  const isMaintenance = merchant.maintenance.enabled;
  app.realtime.toMerchant(merchantId).emit(SOCKET_EVENTS.systemStatus, {
    status: isMaintenance ? SYSTEM_STATUS.MAINTENANCE : SYSTEM_STATUS.NORMAL,
    maintenance: isMaintenance ? merchant.maintenance : null,
  });
}
