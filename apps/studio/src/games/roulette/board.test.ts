import {
  INSIDE_BET_TYPES,
  type RouletteBet,
  rouletteGame,
  VALID_INSIDE_BETS,
  WHEEL_ORDER,
} from '@fortuna/games/studio/roulette/roulette';
import { describe, expect, it } from 'vitest';
import {
  betAnchor,
  betKey,
  betNumbers,
  COLUMNS,
  DOZENS,
  EVEN_MONEY,
  gridToPointer,
  insideBetAt,
  insideBetsOf,
  maxPayoutOf,
  nearestBetOfType,
  pocketAngle,
  pointerToGrid,
  rouletteChoices,
  stacksOf,
  totalOf,
  wheelRotationFor,
} from './board';

const bet = (type: string, numbers: number[]) => ({ type, numbers }) as RouletteBet;

/** The game's own validation accepts the bet unchanged. */
function expectValid(b: RouletteBet) {
  const result = rouletteGame.validate({ chips: [{ bet: b, amount: '1' }] });
  if (!result.ok) throw new Error(result.message);
  expect(result.choices.chips[0]?.bet).toEqual(b);
}

describe('inside hit areas', () => {
  it('maps the middle of a cell to a straight up', () => {
    expect(insideBetAt({ s: 0.5, p: 0.5 })).toEqual(bet('straight', [1]));
    expect(insideBetAt({ s: 5.5, p: 1.5 })).toEqual(bet('straight', [17]));
    expect(insideBetAt({ s: 11.5, p: 2.5 })).toEqual(bet('straight', [36]));
    expect(insideBetAt({ s: -0.6, p: 0.3 })).toEqual(bet('straight', [0]));
    expect(insideBetAt({ s: 11.9, p: 2.9 })).toEqual(bet('straight', [36]));
  });

  it('maps the lines between numbers to splits', () => {
    expect(insideBetAt({ s: 5.5, p: 1.95 })).toEqual(bet('split', [17, 18]));
    expect(insideBetAt({ s: 5.5, p: 1.1 })).toEqual(bet('split', [16, 17]));
    expect(insideBetAt({ s: 6.1, p: 1.5 })).toEqual(bet('split', [17, 20]));
    expect(insideBetAt({ s: 4.85, p: 1.5 })).toEqual(bet('split', [14, 17]));
  });

  it('maps the zero line to splits with zero, trios and the first four', () => {
    expect(insideBetAt({ s: 0.1, p: 0.5 })).toEqual(bet('split', [0, 1]));
    expect(insideBetAt({ s: -0.1, p: 1.5 })).toEqual(bet('split', [0, 2]));
    expect(insideBetAt({ s: 0, p: 2.9 })).toEqual(bet('split', [0, 3]));
    expect(insideBetAt({ s: 0.05, p: 1.05 })).toEqual(bet('trio', [0, 1, 2]));
    expect(insideBetAt({ s: -0.05, p: 1.95 })).toEqual(bet('trio', [0, 2, 3]));
    expect(insideBetAt({ s: 0.1, p: 0.1 })).toEqual(bet('first-four', [0, 1, 2, 3]));
  });

  it('maps crossings to corners', () => {
    expect(insideBetAt({ s: 1.05, p: 1.1 })).toEqual(bet('corner', [1, 2, 4, 5]));
    expect(insideBetAt({ s: 5.9, p: 1.9 })).toEqual(bet('corner', [17, 18, 20, 21]));
    expect(insideBetAt({ s: 5.05, p: 1.9 })).toEqual(bet('corner', [14, 15, 17, 18]));
    expect(insideBetAt({ s: 11, p: 2 })).toEqual(bet('corner', [32, 33, 35, 36]));
  });

  it('maps the outer edge to streets and six-lines', () => {
    expect(insideBetAt({ s: 0.5, p: 0.05 })).toEqual(bet('street', [1, 2, 3]));
    expect(insideBetAt({ s: 11.5, p: 0 })).toEqual(bet('street', [34, 35, 36]));
    expect(insideBetAt({ s: 1.1, p: 0.1 })).toEqual(bet('six-line', [1, 2, 3, 4, 5, 6]));
    expect(insideBetAt({ s: 10.9, p: 0.2 })).toEqual(bet('six-line', [31, 32, 33, 34, 35, 36]));
  });

  it('has nothing outside the grid', () => {
    expect(insideBetAt({ s: -1.1, p: 1 })).toBeNull();
    expect(insideBetAt({ s: 12, p: 1 })).toBeNull();
    expect(insideBetAt({ s: 3, p: 3 })).toBeNull();
    expect(insideBetAt({ s: 3, p: -0.01 })).toBeNull();
  });

  it('reaches every inside bet of the layout from its chip position, and only valid bets', () => {
    for (const type of INSIDE_BET_TYPES) {
      const all = insideBetsOf(type);
      expect(all.length).toBe(VALID_INSIDE_BETS[type].size);
      for (const b of all) {
        const anchor = betAnchor(b);
        if (!anchor) throw new Error(`no anchor for ${betKey(b)}`);
        expect(insideBetAt(anchor)).toEqual(b);
      }
    }
    const seen = new Set<string>();
    for (let s = -1; s < 12; s += 0.05) {
      for (let p = 0; p < 3; p += 0.05) {
        const hit = insideBetAt({ s, p });
        if (!hit) continue;
        if (!seen.has(betKey(hit))) expectValid(hit);
        seen.add(betKey(hit));
      }
    }
    const total = INSIDE_BET_TYPES.reduce((sum, type) => sum + VALID_INSIDE_BETS[type].size, 0);
    expect(seen.size).toBe(total);
  });
});

describe('bet-type picker', () => {
  it('snaps a tap to the nearest bet of the picked type', () => {
    expect(nearestBetOfType('split', { s: 5.8, p: 1.5 })).toEqual(bet('split', [17, 20]));
    expect(nearestBetOfType('split', { s: 5.5, p: 1.8 })).toEqual(bet('split', [17, 18]));
    expect(nearestBetOfType('street', { s: 5.5, p: 2.5 })).toEqual(bet('street', [16, 17, 18]));
    expect(nearestBetOfType('corner', { s: 5.7, p: 1.7 })).toEqual(bet('corner', [17, 18, 20, 21]));
    expect(nearestBetOfType('six-line', { s: 5.8, p: 1 })).toEqual(bet('six-line', [16, 17, 18, 19, 20, 21]));
    expect(nearestBetOfType('trio', { s: -0.5, p: 2.5 })).toEqual(bet('trio', [0, 2, 3]));
    expect(nearestBetOfType('first-four', { s: 8, p: 2 })).toEqual(bet('first-four', [0, 1, 2, 3]));
    expect(nearestBetOfType('straight', { s: 5.5, p: 1.5 })).toEqual(bet('straight', [17]));
    expect(nearestBetOfType('split', { s: 20, p: 1 })).toBeNull();
  });
});

describe('board orientation', () => {
  it('maps pointer fractions to the grid and back, across and down', () => {
    expect(pointerToGrid('across', 0, 0)).toEqual({ s: -1, p: 3 });
    expect(pointerToGrid('across', 1, 1)).toEqual({ s: 12, p: 0 });
    expect(pointerToGrid('down', 0, 0)).toEqual({ s: -1, p: 0 });
    expect(pointerToGrid('down', 1, 1)).toEqual({ s: 12, p: 3 });
    for (const orientation of ['across', 'down'] as const) {
      for (const point of [
        { s: 5.5, p: 1.5 },
        { s: 0, p: 0 },
        { s: -0.5, p: 2.2 },
      ]) {
        const { u, v } = gridToPointer(orientation, point);
        const back = pointerToGrid(orientation, u, v);
        expect(back.s).toBeCloseTo(point.s, 9);
        expect(back.p).toBeCloseTo(point.p, 9);
      }
    }
    // Across, 17's box: street 5 (the 6th column after zero), middle row.
    const { u, v } = gridToPointer('across', { s: 5.5, p: 1.5 });
    expect(insideBetAt(pointerToGrid('across', u, v))).toEqual(bet('straight', [17]));
  });
});

describe('outside boxes', () => {
  it('are valid bets covering the right numbers', () => {
    for (const b of [...DOZENS, ...COLUMNS, ...EVEN_MONEY]) expectValid(b);
    expect(betNumbers({ type: 'dozen', dozen: 2 })).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(betNumbers({ type: 'column', column: 1 }).slice(0, 3)).toEqual([1, 4, 7]);
    expect(betNumbers({ type: 'column', column: 3 }).at(-1)).toBe(36);
    expect(betNumbers({ type: 'red' })).toHaveLength(18);
    expect(betNumbers({ type: 'red' })).toContain(1);
    expect(betNumbers({ type: 'black' })).toContain(2);
    expect(betNumbers({ type: 'low' }).at(-1)).toBe(18);
    expect(betNumbers({ type: 'high' })[0]).toBe(19);
    expect(betNumbers({ type: 'odd' })[0]).toBe(1);
    expect(betNumbers({ type: 'even' })[0]).toBe(2);
  });
});

describe('chips and choices', () => {
  it('stacks placements per bet and sends one chip per position the game accepts', () => {
    const red: RouletteBet = { type: 'red' };
    const split = bet('split', [17, 20]);
    const placements = [
      { key: betKey(red), bet: red, amount: 100n },
      { key: betKey(split), bet: split, amount: 50n },
      { key: betKey(red), bet: red, amount: 200n },
    ];
    expect(totalOf(placements)).toBe(350n);
    expect(stacksOf(placements).get('red')?.amount).toBe(300n);
    const choices = rouletteChoices(placements);
    expect(choices).toEqual({
      chips: [
        { bet: red, amount: '300' },
        { bet: split, amount: '50' },
      ],
    });
    const validated = rouletteGame.validate(choices);
    expect(validated.ok).toBe(true);
    if (validated.ok) expect(rouletteGame.stakeOf(validated.choices)).toBe(350n);
  });

  it('finds the best pocket for the max-win label, as the game would pay it', () => {
    const placements = [
      { key: 'straight:17', bet: bet('straight', [17]), amount: 100n },
      { key: 'split:17-20', bet: bet('split', [17, 20]), amount: 100n },
      { key: 'black', bet: { type: 'black' } as RouletteBet, amount: 100n },
    ];
    // 17 is black: 3600 + 1800 + 200.
    expect(maxPayoutOf(placements)).toBe(5600n);
    const validated = rouletteGame.validate(rouletteChoices(placements));
    if (!validated.ok) throw new Error(validated.message);
    const rng = {
      nextFloat: () => 17.5 / 37,
      nextInt: (max: number) => Math.floor((17.5 / 37) * max),
      draw: <T>(i: readonly T[]) => [...i],
      shuffle: <T>(i: readonly T[]) => [...i],
      floatsUsed: 1,
    };
    expect(rouletteGame.play(validated.choices, rng).payout).toBe(5600n);
    expect(maxPayoutOf([])).toBe(0n);
  });

  it('writes stable keys', () => {
    expect(betKey(bet('corner', [5, 1, 4, 2]))).toBe('corner:1-2-4-5');
    expect(betKey({ type: 'dozen', dozen: 3 })).toBe('dozen:3');
    expect(betKey({ type: 'column', column: 1 })).toBe('column:1');
    expect(betKey({ type: 'even' })).toBe('even');
  });
});

describe('wheel', () => {
  it('turns the winning pocket under the marker', () => {
    let rotation = 0;
    for (const pocket of [0, 17, 26, 32, 5, 5]) {
      const next = wheelRotationFor(rotation, pocket, 4);
      expect(next - rotation).toBeGreaterThanOrEqual(360 * 4);
      expect(next - rotation).toBeLessThan(360 * 5);
      expect((((next + pocketAngle(pocket)) % 360) + 360) % 360).toBeCloseTo(0, 9);
      rotation = next;
    }
    expect(pocketAngle(WHEEL_ORDER[1])).toBeCloseTo(360 / 37, 9);
  });
});
