import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { JACKPOT_REELS, jackpotLinePay, jackpotSlotGame } from '@fortuna/games/studio/slot-jackpot/jackpot';
import { describe, expect, it } from 'vitest';
import { windowAt } from '../slot-common/strips';
import { asJackpotDetail, JACKPOT_START_STOPS, jackpotHighlight } from './detail';
import { jackpotInputChoices } from './jackpot-choices';
import { asJackpotPool, paytablePool, roundJackpotWin, roundPool } from './jackpot-pool';

const played = (nonce: number) =>
  JSON.parse(
    JSON.stringify(jackpotSlotGame.play({ stake: 100n }, new FairRng('jackpot-client', 'seed', nonce)).detail),
  );

describe('jackpot pool figures', () => {
  it('reads minor units sent as digits, and tolerates their absence', () => {
    expect(asJackpotPool('123456789')).toBe(123_456_789n);
    expect(asJackpotPool(undefined, null, '42')).toBe(42n);
    expect(asJackpotPool(undefined)).toBeNull();
    expect(asJackpotPool('12.5', '-3', '', {})).toBeNull();
    expect(asJackpotPool(1.5)).toBeNull();
  });

  it('finds the pool in the paytable and the round', () => {
    expect(paytablePool({ jackpot: { pool: '5000' } })).toBe(5_000n);
    expect(paytablePool(jackpotSlotGame.paytable)).toBeNull();
    expect(roundPool({ jackpotPool: '7' })).toBe(7n);
    expect(roundJackpotWin({ jackpotWin: '900' })).toBe(900n);
    expect(roundJackpotWin(played(0))).toBeNull();
  });
});

describe('Mega Fortune detail', () => {
  it('reads played rounds, with and without the pool figures', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const detail = played(nonce);
      const parsed = asJackpotDetail(detail);
      expect(parsed?.line).toEqual(detail.line);
      expect(parsed?.jackpotPool).toBeNull();
      expect(asJackpotDetail({ ...detail, jackpotPool: '1000', jackpotWin: '250' })).toMatchObject({
        jackpotPool: 1_000n,
        jackpotWin: 250n,
      });
    }
  });

  it('refuses what is not a jackpot round', () => {
    expect(asJackpotDetail({ window: [['JACKPOT']] })).toBeNull();
    expect(asJackpotDetail([])).toBeNull();
  });

  it('lights the middle line over the reels it paid on', () => {
    expect(jackpotHighlight({ line: ['BELL', 'BELL', 'BELL'], pay: 40, jackpotHit: false })?.winCells).toEqual([
      1, 4, 7,
    ]);
    expect(jackpotHighlight({ line: ['CHERRY', 'BAR', 'BELL'], pay: 1, jackpotHit: false })?.winCells).toEqual([1]);
    expect(jackpotHighlight({ line: ['JACKPOT', 'JACKPOT', 'JACKPOT'], pay: 0, jackpotHit: true })?.winCells).toEqual([
      1, 4, 7,
    ]);
    expect(jackpotHighlight({ line: ['BAR', 'BELL', 'PLUM'], pay: 0, jackpotHit: false })).toBeNull();
  });

  it('opens on a window with no win on the line', () => {
    const start = JACKPOT_REELS.map((strip, reel) => windowAt(strip, JACKPOT_START_STOPS[reel] ?? 0, 3, 'CHERRY'));
    const [a = 'CHERRY', b = 'CHERRY', c = 'CHERRY'] = start.map((column) => column[1] ?? 'CHERRY');
    expect(jackpotLinePay(a, b, c)).toEqual({ pay: 0, jackpot: false });
  });

  it('turns stored choices into the verify input', () => {
    expect(jackpotInputChoices({ stake: 100 })).toEqual({ stake: '100' });
    expect(jackpotInputChoices({ stake: '250' })).toEqual({ stake: '250' });
    expect(jackpotSlotGame.validate(jackpotInputChoices({ stake: 100 })).ok).toBe(true);
  });
});
