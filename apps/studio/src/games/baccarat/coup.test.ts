import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { baccaratGame } from '@fortuna/games/studio/baccarat/baccarat';
import { describe, expect, it } from 'vitest';
import { baccaratInputChoices } from '../stored-choices';
import { betOutcome, betResults, cardPoint, dealSequence, handTotal } from './coup';
import { asBaccaratDetail } from './detail';

const COUP = {
  player: ['3h', 'Kd', '4c'],
  banker: ['5s', 'Qh', '3d'],
  playerTotal: 7,
  bankerTotal: 8,
  winner: 'banker',
  playerPair: false,
  bankerPair: false,
  bets: [
    { bet: 'player', amount: '100', payout: '0' },
    { bet: 'banker', amount: '100', payout: '195' },
  ],
};

describe('card points and totals', () => {
  it('counts A as 1, 2–9 at face value, tens and pictures as 0', () => {
    expect(['As', '2c', '9d', 'Th', 'Js', 'Qc', 'Kd'].map(cardPoint)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(handTotal(['9h', 'Kd', '4c'])).toBe(3);
    expect(handTotal(['7h', '8d'])).toBe(5);
  });
});

describe('asBaccaratDetail', () => {
  it('reads a coup and refuses what is not one', () => {
    expect(asBaccaratDetail(COUP)).toEqual(COUP);
    expect(asBaccaratDetail({ ...COUP, player: ['9h'] })).toBeNull();
    expect(asBaccaratDetail({ ...COUP, banker: ['5s', 'Xx'] })).toBeNull();
    expect(asBaccaratDetail({ ...COUP, winner: 'dealer' })).toBeNull();
    expect(asBaccaratDetail({ ...COUP, playerTotal: 10 })).toBeNull();
    expect(asBaccaratDetail('coup')).toBeNull();
  });

  it('drops unknown bets and keeps amounts as digit strings', () => {
    const read = asBaccaratDetail({ ...COUP, bets: [...COUP.bets, { bet: 'dragon', amount: '5', payout: '0' }] });
    expect(read?.bets).toEqual(COUP.bets);
    expect(asBaccaratDetail({ ...COUP, bets: [{ bet: 'tie', amount: -5, payout: 'x' }] })?.bets).toEqual([
      { bet: 'tie', amount: '0', payout: '0' },
    ]);
  });
});

describe('dealSequence', () => {
  it('deals player, banker, player, banker, then the third cards, telling the rule as it goes', () => {
    const steps = dealSequence(COUP);
    expect(steps.map((s) => `${s.side[0]}${s.card}`)).toEqual(['p3h', 'b5s', 'pKd', 'bQh', 'p4c', 'b3d']);
    expect(steps.map((s) => [s.playerTotal, s.bankerTotal])).toEqual([
      [3, 0],
      [3, 5],
      [3, 5],
      [3, 5],
      [7, 5],
      [7, 8],
    ]);
    expect(steps[3]?.captions).toEqual([{ kind: 'draws', side: 'player', total: 3 }]);
    expect(steps[4]?.captions).toEqual([{ kind: 'draws', side: 'banker', total: 5 }]);
  });

  it('stops at a natural', () => {
    const steps = dealSequence({ player: ['4h', '2d'], banker: ['9s', 'Kc'] });
    expect(steps).toHaveLength(4);
    expect(steps[3]?.captions).toEqual([{ kind: 'natural', side: 'banker', total: 9 }]);
  });

  it('tells both decisions at once when the player stands', () => {
    const steps = dealSequence({ player: ['4h', '3d'], banker: ['2s', 'Kc', '6h'] });
    expect(steps[3]?.captions).toEqual([
      { kind: 'stands', side: 'player', total: 7 },
      { kind: 'draws', side: 'banker', total: 2 },
    ]);
  });

  it('matches the totals of coups the game really plays', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const { detail } = baccaratGame.play({ player: 100n }, new FairRng('baccarat-client', 'client', nonce));
      const last = dealSequence(detail).at(-1);
      expect([last?.playerTotal, last?.bankerTotal]).toEqual([detail.playerTotal, detail.bankerTotal]);
    }
  });
});

describe('bet results', () => {
  it('pushes player and banker on a tie and reads pairs from the flags', () => {
    const tie = { winner: 'tie', playerPair: true, bankerPair: false } as const;
    expect(betOutcome('player', tie)).toBe('push');
    expect(betOutcome('banker', tie)).toBe('push');
    expect(betOutcome('tie', tie)).toBe('win');
    expect(betOutcome('playerPair', tie)).toBe('win');
    expect(betOutcome('bankerPair', tie)).toBe('lose');
  });

  it('lists each bet with its stake, return and outcome', () => {
    const coup = asBaccaratDetail(COUP);
    if (!coup) throw new Error('fixture must parse');
    expect(betResults(coup)).toEqual([
      { bet: 'player', amount: 100n, payout: 0n, outcome: 'lose' },
      { bet: 'banker', amount: 100n, payout: 195n, outcome: 'win' },
    ]);
  });

  it('agrees with the payouts of coups the game really plays', () => {
    const choices = { player: 100n, banker: 100n, tie: 10n, playerPair: 10n, bankerPair: 10n };
    for (let nonce = 0; nonce < 300; nonce++) {
      const { detail } = baccaratGame.play(choices, new FairRng('baccarat-bets', 'client', nonce));
      for (const line of betResults(detail)) {
        if (line.outcome === 'lose') expect(line.payout).toBe(0n);
        if (line.outcome === 'push') expect(line.payout).toBe(line.amount);
        if (line.outcome === 'win') expect(line.payout).toBeGreaterThan(line.amount);
      }
    }
  });
});

describe('baccaratInputChoices', () => {
  it('turns stored amounts back into input the game accepts', () => {
    const input = baccaratInputChoices({ player: '500', tie: '20' });
    expect(input).toEqual({ player: '500', tie: '20' });
    const validated = baccaratGame.validate(input);
    expect(validated.ok && validated.choices).toEqual({ player: 500n, tie: 20n });
  });
});
