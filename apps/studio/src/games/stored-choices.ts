import { hundredthsText } from './dice/dice-maths';
import { record } from './paytable-json';

/*
 * A stored round keeps the choices as the game normalised them (dice: targetHundredths; roulette:
 * chips with odds and covers; money as strings). The verify page replays from the choices the
 * player sends, so these turn stored choices back into that input form.
 */

const text = (value: unknown): string =>
  typeof value === 'bigint' || typeof value === 'number' ? value.toString() : String(value ?? '');

export function diceInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices) return stored;
  const target =
    typeof choices.targetHundredths === 'number' ? hundredthsText(choices.targetHundredths) : choices.target;
  return {
    stake: text(choices.stake),
    direction: choices.direction,
    target: typeof target === 'number' ? target.toFixed(2) : target,
  };
}

export function rouletteInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices || !Array.isArray(choices.chips)) return stored;
  return {
    chips: choices.chips.map((chip) => {
      const c = record(chip);
      return c ? { bet: c.bet, amount: text(c.amount) } : chip;
    }),
  };
}

export function slotInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  return choices ? { coin: text(choices.coin) } : stored;
}
