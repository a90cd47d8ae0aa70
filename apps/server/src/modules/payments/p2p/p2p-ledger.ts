import type { Tx } from '../../../db/client';
import { creditDepositInTx } from '../deposit-decisions';
import type { DepositRow } from '../deposits.repo';
import type { TxLedger } from '../ledger-tx';
import { type HeldOrder, type HoldAccounts, holdInTx, postHoldInTx, voidHoldInTx } from '../withdrawal-holds';
import type { WithdrawalRow } from '../withdrawals.repo';
import type { PartRow } from './p2p.repo';

/**
 * The money of P2P matching (docs/payments-p2p.md). A P2P withdrawal's unmatched remainder is one pending
 * transfer (member main -> P2P clearing); each matched part holds its own share in its own pending transfer.
 * Every key names the part or the withdrawal's version, so a repeated call can never move money twice.
 */

/** The part as an order the hold helpers understand: its share of the withdrawal, no fee (docs/payments-p2p.md). */
export function heldPart(withdrawal: WithdrawalRow, amountMinor: bigint): HeldOrder {
  return {
    id: withdrawal.id,
    merchantId: withdrawal.merchantId,
    currency: withdrawal.currency,
    orderNo: withdrawal.orderNo,
    amountMinor,
    feeMinor: 0n,
  };
}

function remainderPrefix(withdrawal: WithdrawalRow): string {
  return `p2p-withdrawal:${withdrawal.id}:v${withdrawal.version}`;
}

/**
 * Re-holds the withdrawal's unmatched remainder as `unmatchedMinor`: voids the current remainder hold and
 * holds the new amount (none when zero). Returns the new remainder hold's id, or null.
 */
export async function reholdRemainderInTx(
  tx: Tx,
  ledger: TxLedger,
  withdrawal: WithdrawalRow,
  unmatchedMinor: bigint,
  ids: HoldAccounts,
): Promise<number | null> {
  const prefix = remainderPrefix(withdrawal);
  if (withdrawal.holdTransferId !== null)
    await voidHoldInTx(tx, ledger, heldPart(withdrawal, 0n), withdrawal.holdTransferId, prefix);
  if (unmatchedMinor === 0n) return null;
  return holdInTx(tx, ledger, heldPart(withdrawal, unmatchedMinor), ids, prefix);
}

/** Splits a part off the remainder: the part gets its own hold, the rest stays held as the remainder. */
export async function splitPartHoldInTx(
  tx: Tx,
  ledger: TxLedger,
  withdrawal: WithdrawalRow,
  part: { id: number; amountMinor: bigint; unmatchedAfterMinor: bigint },
  ids: HoldAccounts,
): Promise<{ partHoldId: number; remainderHoldId: number | null }> {
  const remainderHoldId = await reholdRemainderInTx(tx, ledger, withdrawal, part.unmatchedAfterMinor, ids);
  const partHoldId = await holdInTx(tx, ledger, heldPart(withdrawal, part.amountMinor), ids, `p2p-part:${part.id}`);
  return { partHoldId, remainderHoldId };
}

/** The withdrawer got the money: the part's hold is posted and the depositor credited from the clearing account. */
export async function receivePartInTx(
  tx: Tx,
  ledger: TxLedger,
  input: { withdrawal: WithdrawalRow; part: PartRow & { holdTransferId: number }; deposit: DepositRow },
  ids: { hold: HoldAccounts; credit: { clearingId: number; houseId: number; mainId: number } },
): Promise<number> {
  const { withdrawal, part, deposit } = input;
  await postHoldInTx(
    tx,
    ledger,
    heldPart(withdrawal, part.amountMinor),
    part.holdTransferId,
    ids.hold,
    `p2p-part:${part.id}`,
  );
  return creditDepositInTx(tx, ledger, deposit, ids.credit);
}

/** The part's money was never paid: its hold is voided (the caller re-holds it as remainder). */
export function releasePartInTx(
  tx: Tx,
  ledger: TxLedger,
  withdrawal: WithdrawalRow,
  part: PartRow & { holdTransferId: number },
): Promise<void> {
  return voidHoldInTx(tx, ledger, heldPart(withdrawal, part.amountMinor), part.holdTransferId, `p2p-part:${part.id}`);
}
