import { FairRng } from '../fairness/fair-rng';
import type { StudioGame } from './game';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Everything needed to store, show and replay one round. */
export interface PlayedRound<Choices, Detail> {
  game: string;
  version: string;
  choices: Choices;
  stake: bigint;
  payout: bigint;
  detail: Detail;
  /** Floats the round read from the seeds' stream (replay reads the same number). */
  floatsUsed: number;
}

/**
 * One round through the real path: validate the player's choices, price them, and play them from
 * the provably-fair stream of (serverSeed, clientSeed, nonce). Replaying with the same seeds, nonce
 * and choices gives the same round.
 */
export function playRound<Choices, Detail>(
  game: StudioGame<Choices, Detail>,
  seeds: RoundSeeds,
  choicesInput: unknown,
): { ok: true; round: PlayedRound<Choices, Detail> } | { ok: false; message: string } {
  const validated = game.validate(choicesInput);
  if (!validated.ok) return validated;
  const rng = new FairRng(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  const stake = game.stakeOf(validated.choices);
  const { payout, detail } = game.play(validated.choices, rng);
  return {
    ok: true,
    round: {
      game: game.code,
      version: game.version,
      choices: validated.choices,
      stake,
      payout,
      detail,
      floatsUsed: rng.floatsUsed,
    },
  };
}
