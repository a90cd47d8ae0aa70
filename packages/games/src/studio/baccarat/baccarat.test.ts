import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { parseCards } from '../cards/cards';
import { rngDealing } from '../cards/test-helpers';
import { playRound } from '../round';
import {
  BACCARAT_RTP,
  type BaccaratChoices,
  baccaratGame,
  EXACT_8_DECKS,
  playBaccarat,
  pointValue,
  rtpOf,
} from './baccarat';
import { exactBaccarat } from './exact-rtp';
import { bankerDraws, playCoup, playerDraws } from './tableau';

const all: BaccaratChoices = { player: 100n, banker: 100n, tie: 100n, playerPair: 100n, bankerPair: 100n };
const coup = (cards: string, choices: BaccaratChoices = all) => playBaccarat(choices, parseCards(cards));

describe('baccarat tableau', () => {
  it('values cards', () => {
    expect(parseCards('As 2c 9d Th Js Qc Kd').map(pointValue)).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  it('naturals stop the coup', () => {
    // P 8+J = 8, B 5+K = 5: natural, nobody draws.
    expect(playCoup([8, 5, 0, 0, 3, 3])).toMatchObject({ playerCards: 2, bankerCards: 2, winner: 'player' });
    // Banker natural 9 against player 1: player does not draw.
    expect(playCoup([1, 4, 0, 5, 3, 3])).toMatchObject({ playerCards: 2, bankerCards: 2, winner: 'banker' });
    expect(playerDraws(5, 8)).toBe(false);
  });

  it('player draws on 0–5 and stands on 6–7', () => {
    for (let p = 0; p <= 7; p++) expect(playerDraws(p, 0)).toBe(p <= 5);
  });

  it('banker draws on 0–5 when the player stood', () => {
    for (let b = 0; b <= 7; b++) expect(bankerDraws(b, null)).toBe(b <= 5);
  });

  it('banker follows the third-card table when the player drew', () => {
    const draws: Record<number, number[]> = {
      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    };
    for (let b = 0; b <= 7; b++)
      for (let p3 = 0; p3 <= 9; p3++) expect(bankerDraws(b, p3)).toBe((draws[b] ?? []).includes(p3));
  });

  it('deals the third cards in order: player first, then banker', () => {
    // P 2+3 = 5 draws 4 → 9; B 3+K = 3 draws (p3 = 4) the 6th card 5 → 8. Player wins 9–8.
    const r = coup('2c 3d 3h Ks 4c 5d');
    expect(r.detail).toMatchObject({ player: ['2c', '3h', '4c'], banker: ['3d', 'Ks', '5d'], playerTotal: 9 });
    expect(r.detail).toMatchObject({ bankerTotal: 8, winner: 'player' });
    // Player stands on 6: banker on 4 takes the 5th card.
    const s = coup('6c 2d Kh 2s 3c 9d');
    expect(s.detail).toMatchObject({ player: ['6c', 'Kh'], banker: ['2d', '2s', '3c'], bankerTotal: 7 });
    expect(s.detail.winner).toBe('banker');
    // Banker 3 does not draw against a player third card of 8.
    const t = coup('2c 3d 2h Ks 8c 9d');
    expect(t.detail).toMatchObject({ player: ['2c', '2h', '8c'], banker: ['3d', 'Ks'], playerTotal: 2 });
    expect(t.detail).toMatchObject({ bankerTotal: 3, winner: 'banker' });
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1 floored, and pushes both on a tie', () => {
    const playerWin = coup('9c 5d Kh Ks');
    expect(playerWin.detail.winner).toBe('player');
    expect(playerWin.payout).toBe(200n);
    const bankerWin = coup('5c 9d Kh Ks', { player: 100n, banker: 101n });
    expect(bankerWin.detail.winner).toBe('banker');
    expect(bankerWin.payout).toBe(101n + 95n); // floor(101 × 0.95) = 95
    const tie = coup('8c 8d Kh Qs', { player: 100n, banker: 100n, tie: 100n });
    expect(tie.detail.winner).toBe('tie');
    expect(tie.payout).toBe(100n + 100n + 900n);
  });

  it('pays pairs 11:1 on the same rank only', () => {
    const r = coup('Kc Qd Kh Qs 5c 5d');
    expect(r.detail).toMatchObject({ playerPair: true, bankerPair: true, winner: 'tie' });
    expect(r.payout).toBe(100n + 100n + 900n + 1200n + 1200n);
    const mixed = coup('Kc Qd Qh Ks 5c 5d');
    expect(mixed.detail).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it('plays a round from the RNG with six floats', () => {
    const rng = rngDealing(8, '9c 5d Kh Ks 2c 2d');
    const r = baccaratGame.play({ player: 1000n }, rng);
    expect(r.payout).toBe(2000n);
    expect(rng.remaining).toBe(0);
  });
});

describe('baccarat validation', () => {
  it('accepts chips by bet and sums the stake', () => {
    const v = baccaratGame.validate({ player: 100, tie: '50' });
    expect(v).toEqual({ ok: true, choices: { player: 100n, tie: 50n } });
    if (v.ok) expect(baccaratGame.stakeOf(v.choices)).toBe(150n);
  });

  it.each([
    [null, /object/],
    [{}, /at least one bet/],
    [{ dragon: 5 }, /Unknown bet 'dragon'/],
    [{ player: 0 }, /Bet 'player'/],
    [{ banker: 1.5 }, /Bet 'banker'/],
    [{ tie: '-3' }, /Bet 'tie'/],
    [{ player: '1000000000000000', banker: '1' }, /too large/],
  ])('refuses %j', (input, message) => {
    const v = baccaratGame.validate(input);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.message).toMatch(message);
  });
});

describe('baccarat RTP', () => {
  it('re-derives the exact 8-deck probabilities by enumeration', () => {
    const e = exactBaccarat(8);
    expect(e.denominator).toBe(EXACT_8_DECKS.denominator);
    expect(e.player).toBe(EXACT_8_DECKS.player);
    expect(e.banker).toBe(EXACT_8_DECKS.banker);
    expect(e.tie).toBe(EXACT_8_DECKS.tie);
    expect(e.player + e.banker + e.tie).toBe(e.denominator);
    expect(e.pair).toEqual(EXACT_8_DECKS.pair);
  });

  it('has the textbook RTP per bet', () => {
    expect(rtpOf('banker')).toBeCloseTo(0.989421, 6);
    expect(rtpOf('player')).toBeCloseTo(0.987649, 6);
    expect(rtpOf('tie')).toBeCloseTo(0.856404, 6);
    expect(rtpOf('playerPair')).toBeCloseTo(0.896386, 6);
    expect(baccaratGame.statedRtp).toBe(rtpOf('player'));
    expect(BACCARAT_RTP.player.denominator).toBe(EXACT_8_DECKS.denominator);
  });

  it('measures about the stated RTP on a sample', () => {
    let stake = 0n;
    let payout = 0n;
    const seeds = { serverSeed: 'baccarat-sample', clientSeed: 'client' };
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const r = playRound(baccaratGame, { ...seeds, nonce }, { player: 100 });
      if (!r.ok) throw new Error(r.message);
      stake += r.round.stake;
      payout += r.round.payout;
      expect(r.round.floatsUsed).toBe(6);
    }
    // SE of one player bet ≈ 0.95 → ±0.007 at 20,000 coups; allow 4 SE.
    expect(Math.abs(Number(payout) / Number(stake) - baccaratGame.statedRtp)).toBeLessThan(0.027);
    expect(new FairRng('a', 'b', 0).floatsUsed).toBe(0);
  });
});

describe('baccaratGame records', () => {
  it('has a JSON paytable and JSON details, and replays from the seeds', () => {
    expect(JSON.parse(JSON.stringify(baccaratGame.paytable))).toEqual(baccaratGame.paytable);
    const seeds = { serverSeed: 'replay', clientSeed: 'c', nonce: 3 };
    const first = playRound(baccaratGame, seeds, { player: 100, banker: 100, tie: 5, playerPair: 5, bankerPair: 5 });
    const again = playRound(baccaratGame, seeds, { player: 100, banker: 100, tie: 5, playerPair: 5, bankerPair: 5 });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    if (first.ok) expect(() => JSON.stringify(first.round.detail)).not.toThrow();
  });
});
