import { blackjackInteractive } from './blackjack/blackjack-interactive';
import type { AnyInteractiveGame } from './interactive';
import { minesInteractive } from './mines/mines-interactive';
import { videoPokerInteractive } from './video-poker/video-poker-interactive';

/** The studio's games played decision by decision, by code. */
export const interactiveGames: Readonly<Record<string, AnyInteractiveGame>> = {
  [minesInteractive.code]: minesInteractive as AnyInteractiveGame,
  [blackjackInteractive.code]: blackjackInteractive as AnyInteractiveGame,
  [videoPokerInteractive.code]: videoPokerInteractive as AnyInteractiveGame,
};

export function interactiveGame(code: string): AnyInteractiveGame | undefined {
  return Object.hasOwn(interactiveGames, code) ? interactiveGames[code] : undefined;
}
