import { randomUUID } from 'node:crypto';
import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { FairRng } from '@fortuna/games/fairness/fair-rng';
import type { InteractiveAction } from '@fortuna/games/studio/interactive';
import { AppError } from '../../http/app-error';
import { WalletUnreachable } from '../kit/wallet-call';
import { applyClaimed, commitState, interactiveOf, releaseClaim, stateColumns } from './interactive-commit';
import { awaitsDecision, type PendingAction, updateRoundIfVersion } from './interactive-rounds.repo';
import { jsonSafe } from './json-safe';
import {
  findOpenRoundOfPlayer,
  findRound,
  findRoundOfRequest,
  insertRound,
  lockActiveSeed,
  type StudioRoundRow,
  type StudioSessionRow,
  takeNonce,
  updateRound,
} from './studio.repo';
import { activeSeed, answerOf, completeRound, gameOf, type StudioDeps } from './studio.service';
import { checkStakeLimits } from './studio-catalogue';
import { walletSessionOf } from './studio-windows';

/** A claimed decision older than this whose client went away may be completed by the next decision. */
const PENDING_GRACE_MS = 30_000;

/**
 * Starts an interactive round: the deal (or mine layout) is fixed from the next nonce and stored, then the
 * stake is taken. The answer is the open round (settled at once when the deal ends it, as a natural does).
 */
export async function startInteractiveRound(
  deps: StudioDeps,
  session: StudioSessionRow,
  choicesInput: unknown,
  requestId: string,
): Promise<PlayRoundAnswer> {
  const studioGame = gameOf(session.gameCode);
  const game = interactiveOf(studioGame.code);
  const parsed = game.parseStart(choicesInput);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', parsed.message);
  const stake = game.startStake(parsed.choices);
  checkStakeLimits(stake, session.currency);
  const earlier = await findRoundOfRequest(deps.db, session.id, requestId);
  if (earlier) return answerOf(deps, session, earlier);
  await activeSeed(deps.db, session.playerId);
  // One start at a time per player, under the seed pair's lock: no second open round of the game, and the
  // seed pair cannot be revealed while the round dealt from it is inserted.
  const { round, isNew } = await deps.db.transaction(async (tx) => {
    const seed = await lockActiveSeed(tx, session.playerId);
    if (!seed) throw new AppError('CONFLICT', 'Your seed pair changed meanwhile, please try again');
    const [open] = await findOpenRoundOfPlayer(tx, session.playerId, game.code);
    if (open) throw new AppError('CONFLICT', 'Finish your open round of this game first');
    const nonce = await takeNonce(tx, seed.id);
    const rng = new FairRng(seed.serverSeed, seed.clientSeed, nonce);
    const state = game.start(parsed.choices, rng);
    return insertRound(tx, {
      roundId: randomUUID(),
      playerId: session.playerId,
      sessionId: session.id,
      requestId,
      gameCode: game.code,
      gameVersion: studioGame.version,
      currency: session.currency,
      paytable: jsonSafe(studioGame.paytable),
      seedId: seed.id,
      clientSeed: seed.clientSeed,
      nonce,
      floatsUsed: rng.floatsUsed,
      ...stateColumns(game, state, parsed.choices),
    });
  });
  if (!isNew) return answerOf(deps, session, round);
  let current: StudioRoundRow;
  try {
    const debited = await deps.wallet.bet(
      await walletSessionOf(deps, session),
      round.roundId,
      game.code,
      stake,
      round.currency,
    );
    current = await updateRound(deps.db, round.roundId, {
      betConfirmed: true,
      balanceBeforeMinor: BigInt(debited.balance) + stake,
      balanceAfterMinor: BigInt(debited.balance),
    });
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    await updateRound(deps.db, round.roundId, { status: 'void', endedAt: new Date() });
    throw error;
  }
  return answerOf(deps, session, await completeRound(deps, current));
}

/** Loads the player's interactive round; another player's round does not exist for them. */
async function roundOfPlayer(deps: StudioDeps, session: StudioSessionRow, roundId: string): Promise<StudioRoundRow> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.playerId !== session.playerId) throw new AppError('ROUND_NOT_FOUND');
  return round;
}

/** After a lost compare-and-set: the same request applied meanwhile answers; another decision won. */
async function afterLostRace(deps: StudioDeps, session: StudioSessionRow, roundId: string, requestId: string) {
  const round = await roundOfPlayer(deps, session, roundId);
  if (round.actionRequests.includes(requestId)) return answerOf(deps, session, round);
  throw new AppError('CONFLICT', 'Another decision on this round was applied first: look at the round again');
}

/**
 * Applies one decision of the player to their open round. Retried requests apply once; two decisions sent
 * at once cannot both apply (compare-and-set on the round's version); extra stakes go through the wallet
 * as further bets of the round (numbered by the round's version, so a number is never reused); the round
 * is paid when the decision ends it.
 */
export async function applyRoundAction(
  deps: StudioDeps,
  session: StudioSessionRow,
  roundId: string,
  action: InteractiveAction,
  requestId: string,
): Promise<PlayRoundAnswer> {
  let round = await roundOfPlayer(deps, session, roundId);
  const game = interactiveOf(round.gameCode);
  if (round.actionRequests.includes(requestId)) return answerOf(deps, session, round);
  const pending = round.pendingAction as PendingAction | null;
  if (pending?.cancelling) {
    // A cancelled decision is finished off first: its stake goes back, and it never applies.
    const released = await releaseClaim(deps, session, round, pending);
    if (!released) return afterLostRace(deps, session, roundId, requestId);
    if (pending.requestId === requestId) {
      throw new AppError('CONFLICT', 'This decision was cancelled: its stake was not confirmed in time. Decide again');
    }
    round = released;
  } else if (pending?.requestId === requestId) {
    // The same decision sent again after its extra stake went unanswered: send the same stake again.
    const applied = await applyClaimed(deps, session, round, pending);
    return applied ? answerOf(deps, session, applied) : afterLostRace(deps, session, roundId, requestId);
  } else if (pending) {
    if (Date.now() - Date.parse(pending.claimedAt) < PENDING_GRACE_MS) {
      throw new AppError('CONFLICT', 'Another decision on this round is being applied: try again in a moment');
    }
    // A decision left unconfirmed by a client that went away is cancelled, and this one applies instead.
    const released = await releaseClaim(deps, session, round, pending);
    if (!released) return afterLostRace(deps, session, roundId, requestId);
    round = released;
  }
  if (!awaitsDecision(round)) {
    throw new AppError(
      'VALIDATION_FAILED',
      round.betConfirmed ? 'The round is over' : 'The stake of this round is not confirmed',
    );
  }
  const state = game.deserialize(round.privateState);
  const step = game.act(state, action);
  if (!step.ok) throw new AppError('VALIDATION_FAILED', step.message);
  const extraStake = game.extraStake(state, action);
  if (extraStake === 0n) {
    const committed = await commitState(deps, round, step.state, requestId);
    return committed ? answerOf(deps, session, committed) : afterLostRace(deps, session, roundId, requestId);
  }
  const claim: PendingAction = {
    requestId,
    action,
    betNumber: round.version + 2,
    amount: extraStake.toString(),
    claimedAt: new Date().toISOString(),
  };
  const claimed = await updateRoundIfVersion(deps.db, roundId, round.version, { pendingAction: claim });
  if (!claimed) return afterLostRace(deps, session, roundId, requestId);
  const applied = await applyClaimed(deps, session, claimed, claim);
  return applied ? answerOf(deps, session, applied) : afterLostRace(deps, session, roundId, requestId);
}
