import type { GameCategory } from '../lib/game-categories';
import type { IconName } from '../ui/Icon';

export const CATEGORY_ICONS: Record<GameCategory | 'BINGO' | 'COCKFIGHT', IconName> = {
  SPORTS: 'ball',
  ESPORTS: 'controller',
  LIVE: 'live',
  LOTT: 'ticket',
  ELOTT: 'dice',
  FISH: 'fish',
  PVP: 'cards',
  RNG: 'slot',
  BINGO: 'grid',
  COCKFIGHT: 'rooster',
};
