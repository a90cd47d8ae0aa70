/**
 * What each item of a settlement pass does (seamless-batch.ts runs the passes): the decisions, made in memory on
 * the pass's locked rounds and accounts, as the single calls would make them, with the writes they call for
 * gathered in the pass's `PassWork`.
 */
import type { OverLimitWins } from '@fortuna/contracts/risk';
import type { SeamlessErrorCode, SettleItem, SettleItemAnswer } from '@fortuna/contracts/seamless';
import type { NewRiskFlag } from '../risk/risk-flags';
import { BIG_WIN_MULTIPLE, ledgerKey, requestHashOf } from './seamless-actions';
import {
  type AccountSlot,
  type BatchRound,
  type BatchTransaction,
  type BatchTransfer,
  type ClaimRow,
  isDeferredSlot,
  type LockedAccount,
  type RoundChange,
  slotKey,
} from './seamless-batch.repo';
import { ceilingOf, type SeamlessVendor } from './vendor-keys';
import { type OverCeiling, overCeiling, winOverLimitFlag } from './win-ceiling';

/** A win over its ceiling held in a pass (the merchant's hold mode): a pending credit is written after the pass. */
export interface HeldWin {
  round: BatchRound;
  transactionId: string;
  amount: bigint;
  over: OverCeiling;
}

const MAX_BALANCE = 2n ** 63n - 1n;
const MIN_BALANCE = -(2n ** 63n);

/** The code of an item refused, as its single call would refuse it. */
export type Refusal = SeamlessErrorCode;

export type Indexed = SettleItem & { index: number; hash: string };

export function playerSlot(round: BatchRound): AccountSlot {
  return {
    merchantId: round.merchantId,
    ownerType: 'account',
    ownerId: round.accountId,
    kind: round.isTrial ? 'demo' : 'main',
    label: '',
    currency: round.currency,
  };
}

export function vendorSlot(round: BatchRound, vendor: SeamlessVendor): AccountSlot {
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
export function repeatAnswer(item: Indexed, earlier: BatchTransaction): SettleItemAnswer {
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

/** The state of one pass while its answers and writes are worked out. */
export class PassWork {
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

export function batchFlag(
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

export function settleWin(work: PassWork, item: Indexed & { type: 'win' }, round: BatchRound): Refusal | undefined {
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

export function settleRollback(
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
export function settleAdjust(
  work: PassWork,
  item: Indexed & { type: 'adjust' },
  round: BatchRound,
): Refusal | undefined {
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

export function settleEnd(work: PassWork, item: Indexed, round: BatchRound): void {
  if (round.status === 'open') {
    const status = round.stakeMinor === 0n ? 'void' : 'settled';
    round.status = status;
    work.change(round, { status, closed: true });
  }
  work.claim(item, round, 0n, null);
}
