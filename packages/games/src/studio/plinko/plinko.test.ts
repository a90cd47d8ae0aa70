import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import { PLINKO_RISKS, PLINKO_TABLES, type PlinkoChoices, plinkoGame, plinkoTableRtp } from './plinko';

function choices(input: unknown): PlinkoChoices {
  const result = plinkoGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

const LEFT = 0.25;
const RIGHT = 0.75;

describe('plinko tables', () => {
  it('has 27 symmetric tables rising from the centre to the edges, all pays positive', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const table = PLINKO_TABLES[rows]?.[risk] ?? [];
        expect(table).toHaveLength(rows + 1);
        for (let k = 0; k <= rows; k++) {
          expect(table[k]).toBe(table[rows - k]);
          expect(table[k]).toBeGreaterThan(0);
          if (k < rows / 2 - 0.5) expect(table[k] ?? 0).toBeGreaterThanOrEqual(table[k + 1] ?? 0);
        }
      }
    }
  });

  it('every table returns exactly 99/100 over the binomial distribution', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const { numerator, denominator } = plinkoTableRtp(rows, risk);
        expect(new Ratio(numerator, denominator), `${rows} ${risk}`).toEqual(new Ratio(99n, 100n));
      }
    }
    expect(plinkoGame.statedRtp).toBe(0.99);
  });

  it('enumerating all 2^8 paths of 8 rows through play gives exactly 99% (stake 100)', () => {
    for (const risk of PLINKO_RISKS) {
      const bet = choices({ stake: 100, rows: 8, risk });
      let total = 0n;
      for (let mask = 0; mask < 256; mask++) {
        const floats = Array.from({ length: 8 }, (_, i) => ((mask >> i) & 1 ? RIGHT : LEFT));
        total += plinkoGame.play(bet, new FixedRng(floats)).payout;
      }
      expect(total).toBe(99n * 256n);
    }
  });
});

describe('plinko play', () => {
  it('counts rights: all left is bucket 0, all right the last bucket', () => {
    const left = plinkoGame.play(choices({ stake: 1000, rows: 16, risk: 'high' }), new FixedRng(Array(16).fill(0)));
    expect(left.detail).toMatchObject({ bucket: 0, multiplier: '999.88', multiplierHundredths: 99_988 });
    expect(left.payout).toBe(999_880n);
    const right = plinkoGame.play(choices({ stake: 3, rows: 8, risk: 'low' }), new FixedRng(Array(8).fill(0.999)));
    expect(right.detail.bucket).toBe(8);
    expect(right.payout).toBe(16n); // 3 × 5.62 = 16.86 → 16
  });

  it('reads one float per row; 0.5 goes right', () => {
    const rng = new FixedRng([0.5, 0.4999, 0.5, 0.1, 0.9, 0.2, 0.3, 0.4, 0.6, 0.7]);
    const round = plinkoGame.play(choices({ stake: 100, rows: 10, risk: 'medium' }), rng);
    expect(rng.floatsUsed).toBe(10);
    expect(round.detail.path).toEqual([1, 0, 1, 0, 1, 0, 0, 0, 1, 1]);
    expect(round.detail.bucket).toBe(5);
    expect(round.payout).toBe(40n);
  });

  it('refuses bad choices', () => {
    for (const input of [
      null,
      { stake: 100, rows: 7, risk: 'low' },
      { stake: 100, rows: 17, risk: 'low' },
      { stake: 100, rows: 8.5, risk: 'low' },
      { stake: 100, rows: '8', risk: 'low' },
      { stake: 100, rows: 8, risk: 'extreme' },
      { stake: 100, rows: 8 },
      { stake: 0, rows: 8, risk: 'low' },
      { stake: 100, rows: 8, risk: 'low', auto: 5 },
    ]) {
      const result = plinkoGame.validate(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
      if (!result.ok) expect(result.message).toBeTruthy();
    }
  });

  it('measures an RTP near 99% on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const bet = choices({ stake: 10_000, rows: 8 + (nonce % 9), risk: PLINKO_RISKS[Math.floor(nonce / 9) % 3] });
      addRound(moments, bet.stake, plinkoGame.play(bet, new FairRng('plinko-sample', 'sample', nonce)).payout);
    }
    expect(checkRtp(moments, plinkoGame.statedRtp).pass).toBe(true);
  });
});
