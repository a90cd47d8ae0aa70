import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { databaseErrorCode } from '../../db/raw';
import { vendorRounds } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Ledger } from '../ledger/ledger.service';
import type { RiskFlagRow } from './risk.repo';

/** Whether a flag holds a win over the ceiling as a pending ledger credit (the merchant's hold mode). */
export function heldTransferOf(flag: Pick<RiskFlagRow, 'kind' | 'detail'>): string | null {
  if (flag.kind !== 'win_over_limit' || flag.detail.outcome !== 'held') return null;
  const id = flag.detail.heldTransferId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Settles a held win with the staff decision on its flag, inside the decision's transaction (under the
 * flag's row lock): clearing approves it (the pending credit is posted to the player's wallet and the round's
 * payout counts it), confirming rejects it (the pending credit is voided: the money stays with the vendor's
 * account). The ledger keys name the flag, so a repeat cannot move money twice.
 */
export async function settleHeldWin(
  ledger: Ledger,
  tx: DbOrTx,
  flag: RiskFlagRow,
  decision: 'clear' | 'confirm',
): Promise<void> {
  const transferId = heldTransferOf(flag);
  if (!transferId) return;
  const type = decision === 'clear' ? 'post' : 'void';
  try {
    await ledger.applyInTransaction(tx, {
      type,
      merchantId: flag.merchantId,
      key: `held-win:${flag.id}:${type}`,
      transferId,
    });
  } catch (error) {
    if (databaseErrorCode(error) === '22003') throw new AppError('AMOUNT_TOO_LARGE');
    throw error;
  }
  const { vendorId, roundId } = flag.detail;
  if (decision === 'clear' && typeof vendorId === 'number' && typeof roundId === 'string' && flag.amountMinor) {
    await tx
      .update(vendorRounds)
      .set({ payoutMinor: sql`${vendorRounds.payoutMinor} + ${flag.amountMinor}` })
      .where(and(eq(vendorRounds.vendorId, vendorId), eq(vendorRounds.roundId, roundId)));
  }
}
