import { FixedRng } from '../../fairness/test-helpers';
import { type Card, orderedShoe, parseCards } from './cards';

/**
 * A FixedRng whose Fisher–Yates draw from the ordered shoe of `decks` decks deals `cards` first
 * (names like 'As Td 2c' or card numbers), then `extra` more floats of 0 (whatever is first left).
 */
export function rngDealing(decks: number, cards: string | readonly Card[], extra = 0): FixedRng {
  const wanted = typeof cards === 'string' ? parseCards(cards) : cards;
  const pool = [...orderedShoe(decks)];
  const floats: number[] = [];
  for (const card of wanted) {
    const index = pool.indexOf(card);
    if (index < 0) throw new RangeError(`card ${card} is not left in the shoe`);
    floats.push((index + 0.5) / pool.length);
    pool.splice(index, 1);
  }
  for (let i = 0; i < extra; i++) floats.push(0);
  return new FixedRng(floats);
}
