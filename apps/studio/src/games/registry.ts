import type { TextKey } from '../i18n/i18n';
import type { GameModule } from './types';

export interface GameEntry {
  code: string;
  nameKey: TextKey;
  load: () => Promise<GameModule>;
}

/** The studio's games; each client is its own chunk, loaded when the game is opened. */
export const GAMES: readonly GameEntry[] = [
  { code: 'fortuna-dice', nameKey: 'dice.name', load: () => import('./dice/module').then((m) => m.diceModule) },
  {
    code: 'fortuna-roulette',
    nameKey: 'roulette.name',
    load: () => import('./roulette/module').then((m) => m.rouletteModule),
  },
  { code: 'fortuna-slot-20', nameKey: 'slot.name', load: () => import('./slot/module').then((m) => m.slotModule) },
];

export function gameEntry(code: string | undefined): GameEntry | null {
  return GAMES.find((game) => game.code === code) ?? null;
}
