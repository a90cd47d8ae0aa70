import type { AnyInteractiveGame } from '@fortuna/games/studio/interactive';
import { interactiveGame } from '@fortuna/games/studio/interactive-games';
import { AppError } from '../../http/app-error';
import { WalletUnreachable } from '../kit/wallet-call';
import { type PendingAction, updateRoundIfVersion } from './interactive-rounds.repo';
import { jsonSafe } from './json-safe';
import type { StudioRoundRow, StudioSessionRow } from './studio.repo';
import { completeRound, type StudioDeps } from './studio.service';
import { walletSessionOf } from './studio-windows';

/** Writing an interactive round's state: each decision over the version it was computed from, and claims for extra stakes. */

export function interactiveOf(code: string): AnyInteractiveGame {
  const game = interactiveGame(code);
  if (!game) throw new AppError('VALIDATION_FAILED', 'This game plays single rounds: no decisions are taken');
  return game;
}

/** What a state stores: private state, public detail, money so far, and the final choices once over. */
export function stateColumns(game: AnyInteractiveGame, state: unknown, startChoices: unknown) {
  const over = game.isOver(state);
  return {
    privateState: game.serialize(state),
    detail: jsonSafe(game.view(state)),
    stakeMinor: game.wagered(state),
    payoutMinor: over ? game.payout(state) : 0n,
    choices: jsonSafe(over ? game.finalChoices(state) : startChoices),
    endedAt: over ? new Date() : null,
  };
}

/** Writes the state after a decision over the version it was computed from, and settles a finished round. */
export async function commitState(
  deps: StudioDeps,
  round: StudioRoundRow,
  next: unknown,
  requestId: string,
  extra: { extraBets?: number; balanceAfterMinor?: bigint } = {},
): Promise<StudioRoundRow | undefined> {
  const game = interactiveOf(round.gameCode);
  const updated = await updateRoundIfVersion(deps.db, round.roundId, round.version, {
    ...stateColumns(game, next, round.choices),
    actionRequests: [...round.actionRequests, requestId],
    pendingAction: null,
    ...extra,
  });
  if (!updated) return undefined;
  return game.isOver(next) ? completeRound(deps, updated) : updated;
}

/**
 * Takes the extra stake of a claimed decision and applies it. A refused stake releases the claim and leaves
 * the round as it was; an unanswered one keeps the claim, so a retry sends the same transaction again.
 */
export async function applyClaimed(
  deps: StudioDeps,
  session: StudioSessionRow,
  round: StudioRoundRow,
  pending: PendingAction,
): Promise<StudioRoundRow | undefined> {
  const game = interactiveOf(round.gameCode);
  let balance: bigint;
  try {
    const walletSession = await walletSessionOf(deps, session);
    const amount = BigInt(pending.amount);
    const debited = await deps.wallet.extraBet(
      walletSession,
      round.roundId,
      pending.betNumber,
      round.gameCode,
      amount,
      round.currency,
    );
    balance = BigInt(debited.balance);
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    await updateRoundIfVersion(deps.db, round.roundId, round.version, { pendingAction: null });
    throw error;
  }
  const step = game.act(game.deserialize(round.privateState), pending.action);
  if (!step.ok) throw new Error(`a claimed decision no longer applies: ${step.message}`);
  return commitState(deps, round, step.state, pending.requestId, {
    extraBets: round.extraBets + 1,
    balanceAfterMinor: balance,
  });
}

/**
 * Cancels a claimed decision whose extra stake was never confirmed. The round is fenced first (the claim is
 * marked cancelling, which moves the version on), so the decision can no longer be applied by a late retry;
 * then the stake is rolled back (safe if it never reached the wallet: a late arrival is refused) and the
 * round released as it was. Undefined when another call changed the round first.
 */
export async function releaseClaim(
  deps: StudioDeps,
  session: StudioSessionRow,
  round: StudioRoundRow,
  pending: PendingAction,
): Promise<StudioRoundRow | undefined> {
  const fenced = pending.cancelling
    ? round
    : await updateRoundIfVersion(deps.db, round.roundId, round.version, {
        pendingAction: { ...pending, cancelling: true },
      });
  if (!fenced) return undefined;
  try {
    await deps.wallet.rollbackExtraBet(await walletSessionOf(deps, session), round.roundId, pending.betNumber);
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    throw error;
  }
  return updateRoundIfVersion(deps.db, round.roundId, fenced.version, { pendingAction: null });
}
