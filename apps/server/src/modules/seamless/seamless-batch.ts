import type { OverLimitWins } from '@fortuna/contracts/risk';
import type {
  SeamlessErrorCode,
  SettleBatchAnswer,
  SettleBatchRequest,
  SettleItem,
  SettleItemAnswer,
} from '@fortuna/contracts/seamless';
import type { DbOrTx } from '../../db/client';
import { databaseErrorCode } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { ensureAccount } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import type { LedgerResult, TransferOutcome } from '../ledger/ledger.types';
import { type NewRiskFlag, raiseRiskFlag } from '../risk/risk-flags';
import { type RiskGateDeps, reviewLargeWin } from '../risk/risk-gates';
import { assertVendorEnabled } from './seamless.service';
import { BIG_WIN_MULTIPLE, ledgerKey, requestHashOf, withinBounds } from './seamless-actions';
import {
  type AccountSlot,
  type BatchRound,
  type BatchTransaction,
  type BatchTransfer,
  type ClaimRow,
  findBatchTransactions,
  insertBatchBigWins,
  insertBatchClaims,
  isDeferredSlot,
  type LockedAccount,
  lockBatchAccounts,
  lockBatchRounds,
  markBatchRolledBack,
  type RoundChange,
  slotKey,
  updateBatchRounds,
  writeBatchTransfers,
} from './seamless-batch.repo';
import { ceilingOf, type SeamlessVendor } from './vendor-keys';
import { type OverCeiling, overCeiling, overLimitModeOf, winOverLimitFlag } from './win-ceiling';

export type SettleBatchDeps = RiskGateDeps & { ledger: Ledger };

/** A win over its ceiling held in a pass (the merchant's hold mode): a pending credit is written after the pass. */
interface HeldWin {
  round: BatchRound;
  transactionId: string;
  amount: bigint;
  over: OverCeiling;
}

const MAX_BALANCE = 2n ** 63n - 1n;
const MIN_BALANCE = -(2n ** 63n);

/** The code of an item refused, as its single call would refuse it. */
type Refusal = SeamlessErrorCode;

type Indexed = SettleItem & { index: number; hash: string };

/** A concurrent call took a transaction id of this pass: the batch is run again and answers it as a repeat. */
class ClaimRace extends Error {}

function playerSlot(round: BatchRound): AccountSlot {
  return {
    merchantId: round.merchantId,
    ownerType: 'account',
    ownerId: round.accountId,
    kind: round.isTrial ? 'demo' : 'main',
    label: '',
    currency: round.currency,
  };
}

function vendorSlot(round: BatchRound, vendor: SeamlessVendor): AccountSlot {
  return {
    merchantId: round.merchantId,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'vendor',
    label: vendor.code,
    currency: round.currency,
  };
}

/** What a stored answer tells the vendor again on a repeat; a tombstone or another body is refused. */
function repeatAnswer(item: Indexed, earlier: BatchTransaction): SettleItemAnswer {
  if (earlier.requestHash === null) return { transactionId: item.transactionId, code: 'BET_ROLLED_BACK' };
  if (earlier.requestHash !== item.hash) return { transactionId: item.transactionId, code: 'TRANSACTION_CONFLICT' };
  const stored = (earlier.response ?? {}) as { balance?: string; currency?: string; heldAmount?: string };
  return {
    transactionId: item.transactionId,
    code: 'OK',
    balance: stored.balance,
    currency: stored.currency,
    ...(stored.heldAmount ? { heldAmount: stored.heldAmount } : {}),
  };
}

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

/** The state of one pass while its answers and writes are worked out. */
class PassWork {
  readonly answers = new Map<number, SettleItemAnswer>();
  readonly repeated = new Set<number>();
  readonly claims: ClaimRow[] = [];
  readonly transfers: BatchTransfer[] = [];
  /** The ledger ids the transfers were stored under, by idempotency key. */
  transferIds = new Map<string, string>();
  readonly roundChanges = new Map<number, RoundChange>();
  readonly refunded: number[] = [];
  readonly bigWins: { merchantId: number; gameId: number; accountId: number; winMinor: bigint }[] = [];
  /** Real-money wins, for the large-win review (risk) after the pass. */
  readonly wins: { merchantId: number; accountId: number; amountMinor: bigint; roundId: string }[] = [];
  /** Wins refused over their ceiling (real money): flagged for staff review in the batch's transaction. */
  readonly flags: NewRiskFlag[] = [];
  readonly held: HeldWin[] = [];

  constructor(
    readonly vendor: SeamlessVendor,
    readonly accounts: Map<string, LockedAccount>,
    /** Each merchant's choice for wins over the ceiling (merchants of real-money rounds of this pass). */
    readonly modes: Map<number, OverLimitWins>,
  ) {}

  refuse(item: Indexed, code: string): void {
    this.answers.set(item.index, { transactionId: item.transactionId, code });
  }

  /** The player's spendable balance now (after this pass's earlier items). */
  balanceOf(round: BatchRound): { balance: string; currency: string } {
    const wallet = this.account(playerSlot(round));
    return { balance: (wallet.balance - wallet.pendingDebits).toString(), currency: round.currency };
  }

  account(slot: AccountSlot): LockedAccount {
    const account = this.accounts.get(slotKey(slot));
    if (!account) throw new Error(`ledger account ${slotKey(slot)} missing`);
    return account;
  }

  /** Whether `amount` can move from the vendor to the player without leaving what a balance can hold. */
  fits(round: BatchRound, amount: bigint): boolean {
    const wallet = this.account(playerSlot(round));
    const house = this.account(vendorSlot(round, this.vendor));
    return wallet.balance + amount <= MAX_BALANCE && house.balance - amount >= MIN_BALANCE;
  }

  pay(round: BatchRound, amount: bigint, kind: 'win' | 'refund' | 'correction', key: string, metadata: object): void {
    this.move(round, 'toPlayer', amount, kind, key, metadata);
  }

  /** Moves `amount` (above 0) between the vendor's house account and the player's wallet, either way. */
  move(
    round: BatchRound,
    direction: 'toPlayer' | 'toHouse',
    amount: bigint,
    kind: BatchTransfer['kind'],
    key: string,
    metadata: object,
  ): void {
    const wallet = this.account(playerSlot(round));
    const house = this.account(vendorSlot(round, this.vendor));
    const [debit, credit] = direction === 'toPlayer' ? [house, wallet] : [wallet, house];
    debit.balance -= amount;
    credit.balance += amount;
    this.transfers.push({
      merchantId: round.merchantId,
      key,
      hash: requestHashOf('settle-transfer', { key, amount, debit: debit.id, credit: credit.id }),
      debit: debit.id,
      credit: credit.id,
      amount,
      currency: round.currency,
      kind,
      reference: `${this.vendor.code}:${round.roundId}`,
      metadata: { vendor: this.vendor.code, roundId: round.roundId, ...metadata },
      // A product's account keeps no balance-after: its change is written at the commit (ADR 0040).
      debitAfter: isDeferredSlot(debit) ? null : debit.balance,
      creditAfter: isDeferredSlot(credit) ? null : credit.balance,
      debitAvailable: isDeferredSlot(debit) ? null : debit.balance - debit.pendingDebits,
      creditAvailable: isDeferredSlot(credit) ? null : credit.balance - credit.pendingDebits,
    });
  }

  claim(
    item: Indexed,
    round: BatchRound | undefined,
    amountMinor: bigint,
    referenceTransactionId: string | null,
    heldAmount?: bigint,
  ): void {
    const answer: SettleItemAnswer = {
      transactionId: item.transactionId,
      code: 'OK',
      ...(round ? this.balanceOf(round) : {}),
      ...(heldAmount ? { heldAmount: heldAmount.toString() } : {}),
    };
    this.answers.set(item.index, answer);
    this.claims.push({
      transactionId: item.transactionId,
      kind: item.type,
      roundId: item.roundId,
      accountId: round?.accountId ?? null,
      amountMinor,
      requestHash: item.hash,
      response: { balance: answer.balance, currency: answer.currency, heldAmount: answer.heldAmount },
      rolledBack: false,
      referenceTransactionId,
    });
  }

  change(round: BatchRound, values: Partial<Pick<RoundChange, 'status' | 'closed'>>): void {
    this.roundChanges.set(round.id, {
      id: round.id,
      stakeMinor: round.stakeMinor,
      payoutMinor: round.payoutMinor,
      hasWin: round.hasWin,
      status: values.status ?? round.status,
      closed: values.closed ?? false,
    });
  }
}

/** A win over its ceiling, as the single call treats it: refused and flagged, or held (the merchant's choice). */
function overCeilingWin(
  work: PassWork,
  item: Indexed & { type: 'win' },
  round: BatchRound,
  over: OverCeiling,
): Refusal | undefined {
  const mode = round.isTrial ? 'refuse' : (work.modes.get(round.merchantId) ?? 'refuse');
  if (mode === 'refuse') {
    if (!round.isTrial) work.flags.push(batchFlag(work.vendor, item, round, over));
    return 'WIN_OVER_LIMIT';
  }
  work.held.push({ round, transactionId: item.transactionId, amount: item.amount, over });
  round.hasWin = true;
  work.change(round, item.endRound ? { status: 'settled', closed: true } : {});
  work.claim(item, round, item.amount, null, item.amount);
  return undefined;
}

function batchFlag(
  vendor: SeamlessVendor,
  item: { transactionId: string; amount: bigint },
  round: BatchRound,
  over: OverCeiling,
  heldTransferId?: string,
): NewRiskFlag {
  return winOverLimitFlag({
    merchantId: round.merchantId,
    accountId: round.accountId,
    vendorCode: vendor.code,
    vendorId: vendor.id,
    transactionId: item.transactionId,
    roundId: round.roundId,
    gameId: round.gameId,
    amountMinor: item.amount,
    currency: round.currency,
    over,
    ...(heldTransferId ? { heldTransferId } : {}),
  });
}

function settleWin(work: PassWork, item: Indexed & { type: 'win' }, round: BatchRound): Refusal | undefined {
  if (round.status !== 'open') return 'ROUND_CLOSED';
  const wallet = work.account(playerSlot(round));
  const over = overCeiling(ceilingOf(work.vendor, round.gameId), round, item.amount, wallet.balance);
  if (over) return overCeilingWin(work, item, round, over);
  if (!work.fits(round, item.amount)) return 'AMOUNT_TOO_LARGE';
  if (round.payoutMinor + item.amount > MAX_BALANCE) return 'AMOUNT_TOO_LARGE';
  if (item.amount > 0n) {
    work.pay(round, item.amount, 'win', ledgerKey(work.vendor, 'win', item.transactionId), {
      settledBy: 'batch',
    });
    if (!round.isTrial) {
      work.wins.push({
        merchantId: round.merchantId,
        accountId: round.accountId,
        amountMinor: item.amount,
        roundId: item.roundId,
      });
    }
    if (!round.isTrial && item.amount >= round.stakeMinor * BIG_WIN_MULTIPLE) {
      work.bigWins.push({
        merchantId: round.merchantId,
        gameId: round.gameId,
        accountId: round.accountId,
        winMinor: item.amount,
      });
    }
  }
  round.payoutMinor += item.amount;
  round.hasWin = true;
  work.change(round, item.endRound ? { status: 'settled', closed: true } : {});
  work.claim(item, round, item.amount, null);
  return undefined;
}

function settleRollback(
  work: PassWork,
  item: Indexed & { type: 'rollback' },
  round: BatchRound | undefined,
  bet: BatchTransaction | undefined,
): Refusal | undefined {
  if (!bet) {
    // A bet never seen: the tombstone refuses it when it arrives late.
    work.claims.push({
      transactionId: item.referenceTransactionId,
      kind: 'bet',
      roundId: item.roundId,
      accountId: null,
      amountMinor: 0n,
      requestHash: null,
      response: null,
      rolledBack: true,
      referenceTransactionId: null,
    });
    work.claim(item, round, 0n, item.referenceTransactionId);
    return undefined;
  }
  if (bet.kind !== 'bet' || bet.roundId !== item.roundId || !round) return 'REFERENCE_MISMATCH';
  if (bet.rolledBack) {
    work.claim(item, round, 0n, item.referenceTransactionId);
    return undefined;
  }
  if (round.hasWin) return 'ROUND_HAS_WIN';
  if (round.status !== 'open') return 'ROUND_CLOSED';
  if (!work.fits(round, bet.amountMinor)) return 'AMOUNT_TOO_LARGE';
  work.pay(round, bet.amountMinor, 'refund', ledgerKey(work.vendor, 'refund', bet.transactionId), {
    refundOf: bet.transactionId,
  });
  work.refunded.push(bet.id);
  round.stakeMinor -= bet.amountMinor;
  work.change(round, round.stakeMinor === 0n ? { status: 'void', closed: true } : {});
  work.claim(item, round, 0n, item.referenceTransactionId);
  return undefined;
}

/**
 * A correction of a settled round: the difference paid to the player or taken back (never past the
 * player's spendable balance), the round's payout moved by it, the reason kept on the transfer.
 */
function settleAdjust(work: PassWork, item: Indexed & { type: 'adjust' }, round: BatchRound): Refusal | undefined {
  if (round.status !== 'settled') return 'ROUND_NOT_SETTLED';
  const key = ledgerKey(work.vendor, 'adjust', item.transactionId);
  const metadata = { settledBy: 'batch', correction: item.reason };
  if (item.amount > 0n) {
    if (!work.fits(round, item.amount) || round.payoutMinor + item.amount > MAX_BALANCE) return 'AMOUNT_TOO_LARGE';
    work.move(round, 'toPlayer', item.amount, 'correction', key, metadata);
  } else {
    const back = -item.amount;
    const wallet = work.account(playerSlot(round));
    if (back > round.payoutMinor) return 'VALIDATION_FAILED';
    if (wallet.balance - wallet.pendingDebits < back) return 'INSUFFICIENT_FUNDS';
    work.move(round, 'toHouse', back, 'correction', key, metadata);
  }
  round.payoutMinor += item.amount;
  work.change(round, {});
  work.claim(item, round, item.amount, null);
  return undefined;
}

function settleEnd(work: PassWork, item: Indexed, round: BatchRound): void {
  if (round.status === 'open') {
    const status = round.stakeMinor === 0n ? 'void' : 'settled';
    round.status = status;
    work.change(round, { status, closed: true });
  }
  work.claim(item, round, 0n, null);
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
