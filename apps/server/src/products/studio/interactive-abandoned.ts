import { interactiveGame } from '@fortuna/games/studio/interactive-games';
import { AppError } from '../../http/app-error';
import { releaseClaim } from './interactive-commit';
import { findAbandonedInteractiveRounds, type PendingAction, updateRoundIfVersion } from './interactive-rounds.repo';
import { jsonSafe } from './json-safe';
import { findSessionById, type StudioRoundRow } from './studio.repo';
import { completeRound, type StudioDeps } from './studio.service';

/** An interactive round waiting this long for its player is finished by the server. */
export const ABANDONED_ROUND_MS = 24 * 60 * 60_000;

/**
 * Finishes a round its player abandoned with the game's own decision (blackjack: no insurance, stand on
 * every hand; video poker: the optimal hold; mines: cash out, or the stake back when no tile was
 * revealed), then pays it. An extra stake still with the wallet is refunded first. Returns the round as
 * it now stands (still open when the wallet did not answer: the next run tries again).
 */
export async function finishAbandonedRound(deps: StudioDeps, round: StudioRoundRow): Promise<StudioRoundRow> {
  const game = interactiveGame(round.gameCode);
  if (!game || round.status !== 'open' || round.privateState === null) return round;
  const session = await findSessionById(deps.db, round.sessionId);
  if (!session) throw new Error('studio session of the round vanished');
  let current = round;
  const pending = round.pendingAction as PendingAction | null;
  if (pending) {
    try {
      const released = await releaseClaim(deps, session, round, pending);
      if (!released) return round;
      current = released;
    } catch (error) {
      if (error instanceof AppError && error.code === 'WALLET_UNREACHABLE') return round;
      throw error;
    }
  }
  const finished = game.finishAbandoned(game.deserialize(current.privateState));
  const updated = await updateRoundIfVersion(deps.db, current.roundId, current.version, {
    privateState: game.serialize(finished),
    detail: jsonSafe(game.view(finished)),
    stakeMinor: game.wagered(finished),
    payoutMinor: game.payout(finished),
    choices: jsonSafe(game.finalChoices(finished)),
    endedAt: new Date(),
  });
  return updated ? completeRound(deps, updated) : current;
}

/** The job's pass over abandoned interactive rounds: those started more than `olderThanMs` before `now`. */
export async function finishAbandonedRounds(
  deps: StudioDeps,
  options: {
    now?: Date;
    olderThanMs?: number;
    limit?: number;
    onError?: (round: StudioRoundRow, error: unknown) => void;
  } = {},
): Promise<StudioRoundRow[]> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.olderThanMs ?? ABANDONED_ROUND_MS));
  const rounds = await findAbandonedInteractiveRounds(deps.db, cutoff, options.limit ?? 100);
  const finished: StudioRoundRow[] = [];
  for (const round of rounds) {
    // One round that cannot be finished now (its session gone, a wallet refusal) must not hold up the others.
    try {
      finished.push(await finishAbandonedRound(deps, round));
    } catch (error) {
      options.onError?.(round, error);
    }
  }
  return finished;
}
