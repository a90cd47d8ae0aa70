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
  { code: 'fortuna-crash', nameKey: 'crash.name', load: () => import('./crash/module').then((m) => m.crashModule) },
  {
    code: 'fortuna-roulette',
    nameKey: 'roulette.name',
    load: () => import('./roulette/module').then((m) => m.rouletteModule),
  },
  { code: 'fortuna-slot-20', nameKey: 'slot.name', load: () => import('./slot/module').then((m) => m.slotModule) },
  { code: 'fortuna-mines', nameKey: 'mines.name', load: () => import('./mines/module').then((m) => m.minesModule) },
  {
    code: 'fortuna-plinko',
    nameKey: 'plinko.name',
    load: () => import('./plinko/module').then((m) => m.plinkoModule),
  },
  {
    code: 'fortuna-slot-classic',
    nameKey: 'classic.name',
    load: () => import('./slot-classic/module').then((m) => m.classicModule),
  },
  {
    code: 'fortuna-slot-243',
    nameKey: 'ways.name',
    load: () => import('./slot-243/module').then((m) => m.waysModule),
  },
  {
    code: 'fortuna-slot-jackpot',
    nameKey: 'jackpot.name',
    load: () => import('./slot-jackpot/module').then((m) => m.jackpotModule),
  },
  {
    code: 'fortuna-scratch',
    nameKey: 'scratch.name',
    load: () => import('./scratch/module').then((m) => m.scratchModule),
  },
  {
    code: 'fortuna-baccarat',
    nameKey: 'baccarat.name',
    load: () => import('./baccarat/module').then((m) => m.baccaratModule),
  },
  {
    code: 'fortuna-blackjack',
    nameKey: 'blackjack.name',
    load: () => import('./blackjack/module').then((m) => m.blackjackModule),
  },
  {
    code: 'fortuna-video-poker',
    nameKey: 'videoPoker.name',
    load: () => import('./video-poker/module').then((m) => m.videoPokerModule),
  },
];

export function gameEntry(code: string | undefined): GameEntry | null {
  return GAMES.find((game) => game.code === code) ?? null;
}
