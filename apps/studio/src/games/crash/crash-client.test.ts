import type { CrashGameView, CrashState } from '@fortuna/contracts/studio-crash';
import { describe, expect, it } from 'vitest';
import { hundredthsText, multiplierAt, parseMultiplier, readMultiplier, winAt } from './crash-maths';
import { crashReducer } from './crash-state';
import { asCrashDetail } from './detail';

const game = (phase: CrashGameView['phase'], number = 7): CrashGameView => ({
  number,
  phase,
  bettingEndsAt: 1000,
  flightStartsAt: 1000,
  growthPerMs: 0.00006,
  crashPoint: phase === 'crashed' ? '2.50' : null,
  crashedAt: phase === 'crashed' ? 17_000 : null,
  hash: phase === 'crashed' ? 'a'.repeat(64) : null,
});

describe('crash client', () => {
  it('reads and writes multipliers as the server does', () => {
    expect(multiplierAt(0, 0.00006)).toBe(100);
    expect(multiplierAt(11_553, 0.00006)).toBe(200);
    expect(multiplierAt(11_552, 0.00006)).toBe(199);
    expect(parseMultiplier('1.5')).toBe(150);
    expect(parseMultiplier('1,01')).toBe(101);
    expect(parseMultiplier('1.00')).toBeNull();
    expect(parseMultiplier('2.345')).toBeNull();
    expect(readMultiplier('12.34')).toBe(1234);
    expect(hundredthsText(105)).toBe('1.05');
    expect(winAt(100_000n, 123)).toBe(123_000n);
    expect(winAt(333n, 150)).toBe(499n);
  });

  it('folds the events: bets of a new game, the crash busting bets still in play, recent crash points', () => {
    const state: CrashState = {
      serverTime: 5000,
      commitment: 'c'.repeat(64),
      salt: 'salt',
      game: game('flying'),
      bets: [
        { id: 1, nickname: 'de***1', stake: '100', currency: 'VND', status: 'placed', cashOut: null, payout: null },
      ],
      myBet: null,
      recent: [],
    };
    let view = crashReducer({ state: null, offsetMs: 0 }, { type: 'state', state, receivedAt: 4000 });
    expect(view.offsetMs).toBe(1000);
    view = crashReducer(view, { type: 'crashed', game: game('crashed') });
    expect(view.state?.bets[0]).toMatchObject({ status: 'busted', payout: '0' });
    expect(view.state?.recent[0]).toMatchObject({ number: 7, crashPoint: '2.50' });
    view = crashReducer(view, { type: 'game', game: game('betting', 8) });
    expect(view.state?.bets).toEqual([]);
    expect(view.state?.game?.number).toBe(8);
  });

  it('reads a stored bet defensively', () => {
    expect(asCrashDetail({ gameNumber: 3, status: 'cashed', cashOut: '1.50', autoCashOut: null })).toMatchObject({
      gameNumber: 3,
      status: 'cashed',
      cashOut: '1.50',
      crashPoint: null,
    });
    expect(asCrashDetail({ gameNumber: 'x', status: 'cashed' })).toBeNull();
    expect(asCrashDetail(null)).toBeNull();
  });
});
