import type { OverLimitWins, WinLimitReason } from '@fortuna/contracts/risk';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { SeamlessError } from '../../http/seamless-error';
import { type NewRiskFlag, raiseRiskFlag } from '../risk/risk-flags';
import type { RiskGateDeps } from '../risk/risk-gates';
import { riskSettingsOf } from '../risk/risk-settings-cache';
import type { WinCeiling } from './vendor-keys';

/** Which limit a win went over, and that limit (minor units). */
export interface OverCeiling {
  reason: WinLimitReason;
  limitMinor: bigint;
}

/**
 * The one check of a win against its ceiling, shared by the single win, the combined round call and the
 * settlement batch: the round's wins (this one included) at most `maxWinMultiple` times its stakes and at
 * most `maxWinMinor`, and the player's wallet at most `maxBalanceMinor` after it. Null: within the ceiling.
 * Pure arithmetic on values the caller already holds (the ceiling comes from the cached vendor record).
 */
export function overCeiling(
  ceiling: WinCeiling,
  round: { stakeMinor: bigint; payoutMinor: bigint },
  amount: bigint,
  walletBalance: bigint,
): OverCeiling | null {
  if (amount <= 0n) return null;
  const roundWins = round.payoutMinor + amount;
  const multipleLimit = round.stakeMinor * BigInt(ceiling.maxWinMultiple);
  if (roundWins > multipleLimit) return { reason: 'multiple', limitMinor: multipleLimit };
  if (roundWins > ceiling.maxWinMinor) return { reason: 'absolute', limitMinor: ceiling.maxWinMinor };
  if (walletBalance + amount > ceiling.maxBalanceMinor)
    return { reason: 'balance', limitMinor: ceiling.maxBalanceMinor };
  return null;
}

/** The merchant's choice for wins over the ceiling (risk settings, cached a minute); demo play always refuses. */
export async function overLimitModeOf(
  deps: RiskGateDeps,
  tx: DbOrTx,
  merchantId: number,
  isTrial: boolean,
): Promise<OverLimitWins> {
  if (isTrial) return 'refuse';
  return (await riskSettingsOf(deps, merchantId, tx))?.overLimitWins ?? 'refuse';
}

/** The `win_over_limit` flag of a win: one per vendor transaction, however often the vendor sends it again. */
export function winOverLimitFlag(win: {
  merchantId: number;
  accountId: number;
  vendorCode: string;
  vendorId: number;
  transactionId: string;
  roundId: string;
  gameId: number;
  amountMinor: bigint;
  currency: string;
  over: OverCeiling;
  /** Set in hold mode: the pending ledger transfer staff approve (post) or reject (void). */
  heldTransferId?: string;
}): NewRiskFlag {
  return {
    merchantId: win.merchantId,
    accountId: win.accountId,
    kind: 'win_over_limit',
    sourceKey: `win:${win.vendorCode}:${win.transactionId}`,
    amountMinor: win.amountMinor,
    holdsWithdrawals: false,
    detail: {
      vendor: win.vendorCode,
      vendorId: win.vendorId,
      transactionId: win.transactionId,
      roundId: win.roundId,
      gameId: win.gameId,
      currency: win.currency,
      reason: win.over.reason,
      limit: win.over.limitMinor.toString(),
      outcome: win.heldTransferId ? 'held' : 'refused',
      ...(win.heldTransferId ? { heldTransferId: win.heldTransferId } : {}),
    },
  };
}

/** A win refused over its ceiling: the flag (real money only) is raised once the refused call rolled back. */
export class WinOverLimit extends SeamlessError {
  constructor(readonly flag: NewRiskFlag | null) {
    super('WIN_OVER_LIMIT');
  }
}

/**
 * Runs a wallet call; a win it refused over the ceiling rolls the call back (nothing credited) and is then
 * put in the risk queue in a transaction of its own, so the flag outlives the refusal.
 */
export async function flaggingRefusedWins<T>(deps: Pick<RiskGateDeps, 'db'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const flag = error instanceof WinOverLimit ? error.flag : null;
    if (flag) await inTransaction(deps.db, (tx) => raiseRiskFlag(tx, flag));
    throw error;
  }
}
