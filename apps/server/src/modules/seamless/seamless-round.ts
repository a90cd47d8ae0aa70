import type { RoundAnswer, RoundRequest, WalletAnswer } from '@fortuna/contracts/seamless';
import { inTransaction } from '../../db/transaction';
import { SeamlessError } from '../../http/seamless-error';
import { assertVendorEnabled, playableGame, type SeamlessDeps, sessionOf } from './seamless.service';
import {
  applyBet,
  applyWin,
  availableBalance,
  betRequestOf,
  isInsufficientFunds,
  winRequestOf,
  withinBounds,
} from './seamless-actions';
import { tryInstantRound } from './seamless-instant-round';
import type { SeamlessVendor } from './vendor-keys';
import { flaggingRefusedWins } from './win-ceiling';

/** Names the action a refusal came from, so the vendor knows which of its transactions was refused. */
function refusedAt(error: unknown, transactionId: string): unknown {
  if (error instanceof SeamlessError && error.value === null) error.withValue({ refusedTransactionId: transactionId });
  return error;
}

/**
 * The combined call of instant games: the round's actions (its bet, then its win) applied in order in one
 * transaction. A plain round (one bet, then its win ending the round) takes the one-statement path first
 * (seamless-instant-round.ts); what that path leaves alone is applied here. Each action is the same step
 * its single call runs, so it is idempotent by its own transaction id and refused on its own terms; a
 * refusal of any action rolls the whole call back.
 */
export async function playRound(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: RoundRequest,
): Promise<RoundAnswer> {
  return (await tryInstantRound(deps, vendor, request)) ?? applyRoundActions(deps, vendor, request);
}

/** The combined call's general path: every action applied by the step its single call runs. */
export async function applyRoundActions(
  deps: SeamlessDeps,
  vendor: SeamlessVendor,
  request: RoundRequest,
): Promise<RoundAnswer> {
  const hasBet = request.actions.some((action) => action.type === 'bet');
  const { session } = await sessionOf(deps.db, vendor, request.sessionToken, hasBet);
  if (request.currency !== session.currency) throw new SeamlessError('CURRENCY_MISMATCH');
  const context = { ledger: deps.ledger, vendor, session, onBigWin: deps.onBigWin, guards: deps };
  const { roundId, gameCode, currency } = request;
  let current = '';
  try {
    const actions = await flaggingRefusedWins(deps, () =>
      withinBounds(() =>
        inTransaction(deps.db, async (tx) => {
          const game = hasBet ? await playableGame(tx, vendor, request.gameCode) : undefined;
          if (!hasBet) await assertVendorEnabled(tx, vendor);
          const answers: RoundAnswer['actions'] = [];
          for (const action of request.actions) {
            current = action.transactionId;
            const fields = { ...action, roundId, gameCode, currency };
            let answer: WalletAnswer;
            if (action.type === 'bet') {
              if (!game) throw new Error('a bet without its game');
              answer = await applyBet(tx, context, game.id, betRequestOf(request.sessionToken, fields));
            } else {
              answer = await applyWin(
                tx,
                context,
                winRequestOf(request.sessionToken, { ...fields, endRound: action.endRound }),
              );
            }
            answers.push({ type: action.type, transactionId: action.transactionId, answer });
          }
          return answers;
        }),
      ),
    );
    const last = actions.at(-1)?.answer;
    if (!last) throw new Error('a round call without actions');
    return { balance: last.balance, currency: last.currency, actions };
  } catch (error) {
    if (!isInsufficientFunds(error)) throw refusedAt(error, current);
    const balance = await availableBalance(deps.db, session);
    throw new SeamlessError('INSUFFICIENT_FUNDS').withValue({ ...balance, refusedTransactionId: current });
  }
}
