import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MerchantCache } from './merchant-cache';
import type { MerchantRow } from './merchants.repo';
import { resolveMerchant } from './merchants.service';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: MerchantRow;
  }
  interface FastifyInstance {
    merchantCache: MerchantCache;
  }
}

const MERCHANTS_CHANGED = 'merchants:changed';

/** Registers the merchant cache and clears it on every node when any node changes a merchant. */
export function registerMerchantCache(app: FastifyInstance): void {
  const cache = new MerchantCache();
  app.decorate('merchantCache', cache);
  app.realtime.io.on(MERCHANTS_CHANGED, () => cache.clear());
}

/** Call after any merchant write, so no node keeps serving the old settings. */
export function merchantsChanged(app: FastifyInstance): void {
  app.merchantCache.clear();
  if (app.config.redisUrl) app.realtime.io.serverSideEmit(MERCHANTS_CHANGED);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Resolves the merchant of every request in this scope before its handler runs. */
export function useMerchantContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.merchant = await resolveMerchant(
      app.db,
      {
        headerCode: headerValue(request.headers.merchant),
        hostname: request.hostname,
        defaultCode: app.config.defaultMerchant,
      },
      app.merchantCache,
    );
  });
}
