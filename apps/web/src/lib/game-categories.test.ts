import { describe, expect, it } from 'vitest';
import { CATEGORY_BY_PATH, categoryForPath, GAME_CENTRE_PATHS, GAME_LIST_PATHS } from './game-categories';

describe('categoryForPath', () => {
  it('maps every game path of the spec to its category', () => {
    expect(categoryForPath('/sports')).toBe('SPORTS');
    expect(categoryForPath('/esports')).toBe('ESPORTS');
    expect(categoryForPath('/live')).toBe('LIVE');
    expect(categoryForPath('/lott')).toBe('LOTT');
    expect(categoryForPath('/elott')).toBe('ELOTT');
    expect(categoryForPath('/fish')).toBe('FISH');
    expect(categoryForPath('/pvp')).toBe('PVP');
    expect(categoryForPath('/rng')).toBe('RNG');
  });

  it('returns null for pages that are not game pages', () => {
    expect(categoryForPath('/')).toBeNull();
    expect(categoryForPath('/promotions')).toBeNull();
    expect(categoryForPath('/toString')).toBeNull();
  });

  it('splits the paths between the game centre and the game list centre', () => {
    const all = [...GAME_CENTRE_PATHS, ...GAME_LIST_PATHS].sort();
    expect(all).toEqual(Object.keys(CATEGORY_BY_PATH).sort());
  });
});
