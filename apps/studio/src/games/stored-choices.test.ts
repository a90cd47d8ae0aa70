import { diceGame } from '@fortuna/games/studio/dice/dice';
import type { AnyStudioGame } from '@fortuna/games/studio/game';
import { rouletteGame } from '@fortuna/games/studio/roulette/roulette';
import { slotGame } from '@fortuna/games/studio/slot-20/slot';
import { describe, expect, it } from 'vitest';
import { diceInputChoices, rouletteInputChoices, slotInputChoices } from './stored-choices';

/** What the server stores: the validated choices with bigints as strings (apps/server studio jsonSafe). */
function stored(game: AnyStudioGame, input: unknown): { normalised: unknown; json: unknown } {
  const validated = game.validate(input);
  if (!validated.ok) throw new Error(validated.message);
  const json = JSON.parse(JSON.stringify(validated.choices, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
  return { normalised: validated.choices, json };
}

describe('stored choices back to the input the verify page sends', () => {
  const cases: [string, AnyStudioGame, unknown, (stored: unknown) => unknown][] = [
    ['dice', diceGame as AnyStudioGame, { stake: '250', direction: 'over', target: '50.5' }, diceInputChoices],
    ['dice edge', diceGame as AnyStudioGame, { stake: 1, direction: 'under', target: 0.01 }, diceInputChoices],
    [
      'roulette',
      rouletteGame as AnyStudioGame,
      {
        chips: [
          { bet: { type: 'red' }, amount: '100' },
          { bet: { type: 'corner', numbers: [5, 1, 2, 4] }, amount: 50 },
          { bet: { type: 'first-four' }, amount: '10' },
          { bet: { type: 'dozen', dozen: 3 }, amount: '20' },
        ],
      },
      rouletteInputChoices,
    ],
    ['slot', slotGame as AnyStudioGame, { coin: 7 }, slotInputChoices],
  ];
  for (const [name, game, input, toInput] of cases) {
    it(`${name}: the game accepts them and plays the same choices`, () => {
      const { normalised, json } = stored(game, input);
      const again = game.validate(toInput(json));
      if (!again.ok) throw new Error(again.message);
      expect(again.choices).toEqual(normalised);
    });
  }
});
