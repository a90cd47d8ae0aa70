import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: TtlCache<unknown>;
  }
}

const CATALOGUE_CHANGED = 'catalogue:changed';

/**
 * The lobby's public catalogue answers (game lists, hot games, menus, lanes, vendors) are the same for
 * everyone: each is kept 5 seconds, and every node drops them when staff change a vendor or a game.
 */
export function registerCatalogueCache(app: FastifyInstance): void {
  const cache = new TtlCache<unknown>(5000);
  app.decorate('catalogueCache', cache);
  app.realtime.io.on(CATALOGUE_CHANGED, () => {
    cache.clear();
    app.vendorKeys.clear();
  });
}

/**
 * Call after staff change a vendor, a game or a vendor key: every node drops its catalogue answers and its
 * vendor records, so a disabled vendor or a rotated key is refused on every node at once.
 */
export function catalogueChanged(app: FastifyInstance): void {
  app.catalogueCache.clear();
  app.vendorKeys.clear();
  if (app.config.redisUrl) app.realtime.io.serverSideEmit(CATALOGUE_CHANGED);
}

/** A cache key from a route and its query, independent of parameter order. */
export function cacheKey(route: string, query: object): string {
  if (Object.keys(query).length === 0) return route;
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${route}?${JSON.stringify(entries)}`;
}
