import { diceGame } from './dice/dice';
import type { AnyStudioGame } from './game';
import { rouletteGame } from './roulette/roulette';
import { slotGame } from './slot-20/slot';

/** The studio's games by code. */
export const studioGames: Readonly<Record<string, AnyStudioGame>> = {
  [diceGame.code]: diceGame,
  [rouletteGame.code]: rouletteGame,
  [slotGame.code]: slotGame,
};

export function studioGame(code: string): AnyStudioGame | undefined {
  return Object.hasOwn(studioGames, code) ? studioGames[code] : undefined;
}
