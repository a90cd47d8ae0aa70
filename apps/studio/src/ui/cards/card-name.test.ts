import { describe, expect, it } from 'vitest';
import { cardLabel, parseCardName } from './card-name';

describe('parseCardName', () => {
  it('reads rank and suit, showing ten as 10 and hearts and diamonds as red', () => {
    expect(parseCardName('Td')).toEqual({ rank: 'T', suit: 'd', rankLabel: '10', suitSymbol: '♦', red: true });
    expect(parseCardName('As')).toMatchObject({ rank: 'A', rankLabel: 'A', suitSymbol: '♠', red: false });
    expect(parseCardName('9h')?.red).toBe(true);
  });

  it('refuses names that are not a card', () => {
    for (const name of ['', 'A', '1s', 'Ax', '10h', 'Asd']) expect(parseCardName(name)).toBeNull();
  });

  it('labels a card for screen readers', () => {
    const queen = parseCardName('Qh');
    expect(queen && cardLabel(queen)).toBe('queen of hearts');
  });
});
