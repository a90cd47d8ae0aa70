import { describe, expect, it } from 'vitest';
import { asVideoPokerView, winningCards } from './detail';
import { payRows } from './pay-table';

describe('asVideoPokerView', () => {
  it('reads a dealt round waiting for the draw', () => {
    const view = asVideoPokerView({
      phase: 'draw',
      dealt: ['As', 'Kd', '7h', '7c', '2s'],
      held: [],
      final: [],
      hand: 'nothing',
      coins: 5,
      payCoins: 0,
    });
    expect(view).toMatchObject({ phase: 'draw', coins: 5, final: [], held: [] });
  });

  it('reads a stored finished round without a phase as settled', () => {
    const view = asVideoPokerView({
      dealt: ['As', 'Kd', '7h', '7c', '2s'],
      held: [false, false, true, true, false],
      final: ['9d', '7d', '7h', '7c', '3s'],
      hand: 'three-of-a-kind',
      coins: 3,
      payCoins: 9,
    });
    expect(view).toMatchObject({ phase: 'settled', hand: 'three-of-a-kind', payCoins: 9 });
  });

  it('refuses what is not a video poker round', () => {
    expect(asVideoPokerView({ dealt: ['As', 'Kd'] })).toBeNull();
    expect(asVideoPokerView({ phase: 'settled', dealt: ['As', 'Kd', '7h', '7c', '2s'], final: [] })).toBeNull();
    expect(asVideoPokerView('nope')).toBeNull();
  });
});

describe('winningCards', () => {
  it('marks only the high pair of a jacks-or-better hand', () => {
    expect(winningCards(['Js', 'Jd', '7h', '7c', '2s'], 'two-pair')).toEqual([true, true, true, true, false]);
    expect(winningCards(['Qs', 'Qd', '7h', '4c', '2s'], 'jacks-or-better')).toEqual([true, true, false, false, false]);
    expect(winningCards(['Qs', 'Qd', 'Qh', '4c', 'Qc'], 'four-of-a-kind')).toEqual([true, true, true, false, true]);
  });

  it('marks all five cards of a made hand and none of a loss', () => {
    expect(winningCards(['Ts', 'Js', 'Qs', 'Ks', 'As'], 'royal-flush')).toEqual([true, true, true, true, true]);
    expect(winningCards(['Ts', '3d', 'Qs', 'Ks', 'As'], 'nothing')).toEqual([false, false, false, false, false]);
  });
});

describe('payRows', () => {
  it('reads the game paytable best hand first and falls back to full pay', () => {
    const rows = payRows({
      pays: [
        { hand: 'jacks-or-better', perCoin: 1, byCoins: [1, 2, 3, 4, 5] },
        { hand: 'royal-flush', perCoin: 250, byCoins: [250, 500, 750, 1000, 4000] },
      ],
    });
    expect(rows.map((row) => row.hand)).toEqual(['royal-flush', 'jacks-or-better']);
    const fallback = payRows(null);
    expect(fallback).toHaveLength(9);
    expect(fallback[0]?.byCoins[4]).toBe(4000);
    expect(fallback.find((row) => row.hand === 'full-house')?.byCoins[0]).toBe(9);
  });
});
