import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import {
  CLASSIC_REELS,
  CLASSIC_RTP,
  CLASSIC_SYMBOLS,
  CLASSIC_THREE_PAYS,
  type ClassicChoices,
  classicLinePay,
  classicLineWins,
  classicSlotGame,
  classicWindow,
} from './classic';

function choices(input: unknown): ClassicChoices {
  const result = classicSlotGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

const stopsRng = (stops: readonly number[]) => FixedRng.ofInts(stops, [32, 32, 32]);

describe('classic slot data', () => {
  it('every strip holds 32 symbols: 1/2/3/5/6/7/8 of SEVEN…CHERRY', () => {
    for (const strip of CLASSIC_REELS) {
      expect(strip).toHaveLength(32);
      expect(CLASSIC_SYMBOLS.map((s) => strip.filter((x) => x === s).length)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    }
  });

  it('line rule: three of a kind, else two cherries from the left, else one', () => {
    expect(classicLinePay('SEVEN', 'SEVEN', 'SEVEN')).toBe(1000);
    expect(classicLinePay('CHERRY', 'CHERRY', 'CHERRY')).toBe(6);
    expect(classicLinePay('CHERRY', 'CHERRY', 'BAR')).toBe(2);
    expect(classicLinePay('CHERRY', 'BAR', 'CHERRY')).toBe(1);
    expect(classicLinePay('BAR', 'CHERRY', 'CHERRY')).toBe(0);
    expect(classicLinePay('BAR', 'BAR', 'BELL')).toBe(0);
  });
});

describe('classic slot exact RTP', () => {
  it('all 32,768 stop combinations through the play path return exactly 15709/16384', () => {
    const bet = choices({ coin: 1 });
    let total = 0n;
    for (let a = 0; a < 32; a++) {
      for (let b = 0; b < 32; b++) {
        for (let c = 0; c < 32; c++) total += classicSlotGame.play(bet, stopsRng([a, b, c])).payout;
      }
    }
    const rtp = new Ratio(total, 32_768n * 5n);
    expect(rtp).toEqual(new Ratio(BigInt(CLASSIC_RTP.numerator), BigInt(CLASSIC_RTP.denominator)));
    expect(rtp.toFixed(8)).toBe('0.95880127');
    expect(classicSlotGame.statedRtp).toBe(15_709 / 16_384);
  });

  it('agrees with the closed form over symbol counts', () => {
    const n = (reel: number, s: string) => CLASSIC_REELS[reel]?.filter((x) => x === s).length ?? 0;
    let sum = 0n;
    for (const s of CLASSIC_SYMBOLS) sum += BigInt(n(0, s) * n(1, s) * n(2, s) * CLASSIC_THREE_PAYS[s]);
    const c = (reel: number) => n(reel, 'CHERRY');
    sum += BigInt(2 * c(0) * c(1) * (32 - c(2)) + c(0) * (32 - c(1)) * 32);
    expect(new Ratio(sum, 32_768n)).toEqual(new Ratio(15_709n, 16_384n));
  });
});

describe('classic slot play', () => {
  it('pays three SEVENs across the middle line', () => {
    const stops = CLASSIC_REELS.map((strip) => (strip.indexOf('SEVEN') - 1 + 32) % 32);
    const rng = stopsRng(stops);
    const round = classicSlotGame.play(choices({ coin: 10 }), rng);
    expect(rng.floatsUsed).toBe(3);
    expect(round.detail.window.map((col) => col[1])).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    expect(round.detail.lineWins.find((w) => w.line === 1)).toMatchObject({ pay: 1000, win: '10000' });
    expect(round.payout).toBe(BigInt(round.detail.lineWins.reduce((s, w) => s + w.pay, 0)) * 10n);
    expect(round.detail.totalStake).toBe('50');
  });

  it('wraps windows round the strip end and pays diagonals', () => {
    expect(classicWindow([31, 31, 31]).map((col) => col[0])).toEqual(['SEVEN', 'PLUM', 'CHERRY']);
    expect(classicWindow([31, 0, 0])[0]).toEqual(['SEVEN', 'PLUM', 'ORANGE']);
    const window = [
      ['BELL', 'X', 'X'],
      ['X', 'BELL', 'X'],
      ['X', 'X', 'BELL'],
    ] as unknown as Parameters<typeof classicLineWins>[0];
    expect(classicLineWins(window)).toEqual([{ line: 4, symbols: ['BELL', 'BELL', 'BELL'], pay: 100 }]);
  });

  it('refuses bad choices', () => {
    for (const input of [null, {}, { coin: 0 }, { coin: '1.5' }, { coin: 1, lines: 3 }]) {
      expect(classicSlotGame.validate(input).ok, JSON.stringify(input)).toBe(false);
    }
  });

  it('measures an RTP near 95.88% on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    const bet = choices({ coin: 20 });
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const { payout } = classicSlotGame.play(bet, new FairRng('classic-sample', 'sample', nonce));
      addRound(moments, classicSlotGame.stakeOf(bet), payout);
    }
    expect(checkRtp(moments, classicSlotGame.statedRtp).pass).toBe(true);
  });
});
