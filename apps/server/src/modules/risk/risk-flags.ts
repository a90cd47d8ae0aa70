import type { RiskFlagKind } from '@fortuna/contracts/risk';
import type { DbOrTx } from '../../db/client';
import { insertFlagOnce, type RiskFlagRow } from './risk.repo';

export interface NewRiskFlag {
  merchantId: number;
  accountId: number;
  kind: RiskFlagKind;
  /**
   * What makes this signal one signal: a second raise with the same key changes nothing (e.g.
   * `claim:<claimId>` for a promotion claim, `round:<vendor>:<roundId>` for a large win).
   */
  sourceKey: string;
  detail?: Record<string, unknown>;
  amountMinor?: bigint | null;
  /** Whether the member's withdrawals wait while the flag is open. */
  holdsWithdrawals?: boolean;
}

/**
 * Raises a flag in the risk queue, inside the caller's transaction (it exists exactly when what it tells
 * of happened). Idempotent by (merchant, kind, sourceKey). This is the call other modules use, e.g.
 * promotions raising `bonus_abuse` on a suspicious claim.
 */
export function raiseRiskFlag(tx: DbOrTx, flag: NewRiskFlag): Promise<RiskFlagRow | undefined> {
  return insertFlagOnce(tx, {
    merchantId: flag.merchantId,
    accountId: flag.accountId,
    kind: flag.kind,
    sourceKey: flag.sourceKey,
    detail: flag.detail ?? {},
    amountMinor: flag.amountMinor ?? null,
    holdsWithdrawals: flag.holdsWithdrawals ?? false,
  });
}
