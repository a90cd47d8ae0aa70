import { baccaratGame } from './baccarat/baccarat';
import { blackjackGame } from './blackjack/blackjack';
import { crashGame } from './crash/crash';
import { diceGame } from './dice/dice';
import type { AnyStudioGame } from './game';
import { minesGame } from './mines/mines';
import { plinkoGame } from './plinko/plinko';
import { rouletteGame } from './roulette/roulette';
import { scratchGame } from './scratch/scratch';
import { slotGame } from './slot-20/slot';
import { waysSlotGame } from './slot-243/ways';
import { classicSlotGame } from './slot-classic/classic';
import { jackpotSlotGame } from './slot-jackpot/jackpot';
import { videoPokerGame } from './video-poker/video-poker';

/** The studio's games by code. */
export const studioGames: Readonly<Record<string, AnyStudioGame>> = {
  [diceGame.code]: diceGame,
  [rouletteGame.code]: rouletteGame,
  [slotGame.code]: slotGame,
  [minesGame.code]: minesGame,
  [plinkoGame.code]: plinkoGame,
  [crashGame.code]: crashGame,
  [scratchGame.code]: scratchGame,
  [classicSlotGame.code]: classicSlotGame,
  [waysSlotGame.code]: waysSlotGame,
  [jackpotSlotGame.code]: jackpotSlotGame,
  [baccaratGame.code]: baccaratGame,
  [blackjackGame.code]: blackjackGame,
  [videoPokerGame.code]: videoPokerGame,
};

export function studioGame(code: string): AnyStudioGame | undefined {
  return Object.hasOwn(studioGames, code) ? studioGames[code] : undefined;
}
