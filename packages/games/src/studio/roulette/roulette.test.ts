import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import {
  colourOf,
  coveredNumbers,
  EVEN_MONEY_BET_TYPES,
  INSIDE_BET_TYPES,
  MAX_CHIPS,
  ODDS,
  type RouletteBet,
  type RouletteChoices,
  rouletteGame,
  VALID_INSIDE_BETS,
  WHEEL_ORDER,
} from './roulette';

function choices(input: unknown): RouletteChoices {
  const result = rouletteGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

const spin = (input: unknown, pocket: number) => rouletteGame.play(choices(input), FixedRng.ofInts([pocket], [37]));
const single = (bet: unknown, pocket: number, amount = 100) => spin({ chips: [{ bet, amount }] }, pocket).payout;

const ALL_BETS: RouletteBet[] = [
  ...INSIDE_BET_TYPES.flatMap((type) => [...VALID_INSIDE_BETS[type].values()].map((numbers) => ({ type, numbers }))),
  ...([1, 2, 3] as const).map((dozen) => ({ type: 'dozen' as const, dozen })),
  ...([1, 2, 3] as const).map((column) => ({ type: 'column' as const, column })),
  ...EVEN_MONEY_BET_TYPES.map((type) => ({ type })),
];

describe('roulette wheel', () => {
  it('has the European wheel and colours', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(colourOf(0)).toBe('green');
    expect(colourOf(1)).toBe('red');
    expect(colourOf(2)).toBe('black');
    expect(colourOf(10)).toBe('black');
    expect(colourOf(19)).toBe('red');
    // Neighbours on the wheel alternate red/black.
    for (let i = 1; i < 36; i++) expect(colourOf(WHEEL_ORDER[i] ?? 0)).not.toBe(colourOf(WHEEL_ORDER[i + 1] ?? 0));
  });

  it('reports pocket, colour, wheel position and each chip', () => {
    const { payout, detail } = spin(
      {
        chips: [
          { bet: { type: 'straight', numbers: [32] }, amount: 10 },
          { bet: { type: 'black' }, amount: '25' },
        ],
      },
      32,
    );
    expect(payout).toBe(360n);
    expect(detail).toEqual({
      pocket: 32,
      colour: 'red',
      wheelIndex: 1,
      chips: [
        { bet: { type: 'straight', numbers: [32] }, amount: '10', odds: 35, win: true, payout: '360' },
        { bet: { type: 'black' }, amount: '25', odds: 1, win: false, payout: '0' },
      ],
    });
  });
});

describe('roulette bets', () => {
  it('knows every position on the layout', () => {
    const sizes = Object.fromEntries(INSIDE_BET_TYPES.map((type) => [type, VALID_INSIDE_BETS[type].size]));
    expect(sizes).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      trio: 2,
      corner: 22,
      'first-four': 1,
      'six-line': 11,
    });
  });

  it('pays each bet type at its odds on a covered pocket and nothing elsewhere', () => {
    const cases: [unknown, number, number, number][] = [
      // bet, winning pocket, losing pocket, payout on 100
      [{ type: 'straight', numbers: [17] }, 17, 18, 3600],
      [{ type: 'straight', numbers: [0] }, 0, 1, 3600],
      [{ type: 'split', numbers: [17, 20] }, 20, 18, 1800],
      [{ type: 'split', numbers: [2, 1] }, 1, 3, 1800],
      [{ type: 'split', numbers: [0, 3] }, 0, 2, 1800],
      [{ type: 'street', numbers: [34, 35, 36] }, 35, 33, 1200],
      [{ type: 'trio', numbers: [0, 1, 2] }, 2, 3, 1200],
      [{ type: 'trio', numbers: [0, 2, 3] }, 3, 1, 1200],
      [{ type: 'corner', numbers: [1, 2, 4, 5] }, 5, 3, 900],
      [{ type: 'corner', numbers: [32, 33, 35, 36] }, 36, 34, 900],
      [{ type: 'first-four' }, 0, 4, 900],
      [{ type: 'first-four', numbers: [3, 2, 1, 0] }, 3, 4, 900],
      [{ type: 'six-line', numbers: [31, 32, 33, 34, 35, 36] }, 31, 30, 600],
      [{ type: 'dozen', dozen: 1 }, 12, 13, 300],
      [{ type: 'dozen', dozen: 3 }, 25, 0, 300],
      [{ type: 'column', column: 1 }, 34, 36, 300],
      [{ type: 'column', column: 3 }, 3, 0, 300],
      [{ type: 'red' }, 36, 35, 200],
      [{ type: 'black' }, 35, 0, 200],
      [{ type: 'odd' }, 35, 0, 200],
      [{ type: 'even' }, 2, 0, 200],
      [{ type: 'low' }, 18, 19, 200],
      [{ type: 'high' }, 19, 0, 200],
    ];
    for (const [bet, winning, losing, payout] of cases) {
      expect(single(bet, winning), JSON.stringify(bet)).toBe(BigInt(payout));
      expect(single(bet, losing), JSON.stringify(bet)).toBe(0n);
    }
  });

  it('over all 37 pockets, every one of the 157 positions returns 36 × its chip (RTP 36/37)', () => {
    expect(ALL_BETS).toHaveLength(157);
    for (const bet of ALL_BETS) {
      const covered = new Set(coveredNumbers(bet));
      expect(covered.size * (ODDS[bet.type] + 1), JSON.stringify(bet)).toBe(36);
      let total = 0n;
      for (let pocket = 0; pocket < 37; pocket++) {
        const payout = single(bet, pocket, 7);
        expect(payout, `${JSON.stringify(bet)} on ${pocket}`).toBe(
          covered.has(pocket) ? 7n * BigInt(ODDS[bet.type] + 1) : 0n,
        );
        total += payout;
      }
      expect(total).toBe(36n * 7n);
    }
  });

  it('sums its chips into the stake and the payout', () => {
    const bets = choices({
      chips: [
        { bet: { type: 'red' }, amount: 100 },
        { bet: { type: 'red' }, amount: 50 },
        { bet: { type: 'corner', numbers: [1, 2, 4, 5] }, amount: 10 },
        { bet: { type: 'dozen', dozen: 1 }, amount: 20 },
      ],
    });
    expect(rouletteGame.stakeOf(bets)).toBe(180n);
    // 1 is red, in the corner and in the first dozen.
    expect(rouletteGame.play(bets, FixedRng.ofInts([1], [37])).payout).toBe(300n + 90n + 60n);
  });
});

describe('roulette validation', () => {
  const refuse = (bet: unknown, amount: unknown = 100) => rouletteGame.validate({ chips: [{ bet, amount }] });

  it('refuses positions that are not on the layout', () => {
    const bad: unknown[] = [
      { type: 'straight', numbers: [37] },
      { type: 'straight', numbers: [-1] },
      { type: 'straight', numbers: [1.5] },
      { type: 'straight', numbers: [1, 2] },
      { type: 'split', numbers: [3, 4] }, // end of one row, start of the next
      { type: 'split', numbers: [1, 5] },
      { type: 'split', numbers: [0, 4] },
      { type: 'split', numbers: [5, 5] },
      { type: 'split', numbers: [34, 37] },
      { type: 'street', numbers: [2, 3, 4] },
      { type: 'trio', numbers: [0, 1, 3] },
      { type: 'corner', numbers: [3, 4, 6, 7] },
      { type: 'corner', numbers: [1, 2, 3, 4] },
      { type: 'first-four', numbers: [0, 1, 2, 4] },
      { type: 'six-line', numbers: [2, 3, 4, 5, 6, 7] },
      { type: 'six-line', numbers: [1, 2, 3] },
      { type: 'dozen', dozen: 4 },
      { type: 'dozen', dozen: '1' },
      { type: 'column', column: 0 },
      { type: 'column' },
      { type: 'red', numbers: [1] },
      { type: 'split', numbers: [1, 2], extra: true },
      { type: 'basket' },
      { type: 'split' },
      'red',
      null,
    ];
    for (const bet of bad) {
      const result = refuse(bet);
      expect(result.ok, JSON.stringify(bet)).toBe(false);
    }
    const result = refuse({ type: 'split', numbers: [3, 4] });
    expect(!result.ok && result.message).toBe('Chip 1: 3, 4 is not a split on the layout.');
  });

  it('refuses bad amounts and chip lists', () => {
    for (const amount of [0, -1, 1.5, '10.00', 'ten', null]) {
      expect(refuse({ type: 'red' }, amount).ok, JSON.stringify(amount)).toBe(false);
    }
    const red = { bet: { type: 'red' }, amount: 1 };
    for (const input of [
      { chips: [] },
      { chips: Array.from({ length: MAX_CHIPS + 1 }, () => red) },
      { chips: [red], note: 'x' },
      { chips: [{ ...red, colour: 'red' }] },
      { chips: 'red' },
      [red],
    ]) {
      expect(rouletteGame.validate(input).ok).toBe(false);
    }
    expect(rouletteGame.validate({ chips: Array.from({ length: MAX_CHIPS }, () => red) }).ok).toBe(true);
  });
});

describe('roulette RTP', () => {
  it('measures an RTP near 36/37 on 20,000 seeded rounds of even-money and dozen bets', () => {
    const moments = emptyMoments();
    const bets = choices({
      chips: [
        { bet: { type: 'red' }, amount: 100 },
        { bet: { type: 'dozen', dozen: 2 }, amount: 50 },
      ],
    });
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const { payout } = rouletteGame.play(bets, new FairRng('roulette-sample-server-seed', 'sample', nonce));
      addRound(moments, rouletteGame.stakeOf(bets), payout);
    }
    const check = checkRtp(moments, rouletteGame.statedRtp);
    expect(check.pass).toBe(true);
    expect(Math.abs(check.measuredRtp - 36 / 37)).toBeLessThan(0.03);
  });
});
