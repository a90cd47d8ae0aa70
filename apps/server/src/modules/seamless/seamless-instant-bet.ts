import type { BetRequest, WalletAnswer } from '@fortuna/contracts/seamless';
import { decodeResult } from '../ledger/ledger-codec';
import { instantRoundWriterOf } from './instant-round-writer';
import type { SeamlessDeps } from './seamless.service';
import { betRequestOf, requestHashOf } from './seamless-actions';
import {
  answerOf,
  gameIdOf,
  needsGeneralPath,
  roundOfSession,
  sessionOfToken,
  walletTransfers,
} from './seamless-instant-round';
import { ceilingOf, type SeamlessVendor } from './vendor-keys';

/**
 * The single `bet` call's fast path (ADR 0047), for the stakes of products that settle later (a lottery ticket,
 * a sports bet): a round's first bet is applied by the instant rounds' database function with no win, the round
 * left open with the stake, committed with the other rounds and bets of its group. It stores exactly what the
 * general path stores for a first bet (the round, the bet's vendor transaction with its answer, the ledger
 * transfer under the same key and request hash), so repeats, wins, rollbacks and settlement treat it alike.
 * Undefined: the general path must answer (a member with responsible-gaming settings, a second bet on an open
 * round, a repeated or rolled-back transaction id, insufficient funds, a closed session or game: the statement
 * then changed nothing).
 */
export async function tryInstantBet(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: BetRequest,
): Promise<WalletAnswer | undefined> {
  const session = await sessionOfToken(deps.db, vendor, request.sessionToken);
  if (!session || session.currency !== request.currency) return undefined;
  const gameId = await gameIdOf(deps.db, vendor, request.gameCode);
  if (gameId === undefined) return undefined;
  if (await needsGeneralPath(deps, session, ceilingOf(vendor, gameId), request.amount, 0n)) return undefined;
  const { roundId, gameCode, currency } = request;
  const transfer = await walletTransfers(deps.db, vendor, session, { roundId, gameCode });
  const requestHash = requestHashOf('bet', {
    ...betRequestOf(request.sessionToken, request),
    sessionToken: undefined,
    accountId: session.accountId,
  });
  const payload = {
    ...roundOfSession(vendor, session, { roundId, gameCode, currency }, false),
    bet: {
      transactionId: request.transactionId,
      amount: request.amount.toString(),
      requestHash,
      ...transfer('bet', request),
    },
  };
  const result = await instantRoundWriterOf(deps.db).submit(payload, session.accountId);
  if (!result) return undefined;
  for (const applied of result.transfers) deps.ledger.announceApplied(decodeResult(applied));
  return answerOf(result.bet);
}
