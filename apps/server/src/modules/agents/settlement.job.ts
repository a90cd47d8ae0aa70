import { CONTRACT_KINDS, type ContractKind } from '@fortuna/contracts/agents';
import type { FastifyInstance } from 'fastify';
import { listMerchants } from '../merchants/merchants.repo';
import { runSettlement, type SettlementDeps } from './settlement.service';

/** How often each kind looks for ended periods: well inside its period, so a payout follows soon after. */
const INTERVAL_MS: Record<ContractKind, number> = {
  realtime: 20_000,
  hourly: 60_000,
  daily: 5 * 60_000,
  dividend: 15 * 60_000,
};

/** One pass of a kind's job over every active merchant; a merchant that fails does not stop the others. */
export async function settleAllMerchants(
  deps: SettlementDeps,
  kind: ContractKind,
  onError: (merchantId: number, error: unknown) => void,
): Promise<void> {
  for (const merchant of await listMerchants(deps.db)) {
    if (merchant.status !== 'active') continue;
    try {
      await runSettlement(deps, { merchantId: merchant.id, kind });
    } catch (error) {
      onError(merchant.id, error);
    }
  }
}

/**
 * The settlement jobs. Every node runs them: the (contract, period) key makes a second runner, here or
 * elsewhere, change nothing. A pass still running when its timer fires again is not doubled up.
 */
export function scheduleSettlements(app: FastifyInstance, deps: SettlementDeps): void {
  for (const kind of CONTRACT_KINDS) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      settleAllMerchants(deps, kind, (merchantId, error) =>
        app.log.warn({ err: error, merchantId, kind }, 'a settlement run failed; the next run tries again'),
      )
        .catch((error: unknown) =>
          app.log.warn({ err: error, kind }, 'a settlement job failed; the next run tries again'),
        )
        .finally(() => {
          running = false;
        });
    }, INTERVAL_MS[kind]);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
