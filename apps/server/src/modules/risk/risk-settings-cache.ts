import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { findRiskSettings, type RiskSettingsRow } from './risk.repo';

declare module 'fastify' {
  interface FastifyInstance {
    riskSettingsCache: TtlCache<RiskSettingsRow | null>;
  }
}

const RISK_SETTINGS_CHANGED = 'risk-settings:changed';

/** Each merchant's risk rules (large-win threshold, KYC threshold), kept a minute, dropped on every node on change. */
export function registerRiskSettingsCache(app: FastifyInstance): void {
  const cache = new TtlCache<RiskSettingsRow | null>(60_000);
  app.decorate('riskSettingsCache', cache);
  app.realtime.io.on(RISK_SETTINGS_CHANGED, () => cache.clear());
}

/** The merchant's rules; a miss is read through `db` (the caller's transaction, when it has one open). */
export function riskSettingsOf(
  deps: Pick<FastifyInstance, 'db' | 'riskSettingsCache'>,
  merchantId: number,
  db: DbOrTx = deps.db,
): Promise<RiskSettingsRow | null> {
  return deps.riskSettingsCache.get(String(merchantId), async () => (await findRiskSettings(db, merchantId)) ?? null);
}

export function riskSettingsChanged(app: FastifyInstance): void {
  app.riskSettingsCache.clear();
  if (app.config.redisUrl) app.realtime.io.serverSideEmit(RISK_SETTINGS_CHANGED);
}
