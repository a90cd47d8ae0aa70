import { baccaratGame } from '@fortuna/games/studio/baccarat/baccarat';
import { describe, expect, it } from 'vitest';
import { amountsOf, baccaratChoices, type ChipPlacement, fitsLimit, maxReturnOf, totalOf } from './chips';

const chips: ChipPlacement[] = [
  { bet: 'player', amount: 100n },
  { bet: 'player', amount: 500n },
  { bet: 'tie', amount: 100n },
  { bet: 'bankerPair', amount: 200n },
];

describe('chip maths', () => {
  it('adds chips up per bet and in total', () => {
    expect(amountsOf(chips)).toEqual({ player: 600n, banker: 0n, tie: 100n, playerPair: 0n, bankerPair: 200n });
    expect(totalOf(chips)).toBe(900n);
    expect(totalOf([])).toBe(0n);
  });

  it('sends only the bets with chips, as strings the game validates', () => {
    const choices = baccaratChoices(chips);
    expect(choices).toEqual({ player: '600', tie: '100', bankerPair: '200' });
    const validated = baccaratGame.validate(choices);
    expect(validated.ok && baccaratGame.stakeOf(validated.choices)).toBe(900n);
  });

  it('refuses a chip that would pass the limit', () => {
    expect(fitsLimit(chips, 100n, 1000n)).toBe(true);
    expect(fitsLimit(chips, 101n, 1000n)).toBe(false);
  });

  it('tells the most the slip can return', () => {
    // Tie wins 9 × 100 and pushes the 600 on player; the banker pair can win too: 12 × 200.
    expect(maxReturnOf(chips)).toBe(900n + 600n + 2400n);
    // Banker alone: 100 + 95.
    expect(maxReturnOf([{ bet: 'banker', amount: 100n }])).toBe(195n);
    expect(maxReturnOf([{ bet: 'banker', amount: 1n }])).toBe(1n);
  });
});
