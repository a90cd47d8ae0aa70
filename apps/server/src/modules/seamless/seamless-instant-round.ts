import { decimalToMinor } from '@fortuna/contracts/money';
import type { RoundAction, RoundAnswer, RoundRequest, WalletAnswer } from '@fortuna/contracts/seamless';
import type { Db } from '../../db/client';
import { PerDatabaseCache } from '../../lib/per-database-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { hashToken } from '../../security/tokens';
import { decodeResult } from '../ledger/ledger-codec';
import { toBatchItem } from '../ledger/ledger-writer';
import { siteSettingsOf } from '../merchants/merchant-site';
import { findMerchantById } from '../merchants/merchants.repo';
import { riskSettingsOf } from '../risk/risk-settings-cache';
import { instantRoundWriterOf } from './instant-round-writer';
import { findActiveGame, findSessionByToken, type VendorSessionRow } from './seamless.repo';
import type { SeamlessDeps } from './seamless.service';
import {
  betRequestOf,
  ledgerKey,
  playerWalletId,
  requestHashOf,
  vendorAccountId,
  winRequestOf,
} from './seamless-actions';
import { ceilingOf, type SeamlessVendor, type WinCeiling } from './vendor-keys';
import { overCeiling } from './win-ceiling';

/** A merchant's big-win rule (site settings): a win of at least `multiple` × stake and `minAmount`. */
interface BigWinRule {
  multiple: string;
  minAmount: string;
}

/** Sessions by vendor and token hash: what never changes of a session (its expiry and player are re-read in SQL). */
const sessions = new PerDatabaseCache<VendorSessionRow>();
/** Game ids by vendor and game code (an id never changes; the game's status is re-read in SQL). */
const gameIds = new PerDatabaseCache<number>();
/** Each merchant's big-win rule, kept a few seconds (the winner board may follow a change that late). */
const bigWinRules = new WeakMap<object, TtlCache<BigWinRule | null>>();

export function sessionOfToken(db: Db, vendor: SeamlessVendor, token: string): Promise<VendorSessionRow | undefined> {
  const tokenHash = hashToken(token);
  return sessions.through(db, `${vendor.id}:${tokenHash}`, async () => {
    return (await findSessionByToken(db, vendor.id, tokenHash))?.session;
  });
}

export function gameIdOf(db: Db, vendor: SeamlessVendor, gameCode: string): Promise<number | undefined> {
  return gameIds.through(db, `${vendor.id}:${gameCode}`, async () => {
    return (await findActiveGame(db, vendor.id, gameCode))?.id;
  });
}

function bigWinRuleOf(db: Db, merchantId: number): Promise<BigWinRule | null> {
  let rules = bigWinRules.get(db);
  if (!rules) {
    rules = new TtlCache<BigWinRule | null>(5000);
    bigWinRules.set(db, rules);
  }
  return rules.get(String(merchantId), async () => {
    const merchant = await findMerchantById(db, merchantId);
    if (!merchant) return null;
    const { bigWinMultiple, bigWinMinAmount } = siteSettingsOf(merchant);
    return { multiple: String(bigWinMultiple), minAmount: (decimalToMinor(bigWinMinAmount) ?? 0n).toString() };
  });
}

/** The plain instant round: one bet, then its win ending the round. */
function betThenWin(request: RoundRequest) {
  const [bet, win, ...rest] = request.actions;
  if (rest.length > 0 || bet?.type !== 'bet' || win?.type !== 'win' || !win.endRound) return undefined;
  return { bet, win };
}

/**
 * Whether the round needs the general path's care: a member with responsible-gaming settings (their limits
 * lock and count), a win over the round's ceiling (refused or held, and flagged), or a win the large-win
 * review flags. All three are read from the node's caches, as the general path reads them.
 */
export async function needsGeneralPath(
  deps: SeamlessDeps,
  session: VendorSessionRow,
  ceiling: WinCeiling,
  stake: bigint,
  payout: bigint,
): Promise<boolean> {
  if (!session.isTrial && (await deps.protectionCache.get(session.accountId)) !== null) return true;
  if (overCeiling(ceiling, { stakeMinor: stake, payoutMinor: 0n }, payout, 0n)) return true;
  if (session.isTrial || payout === 0n) return false;
  const threshold = (await riskSettingsOf(deps, session.merchantId))?.largeWinThresholdMinor ?? null;
  return threshold !== null && payout >= threshold;
}

export function answerOf(value: unknown): WalletAnswer {
  const answer = value as { balance: string; currency: string; transactionId?: string };
  return {
    balance: answer.balance,
    currency: answer.currency,
    ...(answer.transactionId ? { transactionId: answer.transactionId } : {}),
  };
}

/** What the database function is told of the round and its player, for a bet with or without its win. */
export function roundOfSession(
  vendor: SeamlessVendor,
  session: VendorSessionRow,
  round: { roundId: string; gameCode: string; currency: string },
  endRound: boolean,
) {
  return {
    vendorId: vendor.id,
    merchantId: session.merchantId,
    accountId: session.accountId,
    sessionId: session.id,
    isTrial: session.isTrial,
    ...round,
    endRound,
  };
}

/**
 * Builds the ledger operation of a round's bet or win, as the general path applies it (same idempotency key,
 * request hash and transfer), for the one-statement paths.
 */
export async function walletTransfers(
  db: Db,
  vendor: SeamlessVendor,
  session: VendorSessionRow,
  round: { roundId: string; gameCode: string },
) {
  const walletId = await playerWalletId(db, session);
  const vendorId = await vendorAccountId(db, session, vendor);
  return (kind: 'bet' | 'win', action: Pick<RoundAction, 'transactionId' | 'amount'>) => {
    const [debitAccountId, creditAccountId] = kind === 'bet' ? [walletId, vendorId] : [vendorId, walletId];
    const { key, hash, op } = toBatchItem({
      type: 'transfer',
      merchantId: session.merchantId,
      key: ledgerKey(vendor, kind, action.transactionId),
      transfers: [
        {
          debitAccountId,
          creditAccountId,
          amount: action.amount,
          currency: session.currency,
          kind,
          reference: `${vendor.code}:${round.roundId}`,
          metadata: { vendor: vendor.code, roundId: round.roundId, gameCode: round.gameCode },
        },
      ],
    });
    return { key, hash, op };
  };
}

/**
 * The combined call's fast path for a plain instant round: its whole wallet side is one database function
 * (`seamless_instant_round_apply`), committed with the other rounds of its group (instant-round-writer.ts),
 * with no lock on the vendor's account held across a round trip.
 * It stores exactly what the general path stores (the round, both vendor transactions with their answers,
 * both ledger transfers under the same idempotency keys and request hashes), so repeats, rollbacks and
 * settlement treat its rounds alike. Undefined: the general path (playRound) must answer this call, because
 * it is not a plain round, needs a check only the general path makes, or was refused or repeated (the
 * statement then changed nothing).
 */
export async function tryInstantRound(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: RoundRequest,
): Promise<RoundAnswer | undefined> {
  const actions = betThenWin(request);
  if (!actions) return undefined;
  const { bet, win } = actions;
  const session = await sessionOfToken(deps.db, vendor, request.sessionToken);
  if (!session || session.currency !== request.currency) return undefined;
  const gameId = await gameIdOf(deps.db, vendor, request.gameCode);
  if (gameId === undefined) return undefined;
  const ceiling = ceilingOf(vendor, gameId);
  if (await needsGeneralPath(deps, session, ceiling, bet.amount, win.amount)) return undefined;
  const { roundId, gameCode, currency } = request;
  const transfer = await walletTransfers(deps.db, vendor, session, { roundId, gameCode });
  const fields = { roundId, gameCode, currency };
  const unsigned = { sessionToken: undefined, accountId: session.accountId };
  const betHash = requestHashOf('bet', {
    ...betRequestOf(request.sessionToken, { ...bet, ...fields }),
    ...unsigned,
  });
  const winHash = requestHashOf('win', {
    ...winRequestOf(request.sessionToken, { ...win, ...fields, endRound: win.endRound }),
    ...unsigned,
  });
  const payload = {
    ...roundOfSession(vendor, session, { roundId, gameCode, currency }, true),
    maxBalance: ceiling.maxBalanceMinor.toString(),
    bigWin: session.isTrial ? null : await bigWinRuleOf(deps.db, session.merchantId),
    bet: {
      transactionId: bet.transactionId,
      amount: bet.amount.toString(),
      requestHash: betHash,
      ...transfer('bet', bet),
    },
    win: {
      transactionId: win.transactionId,
      amount: win.amount.toString(),
      requestHash: winHash,
      ...(win.amount > 0n ? transfer('win', win) : {}),
    },
  };
  // Refused, repeated or racing another path: nothing was applied, and the general path answers it.
  const result = await instantRoundWriterOf(deps.db).submit(payload, session.accountId);
  if (!result) return undefined;
  for (const applied of result.transfers) deps.ledger.announceApplied(decodeResult(applied));
  if (result.bigWin) deps.onBigWin?.(session.merchantId);
  const betAnswer = answerOf(result.bet);
  const winAnswer = answerOf(result.win);
  return {
    balance: winAnswer.balance,
    currency: winAnswer.currency,
    actions: [
      { type: 'bet', transactionId: bet.transactionId, answer: betAnswer },
      { type: 'win', transactionId: win.transactionId, answer: winAnswer },
    ],
  };
}
