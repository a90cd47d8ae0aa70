import type { OverLimitWins } from '@fortuna/contracts/risk';
import type { SettleBatchAnswer, SettleBatchRequest, SettleItem } from '@fortuna/contracts/seamless';
import type { DbOrTx } from '../../db/client';
import { databaseErrorCode } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { ensureAccount } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import type { LedgerResult, TransferOutcome } from '../ledger/ledger.types';
import { raiseRiskFlag } from '../risk/risk-flags';
import { type RiskGateDeps, reviewLargeWin } from '../risk/risk-gates';
import { assertVendorEnabled } from './seamless.service';
import { ledgerKey, requestHashOf, withinBounds } from './seamless-actions';
import {
  type AccountSlot,
  type BatchRound,
  findBatchTransactions,
  insertBatchBigWins,
  insertBatchClaims,
  type LockedAccount,
  lockBatchAccounts,
  lockBatchRounds,
  markBatchRolledBack,
  slotKey,
  updateBatchRounds,
  writeBatchTransfers,
} from './seamless-batch.repo';
import {
  batchFlag,
  type Indexed,
  PassWork,
  playerSlot,
  type Refusal,
  repeatAnswer,
  settleAdjust,
  settleEnd,
  settleRollback,
  settleWin,
  vendorSlot,
} from './seamless-batch-items';
import type { SeamlessVendor } from './vendor-keys';
import { overLimitModeOf } from './win-ceiling';

export type SettleBatchDeps = RiskGateDeps & { ledger: Ledger };

/** A concurrent call took a transaction id of this pass: the batch is run again and answers it as a repeat. */
class ClaimRace extends Error {}

/** Items in passes: each pass holds at most one item per round, so a pass's items never depend on each other. */
function passesOf(items: Indexed[]): Indexed[][] {
  const seen = new Map<string, number>();
  const passes: Indexed[][] = [];
  for (const item of items) {
    const pass = seen.get(item.roundId) ?? 0;
    seen.set(item.roundId, pass + 1);
    const list = passes[pass] ?? [];
    list.push(item);
    passes[pass] = list;
  }
  return passes;
}

/** Opens at zero any account a round needs that does not exist yet (rounds recorded outside the wallet). */
async function accountsOf(
  tx: DbOrTx,
  vendor: SeamlessVendor,
  rounds: BatchRound[],
): Promise<Map<string, LockedAccount>> {
  const slots = new Map<string, AccountSlot>();
  for (const round of rounds) {
    for (const slot of [playerSlot(round), vendorSlot(round, vendor)]) slots.set(slotKey(slot), slot);
  }
  let locked = await lockBatchAccounts(tx, [...slots.values()]);
  const missing = [...slots].filter(([key]) => !locked.has(key));
  if (missing.length > 0) {
    for (const [, slot] of missing) await ensureAccount(tx, { ...slot, kind: slot.kind as never });
    locked = await lockBatchAccounts(tx, [...slots.values()]);
  }
  return locked;
}

/** The over-ceiling choice of each merchant with real-money rounds in the pass (risk settings, cached). */
async function modesOf(deps: RiskGateDeps, tx: DbOrTx, rounds: BatchRound[]): Promise<Map<number, OverLimitWins>> {
  const modes = new Map<number, OverLimitWins>();
  for (const round of rounds) {
    if (round.isTrial || modes.has(round.merchantId)) continue;
    modes.set(round.merchantId, await overLimitModeOf(deps, tx, round.merchantId, false));
  }
  return modes;
}

/** The pending credits of the pass's held wins (ledger_apply, after the pass's own writes), each flagged. */
async function holdWins(deps: SettleBatchDeps, tx: DbOrTx, work: PassWork): Promise<void> {
  for (const held of work.held) {
    const { round } = held;
    const result = await deps.ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: round.merchantId,
      key: ledgerKey(work.vendor, 'held-win', held.transactionId),
      pending: true,
      transfers: [
        {
          debitAccountId: work.account(vendorSlot(round, work.vendor)).id,
          creditAccountId: work.account(playerSlot(round)).id,
          amount: held.amount,
          currency: round.currency,
          kind: 'win',
          reference: `${work.vendor.code}:${round.roundId}`,
          metadata: { vendor: work.vendor.code, roundId: round.roundId, settledBy: 'batch', held: true },
        },
      ],
    });
    const transferId = result.transfers[0]?.id;
    if (!transferId) throw new Error('ledger answered no held transfer');
    await raiseRiskFlag(
      tx,
      batchFlag(work.vendor, { transactionId: held.transactionId, amount: held.amount }, round, held.over, transferId),
    );
  }
}

async function settlePass(
  deps: SettleBatchDeps,
  tx: DbOrTx,
  vendor: SeamlessVendor,
  items: Indexed[],
): Promise<PassWork> {
  const references = items.flatMap((item) => (item.type === 'rollback' ? [item.referenceTransactionId] : []));
  // Lock order as the single calls take it: transactions, then rounds, then ledger accounts (by id).
  const bets = await findBatchTransactions(tx, vendor.id, references, true);
  const rounds = await lockBatchRounds(tx, vendor.id, [...new Set(items.map((item) => item.roundId))]);
  // Read after the round locks: whatever another call wrote on these rounds has committed by now.
  const earlier = await findBatchTransactions(
    tx,
    vendor.id,
    items.map((item) => item.transactionId),
    false,
  );
  const work = new PassWork(
    vendor,
    await accountsOf(tx, vendor, [...rounds.values()]),
    await modesOf(deps, tx, [...rounds.values()]),
  );
  for (const item of items) {
    const before = earlier.get(item.transactionId);
    if (before) {
      const answer = repeatAnswer(item, before);
      work.answers.set(item.index, answer);
      if (answer.code === 'OK') work.repeated.add(item.index);
      continue;
    }
    const round = rounds.get(item.roundId);
    let refusal: Refusal | undefined;
    if (item.type === 'rollback') refusal = settleRollback(work, item, round, bets.get(item.referenceTransactionId));
    else if (!round) refusal = 'ROUND_NOT_FOUND';
    else if (item.type === 'win') refusal = settleWin(work, item, round);
    else if (item.type === 'adjust') refusal = settleAdjust(work, item, round);
    else settleEnd(work, item, round);
    if (refusal) work.refuse(item, refusal);
  }
  const claimed = await insertBatchClaims(tx, vendor.id, work.claims);
  if (claimed !== work.claims.length) throw new ClaimRace();
  work.transferIds = await writeBatchTransfers(tx, work.transfers);
  await markBatchRolledBack(tx, work.refunded);
  await updateBatchRounds(tx, [...work.roundChanges.values()]);
  await insertBatchBigWins(tx, work.bigWins);
  await holdWins(deps, tx, work);
  for (const flag of work.flags) await raiseRiskFlag(tx, flag);
  return work;
}

function indexed(items: SettleItem[]): Indexed[] {
  return items.map((item, index) => {
    const { type, ...fields } = item;
    return { ...item, index, hash: requestHashOf(`settle_${type}`, fields) };
  });
}

/**
 * Settles many players' existing rounds in one call: wins, rollbacks and ends of round, each idempotent by
 * its transaction id and answered on its own. Items are applied in passes that hold at most one item per
 * round (a round named twice is settled in order over two passes), each pass in a few set-based statements,
 * the whole batch in one transaction.
 */
export async function settleBatch(
  deps: SettleBatchDeps,
  vendor: SeamlessVendor,
  request: SettleBatchRequest,
): Promise<SettleBatchAnswer> {
  const items = indexed(request.items);
  for (let attempt = 1; ; attempt++) {
    try {
      // A sum past what a bigint holds that the in-memory checks did not foresee (held credits) is a 4xx too.
      const passes = await withinBounds(() =>
        inTransaction(deps.db, async (tx) => {
          await assertVendorEnabled(tx, vendor);
          const done: PassWork[] = [];
          for (const pass of passesOf(items)) done.push(await settlePass(deps, tx, vendor, pass));
          // Large wins held for review, in the same transaction as the wins themselves.
          for (const win of done.flatMap((pass) => pass.wins)) {
            await reviewLargeWin(deps, tx, { ...win, vendorCode: vendor.code, gameCode: '' });
          }
          return done;
        }),
      );
      const moved = balancesMoved(passes);
      if (moved.transfers.length > 0) deps.ledger.announceApplied(moved);
      return summary(items, passes);
    } catch (error) {
      const raced =
        error instanceof ClaimRace || databaseErrorCode(error) === '23505' || databaseErrorCode(error) === '40P01';
      if (!raced || attempt >= 3) throw error;
    }
  }
}

/**
 * What the committed batch moved, for the ledger's listeners (the members' live balance, their counters): the
 * last transfer between each pair of accounts, in the order applied, so a member's wallet is announced with its
 * final balance once or twice rather than once per item. Wins held for review were announced by the ledger.
 */
function balancesMoved(passes: PassWork[]): LedgerResult {
  const last = new Map<string, TransferOutcome>();
  for (const pass of passes) {
    for (const transfer of pass.transfers) {
      const pair = `${transfer.debit}>${transfer.credit}`;
      last.delete(pair);
      last.set(pair, {
        id: pass.transferIds.get(transfer.key) ?? '',
        debitAccountId: transfer.debit,
        creditAccountId: transfer.credit,
        amount: transfer.amount,
        status: 'posted',
        debitBalanceAfter: transfer.debitAfter,
        creditBalanceAfter: transfer.creditAfter,
        debitAvailableAfter: transfer.debitAvailable,
        creditAvailableAfter: transfer.creditAvailable,
      });
    }
  }
  return { transfers: [...last.values()], isReplay: false };
}

function summary(items: Indexed[], passes: PassWork[]): SettleBatchAnswer {
  const answers = new Map(passes.flatMap((pass) => [...pass.answers]));
  const repeated = passes.reduce((sum, pass) => sum + pass.repeated.size, 0);
  const ordered = items.map((item) => {
    const answer = answers.get(item.index);
    if (!answer) throw new Error(`settlement item ${item.index} was not answered`);
    return answer;
  });
  const refused = ordered.filter((answer) => answer.code !== 'OK').length;
  return { items: ordered, applied: ordered.length - refused - repeated, repeated, refused };
}
