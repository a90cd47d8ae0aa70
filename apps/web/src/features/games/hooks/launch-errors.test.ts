import type { Game } from '@fortuna/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_LIMIT, recommendedGamesOf } from './launch-errors';

function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    iconUrl: '',
    showIcon: '',
    gameType: 'RNG',
    vassalage: 'FORTUNA',
    gameClassify: '',
    isHot: 0,
    supportPlay: 1,
    gameCode: `G${nodeId}`,
    isGame: 'GAME',
    isNew: 0,
    maintenance: false,
    ...overrides,
  };
}

describe('recommendedGamesOf', () => {
  it('reads the games of value.recommended', () => {
    expect(recommendedGamesOf({ recommended: [game(1), game(2)] }).map((entry) => entry.nodeId)).toEqual([1, 2]);
  });

  it('skips entries that are not games and games under maintenance', () => {
    const value = { recommended: [game(1), { nodeId: 'x' }, game(3, { maintenance: true }), game(4)] };
    expect(recommendedGamesOf(value).map((entry) => entry.nodeId)).toEqual([1, 4]);
  });

  it('offers a handful at most', () => {
    const many = Array.from({ length: RECOMMENDED_LIMIT + 3 }, (_, index) => game(index + 1));
    expect(recommendedGamesOf({ recommended: many })).toHaveLength(RECOMMENDED_LIMIT);
  });

  it('gives none when the answer has no list', () => {
    expect(recommendedGamesOf(null)).toEqual([]);
    expect(recommendedGamesOf({})).toEqual([]);
    expect(recommendedGamesOf({ recommended: 'soon' })).toEqual([]);
  });
});
