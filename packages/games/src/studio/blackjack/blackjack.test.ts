import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { parseCards } from '../cards/cards';
import { playRound } from '../round';
import { blackjackGame, MEASURED_RTP_STANDARD_ERROR, settledAgainstStake } from './blackjack';
import { detailOf } from './detail';
import { handValue } from './rules';
import { act, BlackjackActionError, type BlackjackState, legalActions, start, startFromShoe } from './state';
import { basicStrategy } from './strategy';

/** Deal p1, dealer up, p2, dealer hole, then the rest in order. */
const deal = (cards: string, stake = 100n) => startFromShoe({ stake }, parseCards(cards));
const run = (state: BlackjackState, ...actions: Parameters<typeof act>[1][]) =>
  actions.reduce((s, a) => act(s, a), state);

describe('blackjack hand values', () => {
  it('counts soft and hard totals', () => {
    expect(handValue(parseCards('As 6d'))).toEqual({ total: 17, soft: true });
    expect(handValue(parseCards('As 6d Tc'))).toEqual({ total: 17, soft: false });
    expect(handValue(parseCards('As Ad'))).toEqual({ total: 12, soft: true });
    expect(handValue(parseCards('Kc Qd 5h'))).toEqual({ total: 25, soft: false });
  });
});

describe('blackjack rounds', () => {
  it('pays a blackjack 3:2, floored, without any action', () => {
    const s = deal('As 9c Kd 7h');
    expect(s.phase).toBe('settled');
    expect(s.returned).toBe(250n);
    expect(s.hands[0]?.result).toBe('blackjack');
    expect(deal('As 9c Kd 7h', 101n).returned).toBe(101n + 151n);
  });

  it('peeks under a ten: dealer blackjack takes the bet, a player blackjack pushes', () => {
    const lose = deal('Tc Kd 9h As');
    expect(lose.phase).toBe('settled');
    expect(lose.returned).toBe(0n);
    const push = deal('Ac Kd Th As');
    expect(push.hands[0]?.result).toBe('push');
    expect(push.returned).toBe(100n);
  });

  it('offers insurance under an ace and pays it 2:1', () => {
    const s = deal('9c As Th Kd');
    expect(s.phase).toBe('insurance');
    expect(legalActions(s)).toEqual(['insurance', 'no-insurance']);
    const insured = act(s, 'insurance');
    expect(insured).toMatchObject({ phase: 'settled', insurance: 50n, wagered: 150n, returned: 150n });
    expect(settledAgainstStake(insured)).toBe(100n);
    // Dealer has no blackjack: the insurance is lost, the hand plays on.
    const lost = run(deal('9c As Th 7d'), 'insurance', 'stand');
    expect(lost).toMatchObject({ phase: 'settled', wagered: 150n, returned: 200n });
    expect(legalActions(deal('9c As Th 7d', 1n))).toEqual(['no-insurance']);
  });

  it('dealer stands on soft 17 and hits 16', () => {
    const soft17 = run(deal('Tc As Jh 6d'), 'no-insurance', 'stand');
    expect(soft17.dealer).toHaveLength(2);
    expect(soft17.hands[0]?.result).toBe('win');
    const hits = run(deal('Tc 9s Jh 7d 5c'), 'stand');
    expect(detailOf(hits).dealerTotal).toBe(21);
    expect(hits.returned).toBe(0n);
  });

  it('doubles on two cards for one card only', () => {
    const s = run(deal('6c 6s 5h Td Tc Ks'), 'double');
    expect(s).toMatchObject({ phase: 'settled', wagered: 200n, returned: 400n });
    expect(s.hands[0]?.cards).toHaveLength(3);
    expect(settledAgainstStake(s)).toBe(300n);
    expect(() => run(deal('2c 6s 3h Td 2d'), 'hit', 'double')).toThrow(BlackjackActionError);
  });

  it('splits pairs, doubles after the split, and plays the hands in order', () => {
    const s = run(deal('8c 6s 8h Td 3c Kd 2s Jc'), 'split', 'double', 'stand');
    expect(s.hands.map((h) => h.cards.length)).toEqual([3, 2]);
    expect(s.hands.map((h) => h.result)).toEqual(['win', 'win']);
    expect(s).toMatchObject({ wagered: 300n, returned: 600n });
    expect(detailOf(s).dealerTotal).toBe(26);
  });

  it('gives split aces one card each and pays 21 after a split 1:1', () => {
    const s = run(deal('Ac 9s Ah 8d Kc 5d'), 'split');
    expect(s.phase).toBe('settled');
    expect(s.hands.map((h) => h.result)).toEqual(['win', 'lose']);
    expect(s.returned).toBe(200n);
  });

  it('splits ten-valued cards of different ranks and at most three times', () => {
    expect(legalActions(deal('Kc 6s Qh 7d'))).toContain('split');
    let s = run(deal('8c 6s 8h Td 8d 2c 8s 3c 8h 4c 5c 6c 7c'), 'split');
    expect(legalActions(s)).toContain('split');
    s = run(s, 'split');
    expect(s.hands).toHaveLength(3);
    s = run(s, 'split');
    expect(s.hands).toHaveLength(4);
    expect(s.hands[0]?.cards).toHaveLength(2);
    expect(legalActions(s)).not.toContain('split');
    s = run(s, 'stand', 'stand', 'stand', 'stand');
    expect(s.phase).toBe('settled');
    expect(s.wagered).toBe(400n);
  });

  it('refuses impossible actions', () => {
    const s = deal('Tc 9s 7h 7d 5c');
    expect(() => act(s, 'insurance')).toThrow(/not possible now/);
    expect(() => act(s, 'split')).toThrow(BlackjackActionError);
    const over = act(s, 'stand');
    expect(() => act(over, 'hit')).toThrow(/round is over/);
    expect(s.phase).toBe('player'); // act leaves the input state unchanged
  });

  it('ends a hand on 21 and on a bust', () => {
    const s = run(deal('5c 9s 6h 8d Tc 7c'), 'hit');
    expect(s.phase).toBe('settled');
    expect(s.hands[0]?.result).toBe('win');
    const bust = run(deal('Tc 9s 6h 8d Kc'), 'hit');
    expect(bust.hands[0]?.result).toBe('bust');
    expect(bust.dealer).toHaveLength(2); // the dealer does not draw when every hand is bust
  });

  it('hides the hole card until the round settles', () => {
    const s = deal('Tc 9s 7h 7d 5c');
    expect(detailOf(s)).toMatchObject({ dealer: ['9s'], dealerTotal: 9 });
    expect(detailOf(act(s, 'stand')).dealer).toEqual(['9s', '7d', '5c']);
  });

  it('is fully determined by the seeds and the actions', () => {
    const a = start({ stake: 100n }, new FairRng('s', 'c', 7));
    const b = start({ stake: 100n }, new FairRng('s', 'c', 7));
    expect(b.shoe).toEqual(a.shoe);
    expect(a.shoe).toHaveLength(312);
  });
});

describe('blackjack basic strategy', () => {
  const decide = (cards: string) => {
    const s = deal(cards);
    return basicStrategy(s.phase === 'insurance' ? act(s, 'no-insurance') : s);
  };
  it.each([
    ['Tc Ts 6h 8d', 'hit'], // 16 v 10
    ['Tc 4s 2h 8d', 'stand'], // 12 v 4
    ['Tc 2s 2h 8d', 'hit'], // 12 v 2
    ['Ac 9s 7h 8d', 'hit'], // soft 18 v 9
    ['Ac 6s 7h 8d', 'double'], // soft 18 v 6
    ['Ac 2s 7h 8d', 'stand'], // soft 18 v 2
    ['Ac 5s Ah 8d', 'split'],
    ['8c Ts 8h 8d', 'split'],
    ['Tc 6s Jh 8d', 'stand'],
    ['9c 7s 9h 8d', 'stand'], // 9s v 7
    ['6c As 5h 8d', 'hit'], // 11 v A
    ['6c Ts 5h 8d', 'double'], // 11 v 10
    ['5c 9s 5h 8d', 'double'], // 5-5 is a hard 10
    ['4c 2s 5h 8d', 'hit'], // 9 v 2
  ])('%s → %s', (cards, action) => {
    expect(decide(cards)).toBe(action);
  });

  it('never takes insurance', () => {
    expect(basicStrategy(deal('9c As Th Kd'))).toBe('no-insurance');
  });
});

describe('blackjack game', () => {
  it('validates the stake strictly', () => {
    expect(blackjackGame.validate({ stake: '250' })).toEqual({ ok: true, choices: { stake: 250n } });
    for (const input of [null, {}, { stake: 0 }, { stake: 1.5 }, { stake: 100, side: 1 }])
      expect(blackjackGame.validate(input).ok).toBe(false);
    const v = blackjackGame.validate({ stake: 100, double: true });
    expect(!v.ok && v.message).toMatch(/Unexpected field 'double'/);
  });

  it('measures about the stated RTP with basic strategy on a sample', () => {
    let stake = 0n;
    let payout = 0n;
    const n = 5_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const r = playRound(blackjackGame, { serverSeed: 'bj-sample', clientSeed: 'c', nonce }, { stake: 100 });
      if (!r.ok) throw new Error(r.message);
      stake += r.round.stake;
      payout += r.round.payout;
      expect(r.round.floatsUsed).toBe(312);
    }
    // SD of one hand ≈ 1.16: 4 SE at 5,000 hands ≈ 0.066.
    expect(Math.abs(Number(payout) / Number(stake) - blackjackGame.statedRtp)).toBeLessThan(0.066);
    expect(MEASURED_RTP_STANDARD_ERROR).toBeLessThan(0.001);
  });
});

describe('blackjackGame records', () => {
  it('has a JSON paytable and JSON details, and replays from the seeds', () => {
    expect(JSON.parse(JSON.stringify(blackjackGame.paytable))).toEqual(blackjackGame.paytable);
    const seeds = { serverSeed: 'replay', clientSeed: 'c', nonce: 3 };
    const first = playRound(blackjackGame, seeds, { stake: 100 });
    const again = playRound(blackjackGame, seeds, { stake: 100 });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    if (first.ok) expect(() => JSON.stringify(first.round.detail)).not.toThrow();
  });
});
