import { createHash } from 'node:crypto';
import { decimalToMinor } from '@fortuna/contracts/money';
import type {
  AuthenticateAnswer,
  BetRequest,
  EndRoundRequest,
  RollbackRequest,
  WalletAnswer,
  WinRequest,
} from '@fortuna/contracts/seamless';
import type { Db, DbOrTx } from '../../db/client';
import { bigWins } from '../../db/schema/index';
import { afterCommit, inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { SeamlessError } from '../../http/seamless-error';
import { hashToken, newSessionToken } from '../../security/tokens';
import { accountIdFor, findAccountsByIds } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import type { LedgerResult } from '../ledger/ledger.types';
import { siteSettingsOf } from '../merchants/merchant-site';
import { findMerchantById } from '../merchants/merchants.repo';
import {
  claimTransaction,
  exchangeLaunchToken,
  findActiveGame,
  findGameCode,
  findRoundForUpdate,
  findSessionByToken,
  findTransaction,
  insertTombstone,
  markRolledBack,
  openRoundForUpdate,
  saveResponse,
  updateRound,
  type VendorRoundRow,
  type VendorSessionRow,
  type VendorTransactionRow,
} from './seamless.repo';
import type { SeamlessVendor } from './vendor-keys';

/** How long a vendor may use a player session for bets after the launch token was exchanged. */
export const VENDOR_SESSION_TTL_MS = 4 * 60 * 60_000;
/** A win at least this many times the round's stake goes on the winner board. */

export interface SeamlessDeps {
  db: Db;
  ledger: Ledger;
  /** Told after a big win of a merchant's player was recorded (the home lobby's winner board follows it live). */
  onBigWin?: (merchantId: number) => void;
}

/** A win counts as big by the merchant's own threshold: a multiple of the round's stake and an amount. */
async function isBigWin(tx: DbOrTx, merchantId: number, win: bigint, stake: bigint): Promise<boolean> {
  const merchant = await findMerchantById(tx, merchantId);
  if (!merchant) return false;
  const { bigWinMultiple, bigWinMinAmount } = siteSettingsOf(merchant);
  return win >= stake * BigInt(bigWinMultiple) && win >= (decimalToMinor(bigWinMinAmount) ?? 0n);
}

/** The player's spendable wallet of a launch: the demo wallet for free play, else the main wallet. */
function playerWalletId(db: DbOrTx, session: VendorSessionRow) {
  return accountIdFor(db, {
    merchantId: session.merchantId,
    ownerType: 'account',
    ownerId: session.accountId,
    kind: session.isTrial ? 'demo' : 'main',
    currency: session.currency,
  });
}

/** The merchant's account for a vendor: stakes go in, wins and refunds come out (its balance is the vendor's result). */
function vendorAccountId(db: DbOrTx, session: VendorSessionRow, vendor: SeamlessVendor) {
  return accountIdFor(db, {
    merchantId: session.merchantId,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'vendor',
    label: vendor.code,
    currency: session.currency,
  });
}

async function availableBalance(db: DbOrTx, session: VendorSessionRow): Promise<WalletAnswer> {
  const [wallet] = await findAccountsByIds(db, [await playerWalletId(db, session)]);
  const available = wallet ? wallet.balance - wallet.pendingDebits : 0n;
  return { balance: available.toString(), currency: session.currency };
}

function requestHashOf(kind: string, body: object): string {
  const canonical = JSON.stringify({ kind, ...body }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The session a call names; `forBets` also requires it unexpired (wins and rollbacks accept an expired one). */
async function sessionOf(db: DbOrTx, vendor: SeamlessVendor, sessionToken: string, forBets: boolean) {
  const found = await findSessionByToken(db, vendor.id, hashToken(sessionToken));
  if (!found) throw new SeamlessError('SESSION_INVALID');
  if (forBets) {
    if (!found.session.expiresAt || found.session.expiresAt.getTime() <= Date.now()) {
      throw new SeamlessError('SESSION_EXPIRED');
    }
    if (found.accountStatus !== 'active') throw new SeamlessError('PLAYER_SUSPENDED');
  }
  return found;
}

/** The answer of an earlier call with the same transaction id, or the refusal it deserves. */
function repeatOf(earlier: VendorTransactionRow, requestHash: string): WalletAnswer {
  if (earlier.requestHash === null) throw new SeamlessError('BET_ROLLED_BACK');
  if (earlier.requestHash !== requestHash || earlier.response === null) throw new SeamlessError('TRANSACTION_CONFLICT');
  return earlier.response as WalletAnswer;
}

function answerFrom(result: LedgerResult, side: 'debit' | 'credit', currency: string): WalletAnswer {
  const transfer = result.transfers[0];
  const available = side === 'debit' ? transfer?.debitAvailableAfter : transfer?.creditAvailableAfter;
  if (!transfer || available === null || available === undefined) throw new Error('ledger answered no balance');
  return { balance: available.toString(), currency, transactionId: transfer.id };
}

function ledgerKey(vendor: SeamlessVendor, kind: string, transactionId: string): string {
  return `seamless:${vendor.id}:${kind}:${transactionId}`;
}

function isInsufficientFunds(error: unknown): boolean {
  return error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS';
}

export async function authenticate(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  launchToken: string,
): Promise<AuthenticateAnswer> {
  const sessionToken = newSessionToken();
  const expiresAt = new Date(Date.now() + VENDOR_SESSION_TTL_MS);
  const session = await exchangeLaunchToken(
    deps.db,
    vendor.id,
    hashToken(launchToken),
    hashToken(sessionToken),
    expiresAt,
  );
  if (!session) throw new SeamlessError('LAUNCH_TOKEN_INVALID');
  const found = await findSessionByToken(deps.db, vendor.id, hashToken(sessionToken));
  const game = await findGameCode(deps.db, session.gameId);
  return {
    ...(await availableBalance(deps.db, session)),
    sessionToken,
    playerId: String(session.accountId),
    nickname: found?.nickname || `Player ${session.accountId}`,
    gameCode: game,
    language: session.language,
    isTrial: session.isTrial,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function balance(deps: SeamlessDeps, vendor: SeamlessVendor, sessionToken: string): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, sessionToken, true);
  return availableBalance(deps.db, session);
}

/** Debits a stake: opens the round on its first bet; a bet whose id was rolled back first is refused. */
export async function bet(deps: SeamlessDeps, vendor: SeamlessVendor, request: BetRequest): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, true);
  if (request.currency !== session.currency) throw new SeamlessError('CURRENCY_MISMATCH');
  const game = await findActiveGame(deps.db, vendor.id, request.gameCode);
  if (game?.status !== 'active' || vendor.status !== 'active') throw new SeamlessError('GAME_UNAVAILABLE');
  const requestHash = requestHashOf('bet', { ...request, sessionToken: undefined, accountId: session.accountId });
  try {
    return await inTransaction(deps.db, async (tx) => {
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
        gameId: game.id,
        accountId: session.accountId,
        sessionId: session.id,
        isTrial: session.isTrial,
        currency: session.currency,
      });
      if (round.accountId !== session.accountId) throw new SeamlessError('ROUND_OTHER_PLAYER');
      if (round.status !== 'open' || round.hasWin) throw new SeamlessError('ROUND_CLOSED');
      const result = await deps.ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: session.merchantId,
        key: ledgerKey(vendor, 'bet', request.transactionId),
        transfers: [
          {
            debitAccountId: await playerWalletId(tx, session),
            creditAccountId: await vendorAccountId(tx, session, vendor),
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
    });
  } catch (error) {
    if (!isInsufficientFunds(error)) throw error;
    throw new SeamlessError('INSUFFICIENT_FUNDS').withValue(await availableBalance(deps.db, session));
  }
}

/** Credits a win (0 settles a lost round); accepted after the session expired; a closed round refuses it. */
export async function win(deps: SeamlessDeps, vendor: SeamlessVendor, request: WinRequest): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, false);
  if (request.currency !== session.currency) throw new SeamlessError('CURRENCY_MISMATCH');
  const requestHash = requestHashOf('win', { ...request, sessionToken: undefined, accountId: session.accountId });
  return inTransaction(deps.db, async (tx) => {
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
    if (request.amount > 0n) {
      const result = await deps.ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: session.merchantId,
        key: ledgerKey(vendor, 'win', request.transactionId),
        transfers: [
          {
            debitAccountId: await vendorAccountId(tx, session, vendor),
            creditAccountId: await playerWalletId(tx, session),
            amount: request.amount,
            currency: session.currency,
            kind: 'win',
            reference: `${vendor.code}:${request.roundId}`,
            metadata: { vendor: vendor.code, roundId: request.roundId, gameCode: request.gameCode },
          },
        ],
      });
      answer = answerFrom(result, 'credit', session.currency);
    } else {
      answer = await availableBalance(tx, session);
    }
    const payout = round.payoutMinor + request.amount;
    await updateRound(tx, round.id, {
      payoutMinor: payout,
      hasWin: true,
      ...(request.endRound ? { status: 'settled' as const, closedAt: new Date() } : {}),
    });
    if (
      !round.isTrial &&
      request.amount > 0n &&
      (await isBigWin(tx, round.merchantId, request.amount, round.stakeMinor))
    ) {
      await tx.insert(bigWins).values({
        merchantId: round.merchantId,
        gameId: round.gameId,
        accountId: round.accountId,
        winMinor: request.amount,
      });
      afterCommit(tx, () => deps.onBigWin?.(round.merchantId));
    }
    await saveResponse(tx, vendor.id, request.transactionId, answer);
    return answer;
  });
}

async function roundOfPlayer(tx: DbOrTx, vendor: SeamlessVendor, roundId: string, session: VendorSessionRow) {
  const round = await findRoundForUpdate(tx, vendor.id, roundId);
  if (!round) throw new SeamlessError('ROUND_NOT_FOUND');
  if (round.accountId !== session.accountId) throw new SeamlessError('ROUND_OTHER_PLAYER');
  return round;
}

/**
 * Refunds a bet. A bet never seen is recorded as rolled back (its late arrival is refused); a bet already
 * refunded is not refunded again; a round that has a win refuses. Accepted after the session expired.
 */
export async function rollback(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: RollbackRequest,
): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, false);
  const requestHash = requestHashOf('rollback', { ...request, sessionToken: undefined, accountId: session.accountId });
  return inTransaction(deps.db, async (tx) => {
    const claim = await claimTransaction(tx, {
      vendorId: vendor.id,
      transactionId: request.transactionId,
      kind: 'rollback',
      roundId: request.roundId,
      accountId: session.accountId,
      amountMinor: 0n,
      requestHash,
      referenceTransactionId: request.referenceTransactionId,
    });
    if (!claim.claimed) return repeatOf(claim.earlier, requestHash);
    let target = await findTransaction(tx, vendor.id, request.referenceTransactionId, true);
    if (!target && (await insertTombstone(tx, vendor.id, request.referenceTransactionId, request.roundId))) {
      const answer = await availableBalance(tx, session);
      await saveResponse(tx, vendor.id, request.transactionId, answer);
      return answer;
    }
    // The bet arrived while the tombstone was being written: refund it like any other.
    target ??= await findTransaction(tx, vendor.id, request.referenceTransactionId, true);
    if (target?.kind !== 'bet' || target.roundId !== request.roundId) {
      throw new SeamlessError('REFERENCE_MISMATCH');
    }
    const answer = target.rolledBack
      ? await availableBalance(tx, session)
      : await refundBet(deps, tx, vendor, session, target);
    await saveResponse(tx, vendor.id, request.transactionId, answer);
    return answer;
  });
}

async function refundBet(
  deps: SeamlessDeps,
  tx: DbOrTx,
  vendor: SeamlessVendor,
  session: VendorSessionRow,
  target: VendorTransactionRow,
): Promise<WalletAnswer> {
  const round: VendorRoundRow = await roundOfPlayer(tx, vendor, target.roundId, session);
  if (round.hasWin) throw new SeamlessError('ROUND_HAS_WIN');
  if (round.status !== 'open') throw new SeamlessError('ROUND_CLOSED');
  const result = await deps.ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: session.merchantId,
    key: ledgerKey(vendor, 'refund', target.transactionId),
    transfers: [
      {
        debitAccountId: await vendorAccountId(tx, session, vendor),
        creditAccountId: await playerWalletId(tx, session),
        amount: target.amountMinor,
        currency: session.currency,
        kind: 'refund',
        reference: `${vendor.code}:${target.roundId}`,
        metadata: { vendor: vendor.code, roundId: target.roundId, refundOf: target.transactionId },
      },
    ],
  });
  await markRolledBack(tx, target.id);
  const stake = round.stakeMinor - target.amountMinor;
  await updateRound(tx, round.id, {
    stakeMinor: stake,
    ...(stake === 0n ? { status: 'void' as const, closedAt: new Date() } : {}),
  });
  return answerFrom(result, 'credit', session.currency);
}

/** Closes a round without a further win: settled when bets stand, void when every bet was refunded. */
export async function endRound(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: EndRoundRequest,
): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, false);
  const requestHash = requestHashOf('end_round', { ...request, sessionToken: undefined, accountId: session.accountId });
  return inTransaction(deps.db, async (tx) => {
    const claim = await claimTransaction(tx, {
      vendorId: vendor.id,
      transactionId: request.transactionId,
      kind: 'end_round',
      roundId: request.roundId,
      accountId: session.accountId,
      amountMinor: 0n,
      requestHash,
    });
    if (!claim.claimed) return repeatOf(claim.earlier, requestHash);
    const round = await roundOfPlayer(tx, vendor, request.roundId, session);
    if (round.status === 'open') {
      await updateRound(tx, round.id, {
        status: round.stakeMinor === 0n ? 'void' : 'settled',
        closedAt: new Date(),
      });
    }
    const answer = await availableBalance(tx, session);
    await saveResponse(tx, vendor.id, request.transactionId, answer);
    return answer;
  });
}
