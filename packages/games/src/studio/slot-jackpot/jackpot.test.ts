import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FixedRng } from '../../fairness/test-helpers';
import { addRound, checkRtp, emptyMoments } from '../../sim/stats';
import { Ratio } from '../slot-20/exact-rtp';
import {
  JACKPOT_BASE_RTP,
  JACKPOT_CONTRIBUTION,
  JACKPOT_HIT_PROBABILITY,
  JACKPOT_REELS,
  JACKPOT_STATED_RTP,
  JACKPOT_SYMBOLS,
  type JackpotChoices,
  jackpotLinePay,
  jackpotSlotGame,
} from './jackpot';

function choices(input: unknown): JackpotChoices {
  const result = jackpotSlotGame.validate(input);
  if (!result.ok) throw new Error(result.message);
  return result.choices;
}

const stopsRng = (stops: readonly number[]) => FixedRng.ofInts(stops, [32, 32, 32]);
const ratio = (r: { numerator: number; denominator: number }) => new Ratio(BigInt(r.numerator), BigInt(r.denominator));

describe('jackpot slot maths', () => {
  it('strips hold 1/2/3/5/6/7/8 of JACKPOT…CHERRY out of 32', () => {
    for (const strip of JACKPOT_REELS) {
      expect(strip).toHaveLength(32);
      expect(JACKPOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    }
  });

  it('all 32,768 stop combinations: base RTP exactly 243/256, one jackpot hit', () => {
    const bet = choices({ stake: 1 });
    let total = 0n;
    let hits = 0;
    for (let a = 0; a < 32; a++) {
      for (let b = 0; b < 32; b++) {
        for (let c = 0; c < 32; c++) {
          const round = jackpotSlotGame.play(bet, stopsRng([a, b, c]));
          total += round.payout;
          if (round.detail.jackpotHit) hits++;
        }
      }
    }
    expect(new Ratio(total, 32_768n)).toEqual(ratio(JACKPOT_BASE_RTP));
    expect(new Ratio(BigInt(hits), 32_768n)).toEqual(ratio(JACKPOT_HIT_PROBABILITY));
  });

  it('stated RTP = base + contribution = 6139/6400', () => {
    expect(ratio(JACKPOT_BASE_RTP).add(ratio(JACKPOT_CONTRIBUTION))).toEqual(ratio(JACKPOT_STATED_RTP));
    expect(jackpotSlotGame.statedRtp).toBe(6_139 / 6_400);
  });

  it('line rule', () => {
    expect(jackpotLinePay('JACKPOT', 'JACKPOT', 'JACKPOT')).toEqual({ pay: 0, jackpot: true });
    expect(jackpotLinePay('SEVEN', 'SEVEN', 'SEVEN')).toEqual({ pay: 200, jackpot: false });
    expect(jackpotLinePay('CHERRY', 'CHERRY', 'CHERRY').pay).toBe(6);
    expect(jackpotLinePay('CHERRY', 'CHERRY', 'JACKPOT').pay).toBe(2);
    expect(jackpotLinePay('CHERRY', 'JACKPOT', 'JACKPOT').pay).toBe(1);
    expect(jackpotLinePay('JACKPOT', 'JACKPOT', 'SEVEN')).toEqual({ pay: 0, jackpot: false });
  });
});

describe('jackpot slot play', () => {
  it('three JACKPOTs on the middle line: jackpotHit, no base payout, contribution reported', () => {
    const stops = JACKPOT_REELS.map((strip) => (strip.indexOf('JACKPOT') - 1 + 32) % 32);
    const rng = stopsRng(stops);
    const round = jackpotSlotGame.play(choices({ stake: 250 }), rng);
    expect(rng.floatsUsed).toBe(3);
    expect(round.payout).toBe(0n);
    expect(round.detail).toMatchObject({
      line: ['JACKPOT', 'JACKPOT', 'JACKPOT'],
      jackpotHit: true,
      jackpotContribution: '2',
    });
  });

  it('three SEVENs pay 200 × stake', () => {
    const stops = JACKPOT_REELS.map((strip) => (strip.indexOf('SEVEN') - 1 + 32) % 32);
    const round = jackpotSlotGame.play(choices({ stake: 3 }), stopsRng(stops));
    expect(round.payout).toBe(600n);
    expect(round.detail.jackpotHit).toBe(false);
  });

  it('refuses bad choices', () => {
    for (const input of [null, {}, { stake: 0 }, { stake: '1e2' }, { stake: 1, pool: 5 }]) {
      expect(jackpotSlotGame.validate(input).ok, JSON.stringify(input)).toBe(false);
    }
  });

  it('measures the base RTP (94.92%) on 20,000 seeded rounds', () => {
    const moments = emptyMoments();
    const bet = choices({ stake: 100 });
    for (let nonce = 0; nonce < 20_000; nonce++) {
      addRound(moments, bet.stake, jackpotSlotGame.play(bet, new FairRng('jp-sample', 'sample', nonce)).payout);
    }
    expect(checkRtp(moments, ratio(JACKPOT_BASE_RTP).toNumber()).pass).toBe(true);
  });
});
