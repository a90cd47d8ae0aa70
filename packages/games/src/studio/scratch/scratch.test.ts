import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import {
  SCRATCH_LOSS_WEIGHT,
  SCRATCH_PRIZES,
  SCRATCH_SYMBOLS,
  type ScratchChoices,
  scratchGame,
  scratchPrizeFor,
  scratchRtp,
} from './scratch';

function choices(input: unknown): ScratchChoices {
  const result = scratchGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

const counts = (cells: readonly string[]): Map<string, number> => {
  const map = new Map<string, number>();
  for (const c of cells) map.set(c, (map.get(c) ?? 0) + 1);
  return map;
};

describe('scratch maths', () => {
  it('returns exactly 96%', () => {
    const { numerator, denominator } = scratchRtp();
    expect(new Ratio(numerator, denominator)).toEqual(new Ratio(96n, 100n));
    expect(scratchGame.statedRtp).toBe(0.96);
    expect(SCRATCH_LOSS_WEIGHT).toBe(477_789);
  });

  it('maps the draw to prizes by weight ranges', () => {
    expect(scratchPrizeFor(0)?.symbol).toBe('STAR');
    expect(scratchPrizeFor(1)?.symbol).toBe('DIAMOND');
    expect(scratchPrizeFor(10)?.symbol).toBe('DIAMOND');
    expect(scratchPrizeFor(11)?.symbol).toBe('CROWN');
    expect(scratchPrizeFor(522_210)?.symbol).toBe('CHERRY');
    expect(scratchPrizeFor(522_211)).toBeNull();
    expect(scratchPrizeFor(999_999)).toBeNull();
    // Every draw value, by weight: Σ over n of prize(n) = 960,000.
    let total = 0;
    for (let n = 0; n < 1_000_000; n++) total += scratchPrizeFor(n)?.prize ?? 0;
    expect(total).toBe(960_000);
  });
});

describe('scratch play', () => {
  it('pays the top prize and shows exactly one triple', () => {
    const floats = [0, ...Array(6).fill(0.3), ...Array(9).fill(0.7)];
    const rng = new FixedRng(floats);
    const round = scratchGame.play(choices({ stake: 200 }), rng);
    expect(rng.floatsUsed).toBe(16);
    expect(round.payout).toBe(2_000_000n);
    expect(round.detail.symbol).toBe('STAR');
    expect(round.detail.cells).toHaveLength(9);
    const c = counts(round.detail.cells);
    expect(c.get('STAR')).toBe(3);
    for (const [symbol, n] of c) if (symbol !== 'STAR') expect(n).toBeLessThanOrEqual(2);
    expect(round.detail.winningCells.map((i) => round.detail.cells[i])).toEqual(['STAR', 'STAR', 'STAR']);
  });

  it('a losing ticket shows no triple', () => {
    const rng = new FixedRng([0.9999, ...Array(9).fill(0.5)]);
    const round = scratchGame.play(choices({ stake: 200 }), rng);
    expect(rng.floatsUsed).toBe(10);
    expect(round.payout).toBe(0n);
    expect(round.detail).toMatchObject({ symbol: null, prize: 0, winningCells: [] });
    for (const n of counts(round.detail.cells).values()) expect(n).toBeLessThanOrEqual(2);
  });

  it('cells always match the prize over 5,000 seeded tickets', () => {
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const round = scratchGame.play(choices({ stake: 1 }), new FairRng('scratch-cells', 'c', nonce));
      const c = counts(round.detail.cells);
      const triples = [...c].filter(([, n]) => n >= 3);
      expect(triples.length).toBe(round.detail.symbol ? 1 : 0);
      if (round.detail.symbol) {
        expect(triples[0]).toEqual([round.detail.symbol, 3]);
        const prize = SCRATCH_PRIZES.find((p) => p.symbol === round.detail.symbol)?.prize ?? -1;
        expect(round.payout).toBe(BigInt(prize));
      }
      for (const symbol of round.detail.cells) expect(SCRATCH_SYMBOLS).toContain(symbol);
    }
  });

  it('refuses bad choices', () => {
    for (const input of [null, {}, { stake: 0 }, { stake: 1.5 }, { stake: 100, cells: 9 }, 'ticket']) {
      const result = scratchGame.validate(input);
      expect(result.ok, JSON.stringify(input)).toBe(false);
    }
  });

  it('measures an RTP near 96% on 20,000 seeded tickets', () => {
    const moments = emptyMoments();
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const bet = choices({ stake: 100 });
      addRound(moments, bet.stake, scratchGame.play(bet, new FairRng('scratch-sample', 'sample', nonce)).payout);
    }
    expect(checkRtp(moments, scratchGame.statedRtp).pass).toBe(true);
  });
});
