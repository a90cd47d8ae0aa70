import { record } from '../paytable-json';

/** A stored round's choices ({ stake } as a number or string) as the verify page's input ({ stake: "…" }). */
export function jackpotInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices) return stored;
  const stake = choices.stake;
  return { stake: typeof stake === 'bigint' || typeof stake === 'number' ? stake.toString() : String(stake ?? '') };
}
