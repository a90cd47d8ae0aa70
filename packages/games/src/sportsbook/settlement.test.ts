import { describe, expect, it } from 'vitest';
import { betPayout, type LegResult, parseMarketKey, potentialReturn, settleSelection } from './settlement';

const score = (home: number, away: number) => ({ home, away });

describe('Asian handicap quarter lines', () => {
  // [home line in quarter goals, home − away goal difference, home result]
  const cases: [number, number, LegResult][] = [
    [0, 1, 'win'],
    [0, 0, 'push'],
    [0, -1, 'lose'],
    [-1, 1, 'win'],
    [-1, 0, 'half_lose'],
    [-1, -1, 'lose'], // −0.25
    [1, 1, 'win'],
    [1, 0, 'half_win'],
    [1, -1, 'lose'], // +0.25
    [-2, 1, 'win'],
    [-2, 0, 'lose'], // −0.5
    [2, 0, 'win'],
    [2, -1, 'lose'], // +0.5
    [-3, 2, 'win'],
    [-3, 1, 'half_win'],
    [-3, 0, 'lose'], // −0.75
    [3, 0, 'win'],
    [3, -1, 'half_lose'],
    [3, -2, 'lose'], // +0.75
    [-4, 2, 'win'],
    [-4, 1, 'push'],
    [-4, 0, 'lose'], // −1
    [-5, 2, 'win'],
    [-5, 1, 'half_lose'],
    [-5, 0, 'lose'], // −1.25
    [5, -1, 'half_win'],
    [5, -2, 'lose'],
    [5, 0, 'win'], // +1.25
    [-7, 3, 'win'],
    [-7, 2, 'half_win'],
    [-7, 1, 'lose'], // −1.75
  ];
  it.each(cases)('home line %i quarters, goal difference %i → %s', (line, diff, expected) => {
    const result = settleSelection({ kind: 'ah', line }, 'home', score(Math.max(diff, 0) + 1, Math.max(-diff, 0) + 1));
    expect(result).toBe(expected);
    const mirror: Record<LegResult, LegResult> = {
      win: 'lose',
      lose: 'win',
      half_win: 'half_lose',
      half_lose: 'half_win',
      push: 'push',
      void: 'void',
    };
    expect(settleSelection({ kind: 'ah', line }, 'away', score(Math.max(diff, 0) + 1, Math.max(-diff, 0) + 1))).toBe(
      mirror[expected],
    );
  });
});

describe('over/under lines', () => {
  const cases: [number, number, LegResult][] = [
    [10, 3, 'win'],
    [10, 2, 'lose'], // 2.5
    [9, 3, 'win'],
    [9, 2, 'half_lose'],
    [9, 1, 'lose'], // 2.25
    [11, 3, 'half_win'],
    [11, 2, 'lose'],
    [11, 4, 'win'], // 2.75
    [8, 2, 'push'],
    [8, 3, 'win'], // 2.0
  ];
  it.each(cases)('over at line %i quarters with %i goals → %s', (line, goals, expected) => {
    expect(settleSelection({ kind: 'ou', line }, 'over', score(goals, 0))).toBe(expected);
  });
  it('under mirrors over', () => {
    expect(settleSelection({ kind: 'ou', line: 9 }, 'under', score(1, 1))).toBe('half_win');
    expect(settleSelection({ kind: 'ou', line: 10 }, 'under', score(1, 1))).toBe('win');
  });
});

describe('other markets', () => {
  it('1X2, both teams to score and correct score', () => {
    expect(settleSelection({ kind: '1x2' }, 'home', score(2, 1))).toBe('win');
    expect(settleSelection({ kind: '1x2' }, 'draw', score(2, 1))).toBe('lose');
    expect(settleSelection({ kind: '1x2' }, 'draw', score(0, 0))).toBe('win');
    expect(settleSelection({ kind: 'btts' }, 'yes', score(1, 1))).toBe('win');
    expect(settleSelection({ kind: 'btts' }, 'no', score(3, 0))).toBe('win');
    expect(settleSelection({ kind: 'cs' }, '2-1', score(2, 1))).toBe('win');
    expect(settleSelection({ kind: 'cs' }, 'other', score(4, 0))).toBe('win');
    expect(settleSelection({ kind: 'cs' }, '3-0', score(4, 0))).toBe('lose');
  });
});

describe('markets of other sports and e-sports', () => {
  it('settles the match winner (a tie voids it) and each map by its winner (a map not played voids it)', () => {
    expect(settleSelection({ kind: 'mw' }, 'home', score(101, 99))).toBe('win');
    expect(settleSelection({ kind: 'mw' }, 'away', score(101, 99))).toBe('lose');
    expect(settleSelection({ kind: 'mw' }, 'home', score(1, 1))).toBe('void');
    const bo3 = { home: 2, away: 1, maps: ['away', 'home', 'home'] as const };
    expect(settleSelection({ kind: 'map', line: 1 }, 'away', bo3)).toBe('win');
    expect(settleSelection({ kind: 'map', line: 2 }, 'away', bo3)).toBe('lose');
    expect(settleSelection({ kind: 'map', line: 4 }, 'home', bo3)).toBe('void');
    expect(parseMarketKey('map:2')).toEqual({ kind: 'map', line: 2 });
    expect(parseMarketKey('map:9')).toBeNull();
    expect(parseMarketKey('mw')).toEqual({ kind: 'mw' });
  });
  it('prices basketball handicaps and totals on the same quarter lines (−5.5 points is −22)', () => {
    expect(settleSelection({ kind: 'ah', line: -22 }, 'home', score(100, 94))).toBe('win');
    expect(settleSelection({ kind: 'ah', line: -22 }, 'home', score(100, 95))).toBe('lose');
    expect(settleSelection({ kind: 'ou', line: 842 }, 'over', score(110, 101))).toBe('win');
    expect(parseMarketKey('ou:1002')).toEqual({ kind: 'ou', line: 1002 });
  });
});

describe('payouts', () => {
  it('pays half stake at the odds and half back on a half win, half back on a half loss', () => {
    expect(betPayout(10_000n, [{ result: 'half_win', odds: 1900n }])).toBe(14_500n);
    expect(betPayout(10_000n, [{ result: 'half_lose', odds: 1900n }])).toBe(5_000n);
    expect(betPayout(10_000n, [{ result: 'push', odds: 1900n }])).toBe(10_000n);
  });
  it('a parlay counts a void leg at 1.00 and rounds down once at the end', () => {
    const legs = [
      { result: 'win' as const, odds: 1850n },
      { result: 'void' as const, odds: 3200n },
      { result: 'half_win' as const, odds: 1950n },
    ];
    // 10 001 × 1.85 × 1.475 = 27 290.22… → 27 290
    expect(betPayout(10_001n, legs)).toBe(27_290n);
    expect(betPayout(10_001n, [...legs, { result: 'lose', odds: 1500n }])).toBe(0n);
  });
  it('caps the payout at the maximum', () => {
    expect(potentialReturn(100_000n, [5000n, 5000n, 5000n], 5_000_000n)).toBe(5_000_000n);
    expect(potentialReturn(100n, [1500n, 2000n])).toBe(300n);
  });
});

describe('odd/even on the total', () => {
  it('settles on the sum of both sides, 0 counting as even', () => {
    const market = parseMarketKey('oe');
    expect(market).toEqual({ kind: 'oe' });
    if (!market) return;
    const cases: [number, number, LegResult, LegResult][] = [
      [0, 0, 'lose', 'win'],
      [1, 0, 'win', 'lose'],
      [2, 1, 'win', 'lose'],
      [2, 2, 'lose', 'win'],
      [101, 98, 'win', 'lose'],
    ];
    for (const [home, away, odd, even] of cases) {
      expect([
        settleSelection(market, 'odd', score(home, away)),
        settleSelection(market, 'even', score(home, away)),
      ]).toEqual([odd, even]);
    }
    expect(parseMarketKey('oe:1')).toBeNull();
    expect(betPayout(1_000n, [{ result: settleSelection(market, 'odd', score(2, 1)), odds: 1_950n }])).toBe(1_950n);
  });
});
