import { describe, expect, it } from 'vitest';
import { addFavourite, MAX_FAVOURITES, parseFavourites, removeFavourite } from './favourite-numbers';

describe('favourite number sets', () => {
  it('keeps the newest first, moves a set saved again to the top, and removes one', () => {
    let list = addFavourite([], { betType: 'lo2', numbers: ['45', '12'] });
    list = addFavourite(list, { betType: 'de', numbers: ['07'] });
    list = addFavourite(list, { betType: 'lo2', numbers: ['12', '45'] });
    expect(list).toEqual([
      { betType: 'lo2', numbers: ['12', '45'] },
      { betType: 'de', numbers: ['07'] },
    ]);
    expect(removeFavourite(list, { betType: 'de', numbers: ['07'] })).toEqual([
      { betType: 'lo2', numbers: ['12', '45'] },
    ]);
  });

  it('keeps at most a dozen and reads back only well-formed sets', () => {
    let list = parseFavourites(null);
    for (let n = 0; n < 20; n++) list = addFavourite(list, { betType: 'de', numbers: [String(n).padStart(2, '0')] });
    expect(list).toHaveLength(MAX_FAVOURITES);
    expect(list[0]?.numbers).toEqual(['19']);
    expect(parseFavourites(JSON.stringify(list))).toEqual(list);
    expect(parseFavourites('{oops')).toEqual([]);
    expect(
      parseFavourites(
        JSON.stringify([
          { betType: 'de', numbers: ['<b>'] },
          { betType: 'lo2', numbers: ['01'] },
        ]),
      ),
    ).toEqual([{ betType: 'lo2', numbers: ['01'] }]);
  });
});
