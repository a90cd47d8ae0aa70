import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { cardName, dealFromShoe, orderedShoe, parseCard, parseCards, rankOf, shuffledShoe, suitOf } from './cards';
import { handName, POKER_HANDS, rankFive } from './poker';

describe('cards', () => {
  it('names and parses every card', () => {
    for (let c = 0; c < 52; c++) expect(parseCard(cardName(c))).toBe(c);
    expect(cardName(parseCard('As'))).toBe('As');
    expect(rankOf(parseCard('2c'))).toBe(0);
    expect(suitOf(parseCard('Kh'))).toBe(2);
    expect(() => parseCard('1x')).toThrow(/not a card/);
  });

  it('builds shoes and shuffles them into permutations', () => {
    expect(orderedShoe(8)).toHaveLength(416);
    const rng = new FairRng('server', 'client', 0);
    const shoe = shuffledShoe(rng, 6);
    expect(rng.floatsUsed).toBe(312);
    expect([...shoe].sort((a, b) => a - b)).toEqual([...orderedShoe(6)].sort((a, b) => a - b));
    const rng2 = new FairRng('server', 'client', 0);
    expect(dealFromShoe(rng2, 6, 10)).toEqual(shoe.slice(0, 10));
  });
});

describe('poker hand ranks (Jacks or Better)', () => {
  const cases: [string, (typeof POKER_HANDS)[number]][] = [
    ['Ts Js Qs Ks As', 'royal-flush'],
    ['9h Th Jh Qh Kh', 'straight-flush'],
    ['Ad 2d 3d 4d 5d', 'straight-flush'],
    ['Ac Ad Ah As 2c', 'four-of-a-kind'],
    ['3c 3d 3h 9s 9c', 'full-house'],
    ['2h 7h 9h Jh Kh', 'flush'],
    ['Ac 2d 3h 4s 5c', 'straight'],
    ['Tc Jd Qh Ks Ac', 'straight'],
    ['Qc Kd Ah 2s 3c', 'nothing'],
    ['7c 7d 7h Ks 2c', 'three-of-a-kind'],
    ['4c 4d 9h 9s Ac', 'two-pair'],
    ['Jc Jd 2h 5s 9c', 'jacks-or-better'],
    ['Ac Ad 2h 5s 9c', 'jacks-or-better'],
    ['Tc Td 2h 5s 9c', 'nothing'],
    ['2c 2d 7h 5s 9c', 'nothing'],
    ['2c 4d 7h 9s Jc', 'nothing'],
  ];
  it.each(cases)('%s is %s', (hand, name) => {
    expect(handName(parseCards(hand))).toBe(name);
  });

  it('counts the 2,598,960 five-card hands by rank as the textbook table', () => {
    const tally = new Array<number>(POKER_HANDS.length).fill(0);
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const r = rankFive(a, b, c, d, e);
              tally[r] = (tally[r] ?? 0) + 1;
            }
    // nothing = high card 1,302,540 + low pairs (2s–10s) 9/13 × 1,098,240 = 760,320
    expect(tally).toEqual([2_062_860, 337_920, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4]);
  });
});
