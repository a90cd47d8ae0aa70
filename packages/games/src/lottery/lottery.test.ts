import { describe, expect, it } from 'vitest';
import { FairRng } from '../fairness/fair-rng';
import { FloatListRng } from '../fairness/floats';
import { BET_TYPE_RULES, LOTTERY_BET_TYPES } from './bet-types';
import { drawNorthResult, isNorthResult, lastTwoOfAll, NORTH_NUMBER_COUNT, type NorthResult } from './north-result';
import { oddsTable, statedRtp } from './odds-table';
import { settleTicket, ticketCost } from './settle';
import { checkTicket } from './ticket-rules';

/** A crafted result: special 12345, 45 twice more among the prizes (three 45s in all), 07 once. */
const crafted: NorthResult = {
  special: ['12345'],
  first: ['00045'],
  second: ['11111', '22207'],
  third: ['33333', '44444', '55555', '66666', '77777', '88888'],
  fourth: ['1045', '2222', '3333', '4444'],
  fifth: ['5555', '6666', '7777', '8888', '9999', '1212'],
  sixth: ['123', '456', '789'],
  seventh: ['13', '14', '15', '16'],
};

describe('North result', () => {
  it('has 27 numbers with the digit lengths of the real draw', () => {
    const result = drawNorthResult(new FairRng('seed', 'elott-vn-1:2026-01-01T00:00:00.000Z', 0));
    expect(isNorthResult(result)).toBe(true);
    expect(lastTwoOfAll(result)).toHaveLength(NORTH_NUMBER_COUNT);
    expect(NORTH_NUMBER_COUNT).toBe(27);
    expect(result.special[0]).toMatch(/^\d{5}$/);
    expect(result.fourth[0]).toMatch(/^\d{4}$/);
    expect(result.sixth[0]).toMatch(/^\d{3}$/);
    expect(result.seventh[0]).toMatch(/^\d{2}$/);
  });

  it('is recomputed from the same floats (a browser verifying a draw gets the same result)', () => {
    const server = new FairRng('seed-x', 'subject', 0);
    const drawn = drawNorthResult(server);
    expect(server.floatsUsed).toBe(27);
    const floats = new FairRng('seed-x', 'subject', 0).floats(27);
    expect(drawNorthResult(new FloatListRng(floats))).toEqual(drawn);
  });

  it('refuses a malformed result (wrong count or digit length)', () => {
    expect(isNorthResult({ ...crafted, seventh: ['13', '14', '15'] })).toBe(false);
    expect(isNorthResult({ ...crafted, special: ['1234'] })).toBe(false);
  });
});

describe('hits and payouts on a crafted result', () => {
  const stake = 10_000n;

  it('pays lô once per occurrence: a number appearing three times pays three times', () => {
    const outcome = settleTicket('lo2', ['45', '07', '98'], stake, crafted);
    expect(outcome.hits).toEqual([3, 1, 0]);
    expect(outcome.payout).toBe((stake * 350n * 4n) / 100n);
    expect(ticketCost('lo2', ['45', '07', '98'], stake)).toBe(30_000n);
  });

  it('pays đề on the last two of the special only, and 3 càng on its last three', () => {
    expect(settleTicket('de', ['45'], stake, crafted)).toEqual({ hits: [1], payout: 950_000n });
    expect(settleTicket('de', ['07'], stake, crafted).payout).toBe(0n); // among the prizes, not the special
    expect(settleTicket('ba_cang', ['345'], stake, crafted)).toEqual({ hits: [1], payout: 9_500_000n });
    expect(settleTicket('ba_cang', ['045'], stake, crafted).payout).toBe(0n); // đề hits, 3 càng does not
  });

  it('pays đầu on the head and đuôi on the tail of the special', () => {
    expect(settleTicket('dau', ['4', '5'], stake, crafted).hits).toEqual([1, 0]);
    expect(settleTicket('duoi', ['4', '5'], stake, crafted).hits).toEqual([0, 1]);
  });

  it('pays xiên only when every number appears (one miss loses it all), once however often they appear', () => {
    expect(settleTicket('xien2', ['45', '07'], stake, crafted)).toEqual({ hits: [1], payout: 170_000n });
    expect(settleTicket('xien3', ['45', '07', '98'], stake, crafted)).toEqual({ hits: [0], payout: 0n });
    expect(settleTicket('xien4', ['45', '07', '13', '14'], stake, crafted).payout).toBe(3_500_000n);
    expect(ticketCost('xien4', ['45', '07', '13', '14'], stake)).toBe(stake);
  });

  it('pays lô trượt only when none of the four appears', () => {
    expect(settleTicket('lo_truot4', ['98', '97', '96', '95'], stake, crafted).payout).toBe(28_500n);
    expect(settleTicket('lo_truot4', ['98', '97', '96', '45'], stake, crafted).payout).toBe(0n);
  });
});

describe('ticket rules', () => {
  it('refuses numbers out of range, duplicates and wrong group sizes', () => {
    expect(checkTicket('lo2', ['100'])).toMatchObject({ ok: false, problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkTicket('lo2', ['7'])).toMatchObject({ ok: false, problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkTicket('ba_cang', ['45'])).toMatchObject({ ok: false, problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkTicket('lo2', ['12', '12'])).toMatchObject({ ok: false, problem: 'DUPLICATE_NUMBER', detail: '12' });
    expect(checkTicket('xien3', ['12', '13'])).toMatchObject({ ok: false, problem: 'WRONG_GROUP_SIZE' });
    expect(checkTicket('lo9', ['12'])).toMatchObject({ ok: false, problem: 'UNKNOWN_BET_TYPE' });
    expect(checkTicket('lo2', [])).toMatchObject({ ok: false, problem: 'NO_NUMBERS' });
    expect(checkTicket('dau', ['0', '9'])).toEqual({ ok: true, betType: 'dau' });
  });
});

describe('odds table', () => {
  it('states an RTP between 92% and 96% for every bet type', () => {
    for (const row of oddsTable()) {
      expect(row.rtp, row.betType).toBeGreaterThan(0.92);
      expect(row.rtp, row.betType).toBeLessThan(0.96);
    }
  });

  it('matches a simulation of 20,000 fair draws within tolerance', () => {
    const returned = Object.fromEntries(LOTTERY_BET_TYPES.map((type) => [type, 0]));
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const result = drawNorthResult(new FairRng('simulation-seed', 'sim', i));
      const bets = {
        lo2: ['27'],
        de: ['27'],
        ba_cang: ['270'],
        dau: ['2'],
        duoi: ['7'],
        xien2: ['27', '72'],
        xien3: ['27', '72', '00'],
        xien4: ['27', '72', '00', '99'],
        lo_truot4: ['27', '72', '00', '99'],
      } as const;
      for (const type of LOTTERY_BET_TYPES) {
        returned[type] = (returned[type] ?? 0) + Number(settleTicket(type, bets[type], 100n, result).payout) / 100;
      }
    }
    // Frequent bet types converge in 20,000 draws; rare ones (3 càng, xiên 4) are checked exactly above.
    for (const type of ['lo2', 'dau', 'duoi', 'lo_truot4', 'xien2'] as const) {
      const rtp = (returned[type] ?? 0) / draws;
      const tolerance = type === 'xien2' ? 0.12 : 0.04;
      expect(Math.abs(rtp - statedRtp(type)), type).toBeLessThan(tolerance);
    }
    expect(BET_TYPE_RULES.lo2.oddsHundredths).toBe(350);
  });
});
