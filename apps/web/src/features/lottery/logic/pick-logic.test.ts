import { describe, expect, it } from 'vitest';
import { lineCount, numbersOf, parseTyped, quickPick } from './pick-logic';

describe('lottery picks', () => {
  it('offers the grid and quick picks players expect', () => {
    expect(numbersOf('lo2')).toHaveLength(100);
    expect(numbersOf('dau')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(quickPick({ kind: 'doubles' })).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(quickPick({ kind: 'head', digit: 3 })).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(quickPick({ kind: 'even' })).toHaveLength(50);
    expect(quickPick({ kind: 'odd' })[0]).toBe('01');
  });

  it('reads a typed list and counts lines', () => {
    expect(parseTyped('12, 34 56;12', 'lo2')).toEqual(['12', '34', '56']);
    expect(parseTyped('12 345', 'lo2')).toBeNull();
    expect(parseTyped('345', 'ba_cang')).toEqual(['345']);
    expect(lineCount('lo2', ['12', '34'])).toBe(2);
    expect(lineCount('xien2', ['12', '34'])).toBe(1);
    expect(lineCount('xien3', ['12', '34'])).toBe(0);
  });
});
