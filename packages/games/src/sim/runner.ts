import { generateClientSeed, generateServerSeed } from '../fairness/seeds';
import { studioGame } from '../studio/index';
import { playRound } from '../studio/round';
import { simProfiles } from './profiles';
import { addRound, emptyMoments, type Moments } from './stats';

/** A simulated player keeps a seed pair for this many bets (nonce 0, 1, 2 …), then rotates to fresh seeds. */
export const ROUNDS_PER_SEED_PAIR = 1_000;

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
    addRound(moments, played.round.stake, played.round.payout);
  }
  return moments;
}
