import type { Rng } from '@fortuna/games/fairness/fair-rng';
import { DICE_OUTCOMES, type DiceDirection, diceGame } from '@fortuna/games/studio/dice/dice';
import { describe, expect, it } from 'vitest';
import {
  clampTarget,
  diceChoices,
  diceQuote,
  diceWins,
  flipDirection,
  hundredthsText,
  parseTarget,
  targetRange,
} from './dice-maths';

/** An Rng that hands out one float giving exactly this roll (hundredths). */
function rngForRoll(rollHundredths: number): Rng {
  const float = (rollHundredths + 0.5) / DICE_OUTCOMES;
  return {
    nextFloat: () => float,
    nextInt: (max) => Math.floor(float * max),
    draw: (items) => [...items],
    shuffle: (items) => [...items],
    floatsUsed: 1,
  };
}

/** Plays the real game maths with a roll that wins the slip. */
function playWinning(direction: DiceDirection, target: number, stake: bigint) {
  const validated = diceGame.validate(diceChoices(direction, target, stake));
  if (!validated.ok) throw new Error(validated.message);
  const roll = direction === 'under' ? 0 : 10_000;
  return diceGame.play(validated.choices, rngForRoll(roll));
}

const targets = (direction: DiceDirection): number[] => {
  const { min, max } = targetRange(direction);
  const list = [min, min + 1, max - 1, max];
  for (let t = min; t <= max; t += 97) list.push(t);
  return list;
};

describe('dice slip maths equal the game maths', () => {
  for (const direction of ['under', 'over'] as const) {
    it(`quotes chance, multiplier and payout exactly as the round pays (roll ${direction})`, () => {
      for (const target of targets(direction)) {
        for (const stake of [1n, 100n, 12_345n, 10n ** 12n]) {
          const quote = diceQuote(direction, target, stake);
          const { payout, detail } = playWinning(direction, target, stake);
          expect(detail.win).toBe(true);
          expect(quote.chanceText).toBe(detail.chance.toFixed(2));
          expect(quote.multiplierText).toBe(detail.multiplier);
          expect(quote.payoutOnWin).toBe(payout);
          expect(quote.profitOnWin).toBe(payout - stake);
        }
      }
    });
  }

  it('agrees with the game on which rolls win, edges included', () => {
    for (const [direction, target] of [
      ['under', 5000],
      ['over', 5000],
      ['under', 1],
      ['over', 9999],
    ] as const) {
      for (const roll of [0, 1, target - 1, target, target + 1, 9999, 10_000]) {
        if (roll < 0 || roll > 10_000) continue;
        const validated = diceGame.validate(diceChoices(direction, target, 100n));
        if (!validated.ok) throw new Error(validated.message);
        const { detail } = diceGame.play(validated.choices, rngForRoll(roll));
        expect(detail.roll).toBe(roll / 100);
        expect(diceWins(direction, target, roll)).toBe(detail.win);
      }
    }
  });

  it('shows the well-known values', () => {
    expect(diceQuote('under', 5000, 100n)).toMatchObject({
      chanceText: '50.00',
      multiplierText: '1.9800',
      payoutOnWin: 198n,
    });
    expect(diceQuote('over', 5000, 100n)).toMatchObject({ chanceText: '50.00', multiplierText: '1.9800' });
    expect(diceQuote('under', 1, 100n)).toMatchObject({
      chanceText: '0.01',
      multiplierText: '9900.0000',
      payoutOnWin: 990_000n,
    });
    expect(diceQuote('under', 9800, 100n)).toMatchObject({
      chanceText: '98.00',
      multiplierText: '1.0102',
      payoutOnWin: 101n,
    });
  });
});

describe('dice slip controls', () => {
  it('keeps targets inside 0.01%–98% chance', () => {
    expect(clampTarget('under', 0)).toBe(1);
    expect(clampTarget('under', 9950)).toBe(9800);
    expect(clampTarget('over', 100)).toBe(200);
    expect(clampTarget('over', 10_000)).toBe(9999);
    expect(clampTarget('under', 4950.4)).toBe(4950);
  });

  it('mirrors the target when the direction flips, keeping the chance', () => {
    expect(flipDirection('under', 3000)).toEqual({ direction: 'over', target: 7000 });
    expect(flipDirection('over', 9999)).toEqual({ direction: 'under', target: 1 });
    for (const target of [1, 250, 5000, 9800]) {
      const flipped = flipDirection('under', target);
      expect(diceQuote(flipped.direction, flipped.target, 100n).chanceHundredths).toBe(
        diceQuote('under', target, 100n).chanceHundredths,
      );
    }
  });

  it('reads and writes targets with two decimals', () => {
    expect(parseTarget('49.5')).toBe(4950);
    expect(parseTarget('49,55')).toBe(4955);
    expect(parseTarget('7')).toBe(700);
    expect(parseTarget('7.')).toBe(700);
    expect(parseTarget('7.123')).toBeNull();
    expect(parseTarget('x')).toBeNull();
    expect(hundredthsText(4950)).toBe('49.50');
    expect(hundredthsText(1)).toBe('0.01');
    expect(diceChoices('over', 5050, 250n)).toEqual({ stake: '250', direction: 'over', target: '50.50' });
  });
});
