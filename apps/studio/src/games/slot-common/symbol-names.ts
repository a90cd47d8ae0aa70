import type { TextKey, Translate } from '../../i18n/i18n';

const SHARED = ['WILD', 'SCATTER', 'CROWN', 'HORN', 'HORSESHOE', 'CLOVER', 'A', 'K', 'Q', 'J'];

/** A symbol's name in the player's language (symbol.X for the 20-line set, slots.symbol.X for the others). */
export function symbolName(symbol: string, t: Translate): string {
  const key = SHARED.includes(symbol) ? `symbol.${symbol}` : `slots.symbol.${symbol}`;
  return t(key as TextKey);
}
