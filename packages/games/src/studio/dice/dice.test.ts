import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { type DiceChoices, diceGame, diceMultiplierText } from './dice';

/** A float whose roll is exactly `roll` (0.00–100.00). */
const floatForRoll = (roll: number): number => FixedRng.floatFor(Math.round(roll * 100), 10_001);

function choices(input: unknown): DiceChoices {
  const result = diceGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

function play(input: unknown, roll: number) {
  const rng = new FixedRng([floatForRoll(roll)]);
  const result = diceGame.play(choices(input), rng);
  expect(rng.floatsUsed).toBe(1);
  return result;
}

describe('dice validation', () => {
  it('normalises stake and target', () => {
    expect(choices({ stake: 100, direction: 'under', target: 49.5 })).toEqual({
      stake: 100n,
      direction: 'under',
      targetHundredths: 4950,
    });
    expect(choices({ stake: '250', direction: 'over', target: '2.05' })).toEqual({
      stake: 250n,
      direction: 'over',
      targetHundredths: 205,
    });
    expect(choices({ stake: 1, direction: 'over', target: '50.1' }).targetHundredths).toBe(5010);
  });

  it('accepts the edges: chance 0.01% and 98.00% either way', () => {
    for (const [direction, target] of [
      ['under', 0.01],
      ['under', 98],
      ['over', 99.99],
      ['over', 2],
    ] as const) {
      expect(diceGame.validate({ stake: 1, direction, target }).ok, `${direction} ${target}`).toBe(true);
    }
  });

  it('refuses targets outside 0.01%–98% chance, more than two decimals, bad stakes and directions', () => {
    const refused: unknown[] = [
      { stake: 100, direction: 'under', target: 0 },
      { stake: 100, direction: 'under', target: 98.01 },
      { stake: 100, direction: 'over', target: 1.99 },
      { stake: 100, direction: 'over', target: 100 },
      { stake: 100, direction: 'under', target: 50.123 },
      { stake: 100, direction: 'under', target: '50.123' },
      { stake: 100, direction: 'under', target: '-5' },
      { stake: 100, direction: 'under', target: Number.NaN },
      { stake: 100, direction: 'under' },
      { stake: 0, direction: 'under', target: 50 },
      { stake: -5, direction: 'under', target: 50 },
      { stake: 1.5, direction: 'under', target: 50 },
      { stake: '1e3', direction: 'under', target: 50 },
      { direction: 'under', target: 50 },
      { stake: 100, direction: 'sideways', target: 50 },
      null,
      'under 50',
    ];
    for (const input of refused) {
      const result = diceGame.validate(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.message).toBeTruthy();
    }
  });
});

describe('dice payouts', () => {
  it('rolls under 50.00: 49.99 wins 1.98×, 50.00 loses', () => {
    const bet = { stake: 1000, direction: 'under', target: 50 };
    const win = play(bet, 49.99);
    expect(win.payout).toBe(1980n);
    expect(win.detail).toMatchObject({ roll: 49.99, chance: 50, multiplier: '1.9800', win: true });
    expect(play(bet, 50).payout).toBe(0n);
  });

  it('rolls over 50.00: a roll equal to the target loses, 50.01 wins', () => {
    const bet = { stake: 1000, direction: 'over', target: 50 };
    expect(play(bet, 50).payout).toBe(0n);
    expect(play(bet, 50.01).payout).toBe(1980n);
    expect(play(bet, 100).payout).toBe(1980n);
  });

  it('pays 99 / chance as an exact ratio, floored to the minor unit', () => {
    // chance 49.50% → 2× exactly
    expect(play({ stake: 100, direction: 'under', target: 49.5 }, 0).payout).toBe(200n);
    // chance 33.33% → 9900/3333 = 2.970297…, 100 × that = 297.03 → 297
    expect(play({ stake: 100, direction: 'over', target: 66.67 }, 99.5).payout).toBe(297n);
    // chance 7% → 14.142857…: 1 unit pays 14, 7 units pay 99
    expect(play({ stake: 1, direction: 'under', target: 7 }, 3).payout).toBe(14n);
    expect(play({ stake: 7, direction: 'under', target: 7 }, 3).payout).toBe(99n);
  });

  it('edge 0.01%: only 0.00 (under 0.01) or 100.00 (over 99.99) wins, at 9900×', () => {
    expect(play({ stake: 3, direction: 'under', target: 0.01 }, 0).payout).toBe(29_700n);
    expect(play({ stake: 3, direction: 'under', target: 0.01 }, 0.01).payout).toBe(0n);
    expect(play({ stake: 3, direction: 'over', target: 99.99 }, 100).payout).toBe(29_700n);
    expect(play({ stake: 3, direction: 'over', target: 99.99 }, 99.99).payout).toBe(0n);
    expect(play({ stake: 3, direction: 'over', target: 99.99 }, 100).detail.multiplier).toBe('9900.0000');
  });

  it('edge 98%: 9,800 of the 10,001 rolls win at 99/98 = 1.0102×', () => {
    expect(play({ stake: 100, direction: 'under', target: 98 }, 97.99).payout).toBe(101n);
    expect(play({ stake: 100, direction: 'under', target: 98 }, 98).payout).toBe(0n);
    expect(play({ stake: 9800, direction: 'over', target: 2 }, 2.01).payout).toBe(9900n);
    expect(play({ stake: 9800, direction: 'over', target: 2 }, 2).payout).toBe(0n);
    expect(diceMultiplierText(9800)).toBe('1.0102');
  });

  it('returns exactly 9900/10001 of the stake over all 10,001 rolls, for every kind of target', () => {
    for (const [direction, target] of [
      ['under', 0.01],
      ['under', 98],
      ['over', 2],
      ['over', 99.99],
      ['under', 50],
      ['over', 73.21],
    ] as const) {
      const bet = choices({ stake: 9900, direction, target });
      const chance = direction === 'under' ? bet.targetHundredths : 10_000 - bet.targetHundredths;
      // A stake that is a multiple of the chance makes every payout exact.
      const exact = { ...bet, stake: BigInt(chance) };
      let total = 0n;
      let wins = 0;
      for (let roll = 0; roll <= 10_000; roll++) {
        const { payout, detail } = diceGame.play(exact, new FixedRng([FixedRng.floatFor(roll, 10_001)]));
        total += payout;
        if (detail.win) wins++;
      }
      expect(wins, `${direction} ${target}`).toBe(chance);
      // Σ payout / (10,001 rolls × stake) = 9900/10001 ⇔ Σ payout = 9900 × stake.
      expect(total).toBe(9_900n * exact.stake);
    }
  });

  it('measures an RTP near 98.99% on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    const serverSeed = 'dice-sample-server-seed';
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const bet = choices({ stake: 10_000, direction: nonce % 2 ? 'over' : 'under', target: nonce % 2 ? 50.5 : 49.5 });
      const { payout } = diceGame.play(bet, new FairRng(serverSeed, 'sample', nonce));
      addRound(moments, bet.stake, payout);
    }
    const check = checkRtp(moments, diceGame.statedRtp);
    expect(check.pass).toBe(true);
    expect(Math.abs(check.measuredRtp - diceGame.statedRtp)).toBeLessThan(0.03);
  });
});
