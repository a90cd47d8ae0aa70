import { generateClientSeed, generateServerSeed } from '../fairness/seeds';
import { studioGame } from '../studio/index';
import { playRound } from '../studio/round';
import { simProfiles } from './profiles';
import { addRound, emptyMoments, type Moments } from './stats';

/** A simulated player keeps a seed pair for this many bets (nonce 0, 1, 2 …), then rotates to fresh seeds. */
export const ROUNDS_PER_SEED_PAIR = 1_000;

/**
 * A progressive game's stated RTP counts its pool: every contribution is paid back to some winner in
 * the long run, so the sim credits each round's contribution as returned (the pool is paid by the
 * server, outside the game's own payout).
 */
function poolReturnOf(detail: unknown): bigint {
  if (typeof detail !== 'object' || detail === null || !('jackpotContribution' in detail)) return 0n;
  const contribution = detail.jackpotContribution;
  return typeof contribution === 'string' && /^\d+$/.test(contribution) ? BigInt(contribution) : 0n;
}

/**
 * Plays `rounds` rounds of a game through `playRound` (validation, FairRng, play) with fresh
 * random seeds, and sums stakes and payouts.
 */
export function simulate(code: string, rounds: number): Moments {
  const game = studioGame(code);
  const profile = simProfiles[code];
  if (!game || !profile) throw new Error(`unknown game '${code}'`);
  const moments = emptyMoments();
  let serverSeed = '';
  let clientSeed = '';
  for (let i = 0; i < rounds; i++) {
    const nonce = i % ROUNDS_PER_SEED_PAIR;
    if (nonce === 0) {
      serverSeed = generateServerSeed();
      clientSeed = generateClientSeed();
    }
    const played = playRound(game, { serverSeed, clientSeed, nonce }, profile());
    if (!played.ok) throw new Error(`${code}: simulated choices refused: ${played.message}`);
    addRound(moments, played.round.stake, played.round.payout + poolReturnOf(played.round.detail));
  }
  return moments;
}
