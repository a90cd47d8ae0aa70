import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MerchantRow } from './merchants.repo';
import { resolveMerchant } from './merchants.service';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: MerchantRow;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Resolves the merchant of every request in this scope before its handler runs. */
export function useMerchantContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.merchant = await resolveMerchant(app.db, {
      headerCode: headerValue(request.headers.merchant),
      hostname: request.hostname,
      defaultCode: app.config.defaultMerchant,
    });
  });
}
