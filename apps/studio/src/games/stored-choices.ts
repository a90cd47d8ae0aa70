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

export function plinkoInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  return choices ? { stake: text(choices.stake), rows: choices.rows, risk: choices.risk } : stored;
}

/** Mines replays the tiles the player revealed, in order (the mine last when the round busted). */
export function minesInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices) return stored;
  return {
    stake: text(choices.stake),
    mines: choices.mines,
    tiles: Array.isArray(choices.tiles) ? [...choices.tiles] : choices.tiles,
  };
}

export function scratchInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  return choices ? { stake: text(choices.stake) } : stored;
}

/** Baccarat: the chip amount of each bet, as strings. */
export function baccaratInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices) return stored;
  return Object.fromEntries(Object.entries(choices).map(([bet, amount]) => [bet, text(amount)]));
}

/** Blackjack replays the stake and every decision in order. */
export function blackjackInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices) return stored;
  return { stake: text(choices.stake), actions: Array.isArray(choices.actions) ? [...choices.actions] : [] };
}

/** Video poker replays the coin value, the coins and the cards held at the draw. */
export function videoPokerInputChoices(stored: unknown): unknown {
  const choices = record(stored);
  if (!choices) return stored;
  return {
    coinValue: text(choices.coinValue),
    coins: choices.coins,
    held: Array.isArray(choices.held) ? [...choices.held] : choices.held,
  };
}
