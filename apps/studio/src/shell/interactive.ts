import type { PlayRoundAnswer, StudioRound } from '@fortuna/contracts/studio';
import type { RoundAction } from '../api/studio-api';
import type { GameModule } from '../games/types';
import { readMinor } from '../lib/money';
import { type PendingPlay, type PlayRequestTracker, type RetryOptions, sendPlay } from '../lib/request-id';

/** One decision waiting to be sent: the round it belongs to and the action. */
export interface ActionRequest {
  roundId: string;
  action: RoundAction;
}

/** The round when it still waits for the player's decisions ('open'), otherwise null. */
export function interactiveOpenRound(round: StudioRound | null | undefined): StudioRound | null {
  return round && round.status === 'open' ? round : null;
}

/** An open round of an interactive game that the player still has decisions to make in. */
export function waitsForPlayer(
  module: Pick<GameModule, 'interactive' | 'awaitsPlayer'>,
  round: StudioRound | null | undefined,
): boolean {
  if (!module.interactive || !round || round.status !== 'open') return false;
  return module.awaitsPlayer ? module.awaitsPlayer(round) : true;
}

/**
 * The balance to show while a settled answer is revealed: the wallet after the last wager and
 * before the payout (the payout lands when the game settles the round). Null when unreadable.
 */
export function balanceShownDuringReveal(answer: PlayRoundAnswer): bigint | null {
  const balance = readMinor(answer.balance);
  if (balance === null) return null;
  const payout = answer.round.status === 'settled' ? (readMinor(answer.round.payout) ?? 0n) : 0n;
  return balance - payout;
}

/**
 * Sends a decision with the same requestId bookkeeping as a play: automatic resends after a
 * network or server failure reuse the id, so the server applies the decision once.
 */
export function sendRoundAction(
  tracker: PlayRequestTracker<ActionRequest>,
  request: PendingPlay<ActionRequest>,
  send: (roundId: string, action: RoundAction, requestId: string) => Promise<PlayRoundAnswer>,
  options?: RetryOptions,
): Promise<PlayRoundAnswer> {
  return sendPlay(tracker, request, (body) => send(body.choices.roundId, body.choices.action, body.requestId), options);
}
