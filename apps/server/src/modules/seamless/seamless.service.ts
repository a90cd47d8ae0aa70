import type {
  AuthenticateAnswer,
  BetRequest,
  EndRoundRequest,
  RollbackRequest,
  WalletAnswer,
  WinRequest,
} from '@fortuna/contracts/seamless';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { SeamlessError } from '../../http/seamless-error';
import { hashToken, newSessionToken } from '../../security/tokens';
import type { Ledger } from '../ledger/ledger.service';
import {
  claimTransaction,
  exchangeLaunchToken,
  findActiveGame,
  findGameCode,
  findSessionByToken,
  findTransaction,
  findVendorStatus,
  insertTombstone,
  markRolledBack,
  saveResponse,
  updateRound,
  type VendorRoundRow,
  type VendorSessionRow,
  type VendorTransactionRow,
} from './seamless.repo';
import type { ActionGuards } from './seamless-actions';
import {
  answerFrom,
  applyBet,
  applyWin,
  availableBalance,
  isInsufficientFunds,
  ledgerKey,
  playerWalletId,
  repeatOf,
  requestHashOf,
  roundOfPlayer,
  vendorAccountId,
  withinBounds,
} from './seamless-actions';
import { tryInstantBet } from './seamless-instant-bet';
import type { SeamlessVendor } from './vendor-keys';
import { flaggingRefusedWins } from './win-ceiling';

/** How long a vendor may use a player session for bets after the launch token was exchanged. */
export const VENDOR_SESSION_TTL_MS = 4 * 60 * 60_000;

export interface SeamlessDeps extends ActionGuards {
  db: Db;
  ledger: Ledger;
  /** Told after a big win of a merchant's player was recorded (the home lobby's winner board follows it live). */
  onBigWin?: (merchantId: number) => void;
}

/** The session a call names; `forBets` also requires it unexpired (wins and rollbacks accept an expired one). */
export async function sessionOf(db: DbOrTx, vendor: SeamlessVendor, sessionToken: string, forBets: boolean) {
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

/**
 * The game a bet names, refused unless it and its vendor are open for play as they stand now: read inside
 * the wallet transaction, so a disable or a maintenance stops bets on every node at once.
 */
export async function playableGame(tx: DbOrTx, vendor: SeamlessVendor, gameCode: string) {
  const game = await findActiveGame(tx, vendor.id, gameCode);
  if (game?.vendorStatus === 'disabled') throw new SeamlessError('VENDOR_DISABLED');
  if (game?.status !== 'active' || game.vendorStatus !== 'active') throw new SeamlessError('GAME_UNAVAILABLE');
  return game;
}

/** Refuses every call of a vendor disabled now (wins and rollbacks included), whatever a node's cache says. */
export async function assertVendorEnabled(tx: DbOrTx, vendor: SeamlessVendor): Promise<void> {
  if ((await findVendorStatus(tx, vendor.id)) === 'disabled') throw new SeamlessError('VENDOR_DISABLED');
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

/**
 * Debits a stake: opens the round on its first bet; a bet whose id was rolled back first is refused. A plain
 * first bet takes the one-statement path (`tryInstantBet`, ADR 0047); everything else the general path.
 */
export async function bet(deps: SeamlessDeps, vendor: SeamlessVendor, request: BetRequest): Promise<WalletAnswer> {
  return (await tryInstantBet(deps, vendor, request)) ?? generalBet(deps, vendor, request);
}

/** The general path of a bet: every check and write in a transaction of its own. */
export async function generalBet(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: BetRequest,
): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, true);
  if (request.currency !== session.currency) throw new SeamlessError('CURRENCY_MISMATCH');
  try {
    return await withinBounds(() =>
      inTransaction(deps.db, async (tx) => {
        const game = await playableGame(tx, vendor, request.gameCode);
        return applyBet(tx, { ledger: deps.ledger, vendor, session, guards: deps }, game.id, request);
      }),
    );
  } catch (error) {
    if (!isInsufficientFunds(error)) throw error;
    throw new SeamlessError('INSUFFICIENT_FUNDS').withValue(await availableBalance(deps.db, session));
  }
}

/**
 * Credits a win (0 settles a lost round); accepted after the session expired; a closed round refuses it; a win
 * over its ceiling is refused (WIN_OVER_LIMIT, flagged for review) or held, as the merchant chose.
 */
export async function win(deps: SeamlessDeps, vendor: SeamlessVendor, request: WinRequest): Promise<WalletAnswer> {
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, false);
  if (request.currency !== session.currency) throw new SeamlessError('CURRENCY_MISMATCH');
  return flaggingRefusedWins(deps, () =>
    withinBounds(() =>
      inTransaction(deps.db, async (tx) => {
        await assertVendorEnabled(tx, vendor);
        return applyWin(tx, { ledger: deps.ledger, vendor, session, onBigWin: deps.onBigWin, guards: deps }, request);
      }),
    ),
  );
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
    await assertVendorEnabled(tx, vendor);
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
    await assertVendorEnabled(tx, vendor);
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
