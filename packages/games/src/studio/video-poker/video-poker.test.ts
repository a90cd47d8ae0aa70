import { beforeAll, describe, expect, it } from 'vitest';
import { parseCards } from '../cards/cards';
import { rngDealing } from '../cards/test-helpers';
import { playRound } from '../round';
import { binomial, optimalHold, warmUp } from './optimal';
import {
  bestHold,
  deal,
  dealFromCards,
  detailOf,
  draw,
  payInCoins,
  paysPerUnit,
  VideoPokerActionError,
  videoPokerGame,
} from './video-poker';

// The hold tables take a few seconds to build (longer on a busy machine): once, up front.
beforeAll(() => warmUp(paysPerUnit(5)), 120_000);

const five = { coinValue: 10n, coins: 5 };
const round = (cards: string, held: boolean[], choices = five) => draw(dealFromCards(choices, parseCards(cards)), held);
const HOLD_ALL = [true, true, true, true, true];
const DRAW_ALL = [false, false, false, false, false];

describe('video poker pays', () => {
  it('pays 9/6 per coin and 4000 for a royal on five coins', () => {
    expect([1, 2, 3, 4, 5].map((coins) => payInCoins(9, coins))).toEqual([250, 500, 750, 1000, 4000]);
    expect([1, 2, 3, 4, 5].map((coins) => payInCoins(6, coins))).toEqual([9, 18, 27, 36, 45]);
    expect([8, 7, 5, 4, 3, 2, 1, 0].map((hand) => payInCoins(hand, 1))).toEqual([50, 25, 6, 4, 3, 2, 1, 0]);
    expect(paysPerUnit(5)[9]).toBe(800);
    expect(paysPerUnit(3)[9]).toBe(250);
  });

  it('settles final hands', () => {
    expect(round('Ah Kh Qh Jh Th 2c 3c 4c 5c 6c', HOLD_ALL).payout).toBe(40_000n);
    expect(round('Ah Kh Qh Jh Th 2c 3c 4c 5c 6c', HOLD_ALL, { coinValue: 10n, coins: 4 }).payout).toBe(10_000n);
    expect(round('Ac 2d 3h 4s 5c 9c 9d 9h 9s Kc', HOLD_ALL).payout).toBe(200n); // wheel straight: 4 × 5 coins
    expect(round('Jc Jd 2h 5s 9c 3c 4c 6c 7c 8d', HOLD_ALL).payout).toBe(50n);
    expect(round('Tc Td 2h 5s 9c 3c 4c 6c 7c 8d', HOLD_ALL).payout).toBe(0n);
    expect(round('Qc Kd Ah 2s 3c 4c 5d 6c 7c 8d', HOLD_ALL).payout).toBe(0n); // no round-the-corner straight
  });

  it('fills discarded positions left to right from cards 6–10', () => {
    const s = round('Ah 2c Kh 3d Qh Jh Th 9c 9d 9h', [true, false, true, false, true]);
    expect(detailOf(s)).toMatchObject({
      dealt: ['Ah', '2c', 'Kh', '3d', 'Qh'],
      final: ['Ah', 'Jh', 'Kh', 'Th', 'Qh'],
      hand: 'royal-flush',
      payCoins: 4000,
    });
    const all = round('2c 3d 7h 9s Kc Jc Jd Jh Js 4c', DRAW_ALL);
    expect(detailOf(all)).toMatchObject({ final: ['Jc', 'Jd', 'Jh', 'Js', '4c'], hand: 'four-of-a-kind' });
    expect(all.payout).toBe(10n * 125n);
  });

  it('refuses a second draw and a bad hold', () => {
    const dealt = dealFromCards(five, parseCards('2c 3d 7h 9s Kc Jc Jd Jh Js 4c'));
    expect(() => draw(draw(dealt, HOLD_ALL), HOLD_ALL)).toThrow(/already made/);
    expect(() => draw(dealt, [true, false])).toThrow(VideoPokerActionError);
    expect(dealt.phase).toBe('draw');
  });

  it('reads ten floats and replays from the seeds', () => {
    const rng = rngDealing(1, 'Ah Kh Qh Jh 2c Th 3c 4c 5c 6c');
    const s = deal(five, rng);
    expect(rng.remaining).toBe(0);
    expect(draw(s, bestHold(s)).payout).toBe(40_000n);
  });
});

describe('video poker optimal hold', () => {
  const pays5 = paysPerUnit(5);
  it('matches the known EVs of classic holds', () => {
    // A high pair and three blanks: 1.5365; a low pair: 0.8237 (9/6 tables).
    expect(optimalHold(parseCards('Jc Jd 2h 5s 9c'), pays5).ev).toBeCloseTo(1.53654, 5);
    expect(optimalHold(parseCards('2c 2d 7h 9s Kc'), pays5).ev).toBeCloseTo(0.823682, 5);
  }, 60_000);

  it.each([
    ['Ah Kh Qh Jh 9h', [true, true, true, true, false]], // 4 to a royal over a made flush
    ['Jc Jd 2h 5s 9c', [true, true, false, false, false]],
    ['2c 2d 7h 9s Kc', [true, true, false, false, false]], // low pair over a lone king
    ['4h 5h 6h 7h 9c', [true, true, true, true, false]], // 4 to a straight flush
    ['Ac 2d 3h 4s 5c', [true, true, true, true, true]],
    ['Tc Td Ts 5h 2d', [true, true, true, false, false]],
  ])('%s → %j', (cards, held) => {
    expect(optimalHold(parseCards(cards), pays5).held).toEqual(held);
  });

  it('counts draws combinatorially', () => {
    expect(binomial(47, 5)).toBe(1_533_939);
    expect(binomial(52, 5)).toBe(2_598_960);
  });
});

describe('video poker game', () => {
  it('validates choices strictly', () => {
    expect(videoPokerGame.validate({ coinValue: '25', coins: 5 })).toEqual({
      ok: true,
      choices: { coinValue: 25n, coins: 5 },
    });
    const refused: [unknown, RegExp][] = [
      [null, /object/],
      [{ coinValue: 10 }, /Coins/],
      [{ coinValue: 10, coins: 6 }, /1 to 5/],
      [{ coinValue: 10, coins: 2.5 }, /Coins/],
      [{ coinValue: 0, coins: 1 }, /Coin value/],
      [{ coinValue: 10, coins: 1, hold: [] }, /Unexpected field 'hold'/],
      [{ coinValue: '1000000000000000', coins: 5 }, /too large/],
    ];
    for (const [input, message] of refused) {
      const v = videoPokerGame.validate(input);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.message).toMatch(message);
    }
    expect(videoPokerGame.stakeOf({ coinValue: 25n, coins: 4 })).toBe(100n);
  });

  it('measures about the stated RTP with optimal play on a sample', () => {
    let stake = 0n;
    let payout = 0n;
    const n = 20_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const r = playRound(
        videoPokerGame,
        { serverSeed: 'vp-sample', clientSeed: 'c', nonce },
        { coinValue: 1, coins: 5 },
      );
      if (!r.ok) throw new Error(r.message);
      stake += r.round.stake;
      payout += r.round.payout;
      expect(r.round.floatsUsed).toBe(10);
    }
    // SD of one hand ≈ 4.42: 4 SE at 20,000 hands ≈ 0.125.
    expect(Math.abs(Number(payout) / Number(stake) - videoPokerGame.statedRtp)).toBeLessThan(0.125);
  }, 60_000);
});

describe('videoPokerGame records', () => {
  it('has a JSON paytable and JSON details, and replays from the seeds', () => {
    expect(JSON.parse(JSON.stringify(videoPokerGame.paytable))).toEqual(videoPokerGame.paytable);
    const seeds = { serverSeed: 'replay', clientSeed: 'c', nonce: 3 };
    const first = playRound(videoPokerGame, seeds, { coinValue: 1, coins: 5 });
    const again = playRound(videoPokerGame, seeds, { coinValue: 1, coins: 5 });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    if (first.ok) expect(() => JSON.stringify(first.round.detail)).not.toThrow();
  });
});
