import { describe, expect, it } from 'vitest';
import { generateClientSeed, generateServerSeed } from '../fairness/seeds';
import { studioGame, studioGames } from './index';
import { playRound } from './round';

const sampleChoices: Record<string, unknown> = {
  'fortuna-dice': { stake: 100, direction: 'over', target: 50.5 },
  'fortuna-roulette': { chips: [{ bet: { type: 'split', numbers: [0, 2] }, amount: 100 }] },
  'fortuna-slot-20': { coin: 5 },
};

describe('playRound', () => {
  it('registers the three studio games with their versions and stated RTPs', () => {
    expect(Object.keys(studioGames)).toEqual(['fortuna-dice', 'fortuna-roulette', 'fortuna-slot-20']);
    expect(Object.values(studioGames).map((g) => [g.code, g.version, g.statedRtp])).toEqual([
      ['fortuna-dice', '1.0.0', 9900 / 10001],
      ['fortuna-roulette', '1.0.0', 36 / 37],
      ['fortuna-slot-20', '1.0.0', 0.9624],
    ]);
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
