import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import type { ServerSecrets } from '../../security/server-secrets';
import type { Ledger } from '../ledger/ledger.service';
import type { RiskSettingsRow } from '../risk/risk.repo';
import type { SmsCodes } from '../verification/sms-codes';

/** What the payment services use; the Fastify instance carries all of it. */
export interface PaymentDeps {
  db: Db;
  ledger: Ledger;
  secrets: ServerSecrets;
  config: AppConfig;
  smsCodes: SmsCodes;
  /** The merchant's risk rules (large wins, identity threshold) gate withdrawals. */
  riskSettingsCache: TtlCache<RiskSettingsRow | null>;
}
