import { describe, expect, it } from 'vitest';
import { generateClientSeed, generateServerSeed } from '../fairness/seeds';
import { studioGame, studioGames } from './index';
import { playRound } from './round';

const sampleChoices: Record<string, unknown> = {
  'fortuna-dice': { stake: 100, direction: 'over', target: 50.5 },
  'fortuna-roulette': { chips: [{ bet: { type: 'split', numbers: [0, 2] }, amount: 100 }] },
  'fortuna-slot-20': { coin: 5 },
  'fortuna-mines': { stake: 100, mines: 3, reveals: 2 },
  'fortuna-plinko': { stake: 100, rows: 12, risk: 'medium' },
  'fortuna-crash': { stake: 100, autoCashOut: '2.00' },
  'fortuna-scratch': { stake: 100 },
  'fortuna-slot-classic': { coin: 20 },
  'fortuna-slot-243': { coin: 4 },
  'fortuna-slot-jackpot': { stake: 100 },
  'fortuna-baccarat': { player: 100, banker: 100, tie: 10, playerPair: 10, bankerPair: 10 },
  'fortuna-blackjack': { stake: 100 },
  'fortuna-video-poker': { coinValue: 10, coins: 5 },
};

describe('playRound', () => {
  it('registers every studio game under its code with a version and a stated RTP, sample choices for each', () => {
    const byCode = Object.fromEntries(Object.values(studioGames).map((g) => [g.code, [g.version, g.statedRtp]]));
    expect(byCode).toMatchObject({
      'fortuna-dice': ['1.0.0', 9900 / 10001],
      'fortuna-roulette': ['1.0.0', 36 / 37],
      'fortuna-slot-20': ['1.0.0', 0.9624],
    });
    for (const [code, game] of Object.entries(studioGames)) {
      expect(game.code).toBe(code);
      expect(game.statedRtp).toBeGreaterThan(0.85);
      expect(game.statedRtp).toBeLessThan(1);
      expect(Object.keys(sampleChoices)).toContain(code);
    }
    expect(studioGame('nope')).toBeUndefined();
    expect(studioGame('toString')).toBeUndefined();
  });

  it('replays every game identically from the same seeds, nonce and choices', () => {
    const seeds = { serverSeed: generateServerSeed(), clientSeed: generateClientSeed(), nonce: 0 };
    for (const game of Object.values(studioGames)) {
      for (let nonce = 0; nonce < 50; nonce++) {
        const first = playRound(game, { ...seeds, nonce }, sampleChoices[game.code]);
        const again = playRound(game, { ...seeds, nonce }, sampleChoices[game.code]);
        expect(first.ok && again.ok).toBe(true);
        expect(again).toEqual(first);
        if (first.ok) {
          expect(first.round.floatsUsed).toBeGreaterThan(0);
          expect(first.round.version).toBe('1.0.0');
          expect(() => JSON.stringify(first.round.detail)).not.toThrow();
          expect(JSON.parse(JSON.stringify(game.paytable))).toEqual(game.paytable);
        }
      }
    }
  });

  it('refuses invalid choices before drawing any randomness', () => {
    const result = playRound(
      studioGames['fortuna-dice'] ?? ({} as never),
      { serverSeed: 's', clientSeed: 'c', nonce: 0 },
      {
        stake: 100,
        direction: 'under',
        target: 99,
      },
    );
    expect(result.ok).toBe(false);
  });
});
