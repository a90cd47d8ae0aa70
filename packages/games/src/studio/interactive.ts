import type { Rng } from '../fairness/fair-rng';
import { isRecord } from './money';

/** One decision of the player, as the client sends it: `{ type: 'hit' }`, `{ type: 'reveal', tile: 7 }`. */
export interface InteractiveAction {
  type: string;
  [field: string]: unknown;
}

/** The outcome of a decision: the new state, or why it is not possible now (the state is unchanged). */
export type ActionStep<State> = { ok: true; state: State } | { ok: false; message: string };

/**
 * A game whose round waits for the player's decisions (blackjack, video poker, mines). The server
 * keeps the private state (shoe, mine layout, undealt cards) and sends only {@link view}; every
 * method is pure, so a round replays exactly from its seeds and its stored final choices.
 */
export interface InteractiveGame<Choices, State, View = unknown> {
  code: string;
  /** The start choices (no decisions in them: `{ stake, mines }`, `{ stake }`, `{ coinValue, coins }`). */
  parseStart(input: unknown): { ok: true; choices: Choices } | { ok: false; message: string };
  /** The stake taken when the round starts. */
  startStake(choices: Choices): bigint;
  /** Deals / lays out the round from the provably-fair stream. */
  start(choices: Choices, rng: Rng): State;
  /** Applies one decision; an action not possible now is refused with a message. */
  act(state: State, action: InteractiveAction): ActionStep<State>;
  /** The further stake the action takes when applied (blackjack double, split, insurance); 0 otherwise. */
  extraStake(state: State, action: InteractiveAction): bigint;
  isOver(state: State): boolean;
  /** Everything returned to the player, stakes included (0 until the round is over). */
  payout(state: State): bigint;
  /** Everything the player put in so far (initial stake and every extra stake). */
  wagered(state: State): bigint;
  /** What the player may see: no hidden information (hole card, mines, undealt cards) while playing. */
  view(state: State): View;
  /** The choices stored with a finished round; {@link replay} plays them back to the same state. */
  finalChoices(state: State): unknown;
  /** Ends a round the player abandoned by the game's documented decision (docs/studio.md). */
  finishAbandoned(state: State): State;
  /** The state as JSON-able data (bigints as `{ $bigint: '…' }`), and back. */
  serialize(state: State): unknown;
  deserialize(stored: unknown): State;
  /**
   * Plays a finished round back from its final choices (`{ stake, actions }`, `{ coinValue, coins, held }`,
   * `{ stake, mines, tiles }`); null when the choices are not in that form.
   */
  replay(choices: unknown, rng: Rng): ActionStep<State> | null;
}

/** A registry entry: choice and state types do not matter to the caller. */
export type AnyInteractiveGame = InteractiveGame<unknown, unknown, unknown>;

/** Bigints become `{ $bigint: '123' }` so the state survives JSON (and jsonb) unchanged. */
export function encodeBigints(value: unknown): unknown {
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (Array.isArray(value)) return value.map(encodeBigints);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeBigints(item)]));
  return value;
}

/** The reverse of {@link encodeBigints}. */
export function decodeBigints(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeBigints);
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$bigint' && typeof value.$bigint === 'string') return BigInt(value.$bigint);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeBigints(item)]));
  }
  return value;
}

/** Refuses fields other than `allowed` in a start or action object. */
export function unexpectedField(input: Record<string, unknown>, allowed: readonly string[]): string | null {
  const extra = Object.keys(input).find((key) => !allowed.includes(key));
  return extra === undefined ? null : `Unexpected field '${extra}'.`;
}
