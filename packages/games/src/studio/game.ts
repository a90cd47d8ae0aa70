import type { Rng } from '../fairness/fair-rng';

/**
 * The maths of one studio game. Money is bigint minor units everywhere; multipliers are integer
 * ratios and payouts are floored to the minor unit. `payout` is what the round returns to the
 * player, stake included (0 for a loss), so RTP = total payout / total stake.
 */
export interface StudioGame<Choices, Detail> {
  /** 'fortuna-dice', 'fortuna-roulette', 'fortuna-slot-20'. */
  code: string;
  /** Version of the maths ('1.0.0'), stored with every round. */
  version: string;
  /** Theoretical return to player as a fraction (0.9899 = 98.99%). */
  statedRtp: number;
  /** JSON-able rules and pays, shown on the paytable/help screen and stored with rounds. */
  paytable: unknown;
  /** Validates the player's choices; returns the normalised choices or an error message. */
  validate(choices: unknown): { ok: true; choices: Choices } | { ok: false; message: string };
  /** Total stake in minor units for these choices (roulette sums its chips). */
  stakeOf(choices: Choices): bigint;
  /** Plays one round from the RNG: payout in minor units (integer maths, floored) and what happened. */
  play(choices: Choices, rng: Rng): { payout: bigint; detail: Detail };
}

/**
 * A game whose choice and detail types do not matter to the caller (registries, the simulator).
 * Method parameters are bivariant, so every `StudioGame<C, D>` is one; pass `play` only choices
 * that came out of the same game's `validate`.
 */
export type AnyStudioGame = StudioGame<unknown, unknown>;
