import type { P2pPartStatus } from '@fortuna/contracts/payments';
import { P2P_RECEIVED_STATUSES, type P2pPartEvent } from '@fortuna/contracts/payments-p2p';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { creditAccountsOf } from '../deposit-decisions';
import { type DepositRow, findDepositById, lockDeposit, updateDeposit } from '../deposits.repo';
import { inLedgerTransaction, type TxLedger } from '../ledger-tx';
import type { PaymentDeps } from '../payments.deps';
import type { HoldAccounts } from '../withdrawal-holds';
import { findWithdrawalById, lockWithdrawal, updateWithdrawal, type WithdrawalRow } from '../withdrawals.repo';
import { holdAccountsOf } from '../withdrawals.service';
import { findPartById, findPartsOfWithdrawal, lockPart, type PartRow, updatePartIfVersion } from './p2p.repo';
import { receivePartInTx, reholdRemainderInTx, releasePartInTx } from './p2p-ledger';

/** Tells a member's open pages that a part they take part in changed (the site socket's member room). */
export type P2pAnnouncer = (accountIds: number[], event: P2pPartEvent) => void;

export interface P2pDeps extends PaymentDeps {
  announce?: P2pAnnouncer;
}

export interface PartContext {
  withdrawal: WithdrawalRow;
  part: PartRow;
  deposit: DepositRow;
}

interface LedgerIds {
  hold: HoldAccounts;
  credit: Awaited<ReturnType<typeof creditAccountsOf>>;
}

const RELEASED_STATUSES: readonly P2pPartStatus[] = ['cancelled', 'not_received'];

export function isReceived(status: P2pPartStatus): boolean {
  return (P2P_RECEIVED_STATUSES as readonly string[]).includes(status);
}

/** Parts that still claim a share of the withdrawal (everything but cancelled and not received). */
export function isActive(status: P2pPartStatus): boolean {
  return !RELEASED_STATUSES.includes(status);
}

/** The withdrawal's amounts from its parts: received, and not matched to any live part. */
export function amountsOf(withdrawal: WithdrawalRow, parts: PartRow[]) {
  const sum = (rows: PartRow[]) => rows.reduce((total, row) => total + row.amountMinor, 0n);
  const receivedMinor = sum(parts.filter((part) => isReceived(part.status)));
  const matchedMinor = sum(parts.filter((part) => isActive(part.status)));
  return { receivedMinor, unmatchedMinor: withdrawal.amountMinor - matchedMinor };
}

/**
 * Runs `work` in one transaction under the row locks of the part's withdrawal, the part and its deposit,
 * always taken in that order (so no two transitions deadlock); afterwards both members are told.
 */
export async function withPartLocked<T extends PartContext>(
  deps: P2pDeps,
  partId: number,
  work: (tx: Tx, ledger: TxLedger, context: PartContext, ids: LedgerIds) => Promise<T>,
): Promise<T> {
  const found = await findPartById(deps.db, partId);
  if (!found) throw new AppError('P2P_PART_NOT_FOUND');
  const [withdrawalRow, depositRow] = await Promise.all([
    unlockedWithdrawal(deps, found.withdrawalId),
    findDepositById(deps.db, found.depositId),
  ]);
  if (!depositRow) throw new AppError('P2P_PART_NOT_FOUND');
  const ids = { hold: await holdAccountsOf(deps, withdrawalRow), credit: await creditAccountsOf(deps, depositRow) };
  const result = await inLedgerTransaction(deps, async (tx, ledger) => {
    const withdrawal = await lockWithdrawal(tx, found.withdrawalId);
    const part = await lockPart(tx, partId);
    const deposit = await lockDeposit(tx, found.depositId);
    if (!withdrawal || !part || !deposit) throw new AppError('P2P_PART_NOT_FOUND');
    return work(tx, ledger, { withdrawal, part, deposit }, ids);
  });
  // A repeat that changed nothing tells nobody.
  if (result.part.version === found.version) return result;
  deps.announce?.([result.withdrawal.accountId, result.deposit.accountId], {
    partId: result.part.id,
    withdrawalId: result.withdrawal.id,
    depositId: result.deposit.id,
    status: result.part.status,
  });
  return result;
}

async function unlockedWithdrawal(deps: P2pDeps, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawalById(deps.db, id);
  if (!row) throw new AppError('P2P_PART_NOT_FOUND');
  return row;
}

/** Compare-and-set of the locked part; a lost race is a refusal, never a second application. */
export async function movePart(tx: Tx, part: PartRow, values: Partial<PartRow>): Promise<PartRow> {
  const updated = await updatePartIfVersion(tx, part.id, part.version, values);
  if (!updated) throw new AppError('P2P_PART_STATE');
  return updated;
}

/** Marks the withdrawal paid once every share of it was received. */
async function settleWithdrawalInTx(tx: Tx, withdrawal: WithdrawalRow, decidedBy: string): Promise<WithdrawalRow> {
  const { receivedMinor } = amountsOf(withdrawal, await findPartsOfWithdrawal(tx, withdrawal.id));
  if (receivedMinor !== withdrawal.amountMinor || withdrawal.status === 'paid') return withdrawal;
  return updateWithdrawal(tx, withdrawal.id, { status: 'paid', decidedAt: new Date(), decidedBy });
}

/**
 * The part counts as received (`received` by the withdrawer, `auto_received` by the job, `force_received`
 * by staff): its hold is posted, the depositor is credited, and the withdrawal is paid once complete.
 * Repeating it on a part already in `target` changes nothing.
 */
export async function receiveInTx(
  tx: Tx,
  ledger: TxLedger,
  context: PartContext,
  ids: LedgerIds,
  change: { target: 'received' | 'auto_received' | 'force_received'; from: readonly P2pPartStatus[]; by: string },
): Promise<PartContext> {
  const { withdrawal, part, deposit } = context;
  if (part.status === change.target) return context;
  if (!change.from.includes(part.status) || part.holdTransferId === null) throw new AppError('P2P_PART_STATE');
  const creditTransferId = await receivePartInTx(
    tx,
    ledger,
    { withdrawal, part: { ...part, holdTransferId: part.holdTransferId }, deposit },
    ids,
  );
  const now = new Date();
  const updatedPart = await movePart(tx, part, { status: change.target, resolvedAt: now });
  const updatedDeposit = await updateDeposit(tx, deposit.id, {
    status: 'credited',
    creditTransferId,
    decidedAt: now,
    decidedBy: change.by,
  });
  const updatedWithdrawal = await settleWithdrawalInTx(tx, withdrawal, change.by);
  return { withdrawal: updatedWithdrawal, part: updatedPart, deposit: updatedDeposit };
}

/**
 * The part's money was not paid (the depositor cancelled before paying, or staff found it not received):
 * its hold goes back to the withdrawal's remainder, which other depositors can be matched to again.
 */
export async function returnToRemainderInTx(
  tx: Tx,
  ledger: TxLedger,
  context: PartContext,
  ids: LedgerIds,
  change: { target: 'cancelled' | 'not_received'; from: readonly P2pPartStatus[]; by: string; reason: string },
): Promise<PartContext> {
  const { withdrawal, part, deposit } = context;
  if (part.status === change.target) return context;
  if (!change.from.includes(part.status) || part.holdTransferId === null) throw new AppError('P2P_PART_STATE');
  await releasePartInTx(tx, ledger, withdrawal, { ...part, holdTransferId: part.holdTransferId });
  const now = new Date();
  const updatedPart = await movePart(tx, part, { status: change.target, resolvedAt: now });
  const { unmatchedMinor } = amountsOf(withdrawal, await findPartsOfWithdrawal(tx, withdrawal.id));
  const holdTransferId = await reholdRemainderInTx(tx, ledger, withdrawal, unmatchedMinor, ids.hold);
  const updatedWithdrawal = await updateWithdrawal(tx, withdrawal.id, { holdTransferId });
  const updatedDeposit = await updateDeposit(tx, deposit.id, {
    status: change.target === 'cancelled' ? 'cancelled' : 'rejected',
    reason: change.reason,
    decidedAt: now,
    decidedBy: change.by,
  });
  return { withdrawal: updatedWithdrawal, part: updatedPart, deposit: updatedDeposit };
}
