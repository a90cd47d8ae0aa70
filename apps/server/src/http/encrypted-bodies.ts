import { encryptedBodySchema } from '@fortuna/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may arrive hybrid-encrypted; plain JSON only where the merchant allows it. */
    encrypted?: boolean;
  }
}

/**
 * Opens encrypted bodies before validation on routes configured `encrypted: true`. Register inside a
 * scope that resolves the merchant first.
 */
export function useEncryptedBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.routeOptions.config.encrypted) return;
    const envelope = encryptedBodySchema.safeParse(request.body);
    if (envelope.success) {
      request.body = await app.transportCrypto.decrypt(envelope.data);
      return;
    }
    if (!request.merchant.whitelabel.allowPlainJson) throw new AppError('ENCRYPTION_REQUIRED');
  });
}
