import { createHash } from 'node:crypto';
import { decimalToMinor } from '@fortuna/contracts/money';
import type { BetRequest, WalletAnswer, WinRequest } from '@fortuna/contracts/seamless';
import type { DbOrTx } from '../../db/client';
import { databaseErrorCode } from '../../db/raw';
import { bigWins } from '../../db/schema/index';
import { afterCommit } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { SeamlessError } from '../../http/seamless-error';
import { accountIdFor, findAccountsByIds } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import type { LedgerResult } from '../ledger/ledger.types';
import { siteSettingsOf } from '../merchants/merchant-site';
import { findMerchantById } from '../merchants/merchants.repo';
import { assertMayBet, type PlayGuardDeps } from '../protection/play-guard';
import { raiseRiskFlag } from '../risk/risk-flags';
import { type RiskGateDeps, reviewLargeWin } from '../risk/risk-gates';
import {
  claimTransaction,
  findRoundForUpdate,
  openRoundForUpdate,
  saveResponse,
  updateRound,
  type VendorRoundRow,
  type VendorSessionRow,
  type VendorTransactionRow,
} from './seamless.repo';
import { ceilingOf, type SeamlessVendor } from './vendor-keys';
import { type OverCeiling, overCeiling, overLimitModeOf, WinOverLimit, winOverLimitFlag } from './win-ceiling';

/** A win at least this many times the round's stake goes on the winner board (settlement batches; single wins use the merchant's threshold). */
export const BIG_WIN_MULTIPLE = 5n;

/** The player's spendable wallet of a launch: the demo wallet for free play, else the main wallet. */
export function playerWalletId(
  db: DbOrTx,
  session: Pick<VendorSessionRow, 'merchantId' | 'accountId' | 'isTrial' | 'currency'>,
  scope?: object,
) {
  const key = {
    merchantId: session.merchantId,
    ownerType: 'account' as const,
    ownerId: session.accountId,
    kind: session.isTrial ? ('demo' as const) : ('main' as const),
    currency: session.currency,
  };
  return accountIdFor(db, key, scope);
}

/** The merchant's account for a vendor: stakes go in, wins and refunds come out (its balance is the vendor's result). */
export function vendorAccountId(
  db: DbOrTx,
  session: Pick<VendorSessionRow, 'merchantId' | 'currency'>,
  vendor: SeamlessVendor,
  scope?: object,
) {
  const key = {
    merchantId: session.merchantId,
    ownerType: 'merchant' as const,
    ownerId: 0,
    kind: 'vendor' as const,
    label: vendor.code,
    currency: session.currency,
  };
  return accountIdFor(db, key, scope);
}

export async function availableBalance(db: DbOrTx, session: VendorSessionRow): Promise<WalletAnswer> {
  const [wallet] = await findAccountsByIds(db, [await playerWalletId(db, session)]);
  const available = wallet ? wallet.balance - wallet.pendingDebits : 0n;
  return { balance: available.toString(), currency: session.currency };
}

/** SHA-256 of the request as its single call carries it: a repeat of the same action hashes the same. */
export function requestHashOf(kind: string, body: object): string {
  const canonical = JSON.stringify({ kind, ...body }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The answer of an earlier call with the same transaction id, or the refusal it deserves. */
export function repeatOf(
  earlier: Pick<VendorTransactionRow, 'requestHash' | 'response'>,
  requestHash: string,
): WalletAnswer {
  if (earlier.requestHash === null) throw new SeamlessError('BET_ROLLED_BACK');
  if (earlier.requestHash !== requestHash || earlier.response === null) throw new SeamlessError('TRANSACTION_CONFLICT');
  return earlier.response as WalletAnswer;
}

export function answerFrom(result: LedgerResult, side: 'debit' | 'credit', currency: string): WalletAnswer {
  const transfer = result.transfers[0];
  const available = side === 'debit' ? transfer?.debitAvailableAfter : transfer?.creditAvailableAfter;
  if (!transfer || available === null || available === undefined) throw new Error('ledger answered no balance');
  return { balance: available.toString(), currency, transactionId: transfer.id };
}

export function ledgerKey(vendor: Pick<SeamlessVendor, 'id'>, kind: string, transactionId: string): string {
  return `seamless:${vendor.id}:${kind}:${transactionId}`;
}

/**
 * Runs a wallet transaction; an amount that would take a balance or a round total beyond what a bigint holds
 * is refused as AMOUNT_TOO_LARGE (nothing applied) instead of failing as an error of the server.
 */
export async function withinBounds<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseErrorCode(error) === '22003') throw new SeamlessError('AMOUNT_TOO_LARGE');
    throw error;
  }
}

export function isInsufficientFunds(error: unknown): boolean {
  return error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS';
}

/** What the round path asks beside the ledger: responsible gaming (bets) and the large-win review (wins). */
export type ActionGuards = PlayGuardDeps & RiskGateDeps;

export interface ActionContext {
  ledger: Ledger;
  vendor: SeamlessVendor;
  session: VendorSessionRow;
  /** Told after a big win was recorded and committed (the winner board follows it live). */
  onBigWin?: ((merchantId: number) => void) | undefined;
  guards: ActionGuards;
}

/** A win counts as big by the merchant's own threshold (site settings): a multiple of the stake and an amount. */
async function isBigWin(tx: DbOrTx, merchantId: number, win: bigint, stake: bigint): Promise<boolean> {
  const merchant = await findMerchantById(tx, merchantId);
  if (!merchant) return false;
  const { bigWinMultiple, bigWinMinAmount } = siteSettingsOf(merchant);
  return win >= stake * BigInt(bigWinMultiple) && win >= (decimalToMinor(bigWinMinAmount) ?? 0n);
}

/** The bet request as its single call carries it (field order included: the request hash depends on it). */
export function betRequestOf(
  sessionToken: string,
  fields: { transactionId: string; roundId: string; gameCode: string; amount: bigint; currency: string },
): BetRequest {
  const { transactionId, roundId, gameCode, amount, currency } = fields;
  return { sessionToken, transactionId, roundId, gameCode, amount, currency };
}

export function winRequestOf(
  sessionToken: string,
  fields: {
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: bigint;
    currency: string;
    endRound: boolean;
  },
): WinRequest {
  const { transactionId, roundId, gameCode, amount, currency, endRound } = fields;
  return { sessionToken, transactionId, roundId, gameCode, amount, currency, endRound };
}

/** Debits a stake inside the caller's transaction: opens the round on its first bet. */
export async function applyBet(
  tx: DbOrTx,
  context: ActionContext,
  gameId: number,
  request: BetRequest,
): Promise<WalletAnswer> {
  const { ledger, vendor, session } = context;
  const requestHash = requestHashOf('bet', { ...request, sessionToken: undefined, accountId: session.accountId });
  const claim = await claimTransaction(tx, {
    vendorId: vendor.id,
    transactionId: request.transactionId,
    kind: 'bet',
    roundId: request.roundId,
    accountId: session.accountId,
    amountMinor: request.amount,
    requestHash,
  });
  if (!claim.claimed) return repeatOf(claim.earlier, requestHash);
  const round = await openRoundForUpdate(tx, {
    merchantId: session.merchantId,
    vendorId: vendor.id,
    roundId: request.roundId,
    gameId,
    accountId: session.accountId,
    sessionId: session.id,
    isTrial: session.isTrial,
    currency: session.currency,
  });
  if (round.accountId !== session.accountId) throw new SeamlessError('ROUND_OTHER_PLAYER');
  if (round.status !== 'open' || round.hasWin) throw new SeamlessError('ROUND_CLOSED');
  // Responsible gaming: limits and exclusions hold for every product's real-money bets, checked here once.
  if (!session.isTrial) await assertMayBet(context.guards, tx, session.accountId, request.amount);
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: session.merchantId,
    key: ledgerKey(vendor, 'bet', request.transactionId),
    transfers: [
      {
        debitAccountId: await playerWalletId(tx, session, ledger.db),
        creditAccountId: await vendorAccountId(tx, session, vendor, ledger.db),
        amount: request.amount,
        currency: session.currency,
        kind: 'bet',
        reference: `${vendor.code}:${request.roundId}`,
        metadata: { vendor: vendor.code, roundId: request.roundId, gameCode: request.gameCode },
      },
    ],
  });
  await updateRound(tx, round.id, { stakeMinor: round.stakeMinor + request.amount });
  const answer = answerFrom(result, 'debit', session.currency);
  await saveResponse(tx, vendor.id, request.transactionId, answer);
  return answer;
}

export async function roundOfPlayer(tx: DbOrTx, vendor: SeamlessVendor, roundId: string, session: VendorSessionRow) {
  const round = await findRoundForUpdate(tx, vendor.id, roundId);
  if (!round) throw new SeamlessError('ROUND_NOT_FOUND');
  if (round.accountId !== session.accountId) throw new SeamlessError('ROUND_OTHER_PLAYER');
  return round;
}

/** The posted balance of a ledger account (the wallet's balance before a win, for its ceiling). */
async function postedBalance(tx: DbOrTx, accountId: number): Promise<bigint> {
  const [account] = await findAccountsByIds(tx, [accountId]);
  return account?.balance ?? 0n;
}

/**
 * A win over its ceiling: refused (WinOverLimit: the call rolls back and the flag is raised after it), or in
 * the merchant's hold mode recorded as a pending ledger credit (not spendable, not in the balance) with a
 * `win_over_limit` flag staff decide on: approving posts the credit, rejecting voids it.
 */
async function overCeilingWin(
  tx: DbOrTx,
  context: ActionContext,
  request: WinRequest,
  round: VendorRoundRow,
  walletId: number,
  over: OverCeiling,
): Promise<WalletAnswer> {
  const { ledger, vendor, session } = context;
  const flagOf = (heldTransferId?: string) =>
    winOverLimitFlag({
      merchantId: round.merchantId,
      accountId: round.accountId,
      vendorCode: vendor.code,
      vendorId: vendor.id,
      transactionId: request.transactionId,
      roundId: request.roundId,
      gameId: round.gameId,
      amountMinor: request.amount,
      currency: session.currency,
      over,
      ...(heldTransferId ? { heldTransferId } : {}),
    });
  const mode = await overLimitModeOf(context.guards, tx, round.merchantId, round.isTrial);
  if (mode === 'refuse') throw new WinOverLimit(round.isTrial ? null : flagOf());
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: session.merchantId,
    key: ledgerKey(vendor, 'held-win', request.transactionId),
    pending: true,
    transfers: [
      {
        debitAccountId: await vendorAccountId(tx, session, vendor, ledger.db),
        creditAccountId: walletId,
        amount: request.amount,
        currency: session.currency,
        kind: 'win',
        reference: `${vendor.code}:${request.roundId}`,
        metadata: { vendor: vendor.code, roundId: request.roundId, gameCode: request.gameCode, held: true },
      },
    ],
  });
  const transferId = result.transfers[0]?.id;
  if (!transferId) throw new Error('ledger answered no held transfer');
  await raiseRiskFlag(tx, flagOf(transferId));
  return { ...(await availableBalance(tx, session)), transactionId: transferId, heldAmount: request.amount.toString() };
}

/**
 * Credits a win inside the caller's transaction (0 settles a lost round); a closed round refuses it. A win
 * over the round's ceiling (vendor or game limits) is refused or held (overCeilingWin).
 */
export async function applyWin(tx: DbOrTx, context: ActionContext, request: WinRequest): Promise<WalletAnswer> {
  const { ledger, vendor, session } = context;
  const requestHash = requestHashOf('win', { ...request, sessionToken: undefined, accountId: session.accountId });
  const claim = await claimTransaction(tx, {
    vendorId: vendor.id,
    transactionId: request.transactionId,
    kind: 'win',
    roundId: request.roundId,
    accountId: session.accountId,
    amountMinor: request.amount,
    requestHash,
  });
  if (!claim.claimed) return repeatOf(claim.earlier, requestHash);
  const round = await roundOfPlayer(tx, vendor, request.roundId, session);
  if (round.status !== 'open') throw new SeamlessError('ROUND_CLOSED');
  let answer: WalletAnswer;
  let paid = request.amount;
  if (request.amount > 0n) {
    const walletId = await playerWalletId(tx, session, ledger.db);
    const over = overCeiling(ceilingOf(vendor, round.gameId), round, request.amount, await postedBalance(tx, walletId));
    if (over) {
      answer = await overCeilingWin(tx, context, request, round, walletId, over);
      paid = 0n;
    } else {
      const result = await ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: session.merchantId,
        key: ledgerKey(vendor, 'win', request.transactionId),
        transfers: [
          {
            debitAccountId: await vendorAccountId(tx, session, vendor, ledger.db),
            creditAccountId: walletId,
            amount: request.amount,
            currency: session.currency,
            kind: 'win',
            reference: `${vendor.code}:${request.roundId}`,
            metadata: { vendor: vendor.code, roundId: request.roundId, gameCode: request.gameCode },
          },
        ],
      });
      answer = answerFrom(result, 'credit', session.currency);
    }
  } else {
    answer = await availableBalance(tx, session);
  }
  await updateRound(tx, round.id, {
    payoutMinor: round.payoutMinor + paid,
    hasWin: true,
    ...(request.endRound ? { status: 'settled' as const, closedAt: new Date() } : {}),
  });
  if (!round.isTrial && paid > 0n && (await isBigWin(tx, round.merchantId, paid, round.stakeMinor))) {
    await tx.insert(bigWins).values({
      merchantId: round.merchantId,
      gameId: round.gameId,
      accountId: round.accountId,
      winMinor: paid,
    });
    afterCommit(tx, () => context.onBigWin?.(round.merchantId));
  }
  if (!round.isTrial && paid > 0n) {
    await reviewLargeWin(context.guards, tx, {
      merchantId: round.merchantId,
      accountId: round.accountId,
      amountMinor: paid,
      vendorCode: vendor.code,
      roundId: request.roundId,
      gameCode: request.gameCode,
    });
  }
  await saveResponse(tx, vendor.id, request.transactionId, answer);
  return answer;
}
