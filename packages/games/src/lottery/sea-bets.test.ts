import { describe, expect, it } from 'vitest';
import { checkPrizeLayout } from './regional-result';
import {
  checkSeaTicket,
  DEFAULT_SEA_PAYOUTS,
  payoutTableOf,
  type SeaBetType,
  seaTicketCost,
  settleSeaTicket,
} from './sea-bets';
import { FOUR_D_LAYOUT, permutationsOf, THAI_LAYOUT } from './sea-result';

const series = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix}${index}`);
/** A 4D result: 1st 1234, 2nd 5678, 3rd 9012, starters 300x, consolations 400x (then the overrides). */
const fourD = (overrides: Record<string, string[]> = {}) => ({
  first: ['1234'],
  second: ['5678'],
  third: ['9012'],
  starter: series('300'),
  consolation: series('400'),
  ...overrides,
});
const thai = { first: ['123456'], front3: ['111', '222'], back3: ['333', '456'], back2: ['56'] };

const settle = (betType: SeaBetType, numbers: string[], stake: bigint, result: Record<string, string[]>) =>
  settleSeaTicket(betType, numbers, stake, result, payoutTableOf(betType, DEFAULT_SEA_PAYOUTS));

describe('SEA results', () => {
  it('checks the 23 four-digit 4D prizes and the Thai prizes', () => {
    expect(checkPrizeLayout(FOUR_D_LAYOUT, fourD()).ok).toBe(true);
    expect(checkPrizeLayout(FOUR_D_LAYOUT, fourD({ starter: series('30') }))).toMatchObject({
      ok: false,
      problem: 'WRONG_DIGITS',
      prize: 'starter',
    });
    expect(checkPrizeLayout(FOUR_D_LAYOUT, fourD({ consolation: ['4001'] }))).toMatchObject({
      problem: 'WRONG_COUNT',
      expected: 10,
    });
    expect(checkPrizeLayout(THAI_LAYOUT, thai).ok).toBe(true);
    expect(checkPrizeLayout(THAI_LAYOUT, { ...thai, first: ['12345'] })).toMatchObject({ problem: 'WRONG_DIGITS' });
  });

  it('counts the distinct orderings of a number', () => {
    expect(permutationsOf('1234')).toHaveLength(24);
    expect(permutationsOf('1123')).toHaveLength(12);
    expect(permutationsOf('1122')).toHaveLength(6);
    expect(permutationsOf('1112')).toHaveLength(4);
    expect(permutationsOf('1111')).toEqual(['1111']);
  });
});

describe('4D bets', () => {
  it('Big pays every prize tier, Small only the top three', () => {
    const result = fourD({ starter: ['8888', ...series('300').slice(1)] });
    // Stake 1.00 (100 minor units): Big 1st 2,500×, starter 180×, consolation 60×.
    expect(settle('4d_big', ['1234'], 100n, result)).toEqual({ hits: [1], payout: 250_000n });
    expect(settle('4d_big', ['8888'], 100n, result)).toEqual({ hits: [1], payout: 18_000n });
    expect(settle('4d_big', ['4003'], 100n, result)).toEqual({ hits: [1], payout: 6_000n });
    expect(settle('4d_big', ['9012', '0000'], 100n, result)).toEqual({ hits: [1, 0], payout: 50_000n });
    // Small: 3,500× on the 1st, nothing on a starter or consolation.
    expect(settle('4d_small', ['1234'], 100n, result)).toEqual({ hits: [1], payout: 350_000n });
    expect(settle('4d_small', ['8888', '4003'], 100n, result)).toEqual({ hits: [0, 0], payout: 0n });
  });

  it('Big pays a number drawn twice (a starter and a consolation) on both prizes', () => {
    const result = fourD({
      starter: ['7777', ...series('300').slice(1)],
      consolation: ['7777', ...series('400').slice(1)],
    });
    expect(settle('4d_big', ['7777'], 100n, result)).toEqual({ hits: [2], payout: 24_000n });
  });

  it('i-Box splits the stake across the 12 orderings of 1123; Box stakes each ordering', () => {
    const result = fourD({ first: ['3211'], starter: ['1132', ...series('300').slice(1)] });
    // i-Box 12.00 on 1123 = 1.00 on each ordering: 3211 wins the 1st (2,500×), 1132 a starter (180×).
    expect(seaTicketCost('4d_ibox', ['1123'], 1_200n)).toBe(1_200n);
    expect(settle('4d_ibox', ['1123'], 1_200n, result)).toEqual({ hits: [2], payout: 250_000n + 18_000n });
    // Not divisible: 10.00 over 12 orderings, floored once.
    expect(settle('4d_ibox', ['1123'], 1_000n, result).payout).toBe((1_000n * 268_000n) / 1_200n);
    // Box 1.00 costs 12.00 and pays each winning ordering in full.
    expect(seaTicketCost('4d_box', ['1123'], 100n)).toBe(1_200n);
    expect(settle('4d_box', ['1123'], 100n, result)).toEqual({ hits: [2], payout: 268_000n });
    expect(settle('4d_big', ['1123'], 100n, result).payout).toBe(0n);
  });
});

describe('Thai bets', () => {
  it('pays 2 and 3 digits top and bottom, tode in any order, and runs', () => {
    const cases: [SeaBetType, string, number, bigint][] = [
      ['th_2top', '56', 1, 9_000n],
      ['th_2top', '65', 0, 0n],
      ['th_2bottom', '56', 1, 9_000n],
      ['th_3top', '456', 1, 90_000n],
      ['th_3top', '465', 0, 0n],
      ['th_tode', '645', 1, 15_000n],
      ['th_tode', '446', 0, 0n],
      ['th_3bottom', '456', 1, 22_500n],
      ['th_3bottom', '111', 1, 22_500n],
      ['th_3bottom', '123', 0, 0n],
      ['th_run_top', '4', 1, 320n],
      ['th_run_top', '1', 0, 0n],
      ['th_run_bottom', '5', 1, 420n],
      ['th_run_bottom', '4', 0, 0n],
    ];
    for (const [betType, number, hits, payout] of cases) {
      expect(settle(betType, [number], 100n, thai), `${betType} ${number}`).toEqual({ hits: [hits], payout });
    }
  });
});

describe('SEA tickets', () => {
  it('refuses a wrong digit count, a bet type of the other draw kind and a number twice', () => {
    expect(checkSeaTicket('4d', '4d_big', ['123'])).toMatchObject({ ok: false, problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkSeaTicket('4d', 'th_2top', ['12'])).toMatchObject({ ok: false, problem: 'UNKNOWN_BET_TYPE' });
    expect(checkSeaTicket('thai', 'th_tode', ['12'])).toMatchObject({ ok: false, problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkSeaTicket('thai', 'th_run_top', ['1', '1'])).toMatchObject({ problem: 'DUPLICATE_NUMBER' });
    expect(checkSeaTicket('4d', '4d_ibox', ['1123'])).toEqual({ ok: true, betType: '4d_ibox' });
  });
});
