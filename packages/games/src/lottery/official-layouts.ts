import { layoutOf, type PrizeLayout } from './regional-result';
import { FOUR_D_LAYOUT, THAI_LAYOUT } from './sea-result';

/**
 * The prize layout of a draw whose official result staff enter (or the results feed brings): the
 * Vietnamese regions and the SEA draws. Undefined for a game we draw ourselves.
 */
export function officialLayoutOf(gameCode: string): PrizeLayout | undefined {
  switch (gameCode) {
    case 'vn-north':
      return layoutOf('north');
    case 'vn-central':
      return layoutOf('central');
    case 'vn-south':
      return layoutOf('south');
    case 'sea-magnum':
    case 'sea-damacai':
    case 'sea-toto':
      return FOUR_D_LAYOUT;
    case 'sea-thai':
      return THAI_LAYOUT;
    default:
      return undefined;
  }
}
