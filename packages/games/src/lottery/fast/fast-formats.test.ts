import { describe, expect, it } from 'vitest';
import { FairRng } from '../../fairness/fair-rng';
import { FloatListRng } from '../../fairness/floats';
import { simulateFormat } from '../../sim/lottery-sim';
import { checkRtp } from '../../sim/stats';
import {
  checkFormatTicket,
  drawFormatResult,
  FORMAT_FLOATS,
  formatPayoutTable,
  formatRtps,
  formatTicketCost,
  settleFormatTicket,
} from './formats';
import { isK3Result } from './k3';
import { isKenoResult, KENO_PAY_TABLE, kenoSideWins } from './keno';

const STAKE = 1_000n;
const balls = (...numbers: number[]) => numbers.map((n) => String(n).padStart(2, '0'));
const TWENTY = balls(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20);

function settle(
  betType: Parameters<typeof settleFormatTicket>[0],
  numbers: string[],
  result: Record<string, string[]>,
) {
  return settleFormatTicket(betType, numbers, STAKE, result, formatPayoutTable(betType, numbers));
}

describe('Keno', () => {
  it('draws 20 distinct balls 01–80 from 20 floats, the same from the seed or its floats', () => {
    const rng = new FairRng('server-seed', 'elott-keno-1@2026-11-29T04:00:00.000Z', 0);
    const result = drawFormatResult('keno', rng);
    expect(isKenoResult(result)).toBe(true);
    expect(rng.floatsUsed).toBe(FORMAT_FLOATS.keno);
    const floats = new FairRng('server-seed', 'elott-keno-1@2026-11-29T04:00:00.000Z', 0).floats(20);
    expect(drawFormatResult('keno', new FloatListRng(floats))).toEqual(result);
  });

  it('pays a spot ticket by its hits from its spot count’s table', () => {
    const five = balls(1, 2, 3, 41, 42);
    expect(settle('keno', five, { balls: TWENTY })).toEqual({ hits: [3], payout: 3_000n });
    expect(settle('keno', balls(1, 2, 3, 4, 5), { balls: TWENTY }).payout).toBe(500_000n);
    expect(settle('keno', balls(41, 42), { balls: TWENTY })).toEqual({ hits: [0], payout: 0n });
    // Ten spots and none drawn pays 3×.
    expect(settle('keno', balls(41, 42, 43, 44, 45, 46, 47, 48, 49, 50), { balls: TWENTY }).payout).toBe(3_000n);
    expect(formatTicketCost('keno', five, STAKE)).toBe(STAKE);
  });

  it('keeps the pay table of the spot count on the ticket and settles by it', () => {
    const table = formatPayoutTable('keno', balls(1, 2, 3));
    expect(table).toEqual({ 2: 200, 3: 4_800 });
    // A ticket settles by the table it kept, not by today's.
    expect(settleFormatTicket('keno', balls(1, 2, 3), STAKE, { balls: TWENTY }, { 3: 1_000 }).payout).toBe(10_000n);
  });

  it('decides big, small, odd and even on the sum of the 20 balls; 810 loses big and small', () => {
    expect(kenoSideWins('small', TWENTY)).toBe(true); // sum 210
    expect(kenoSideWins('even', TWENTY)).toBe(true);
    const middle = balls(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80); // 55 + 755 = 810
    expect(kenoSideWins('big', middle)).toBe(false);
    expect(kenoSideWins('small', middle)).toBe(false);
    expect(settle('keno_sum', ['small', 'big', 'odd'], { balls: TWENTY })).toEqual({ hits: [1, 0, 0], payout: 1_900n });
    expect(formatTicketCost('keno_sum', ['small', 'big'], STAKE)).toBe(2_000n);
  });

  it('refuses spots out of range, a ball twice, a ball off the board and a bet type of another format', () => {
    expect(checkFormatTicket('keno', 'keno', [])).toMatchObject({ ok: false, problem: 'SPOTS_OUT_OF_RANGE' });
    expect(checkFormatTicket('keno', 'keno', balls(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11))).toMatchObject({
      ok: false,
      problem: 'SPOTS_OUT_OF_RANGE',
    });
    expect(checkFormatTicket('keno', 'keno', ['05', '05'])).toMatchObject({
      problem: 'DUPLICATE_NUMBER',
      detail: '05',
    });
    expect(checkFormatTicket('keno', 'keno', ['81'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE', detail: '81' });
    expect(checkFormatTicket('keno', 'keno', ['00'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkFormatTicket('keno', 'keno_sum', ['middle'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkFormatTicket('keno', 'k3_sum', ['10'])).toMatchObject({ problem: 'UNKNOWN_BET_TYPE' });
    expect(checkFormatTicket('keno', 'lo2', ['10'])).toMatchObject({ problem: 'UNKNOWN_BET_TYPE' });
    expect(checkFormatTicket('keno', 'keno', balls(1, 80))).toEqual({ ok: true, betType: 'keno' });
  });

  it('states an exact RTP between 93% and 95% for every spot count and sum side', () => {
    const rows = formatRtps('keno');
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      expect(row.rtp).toBeGreaterThan(0.93);
      expect(row.rtp).toBeLessThanOrEqual(0.95 + 1e-9);
    }
    expect(Object.keys(KENO_PAY_TABLE)).toHaveLength(10);
  });
});

describe('K3', () => {
  const roll = (...dice: number[]) => ({ dice: dice.map(String) });

  it('draws three dice 1–6 from three floats', () => {
    const rng = new FairRng('seed', 'elott-k3-1@2026-11-29T04:00:00.000Z', 0);
    expect(isK3Result(drawFormatResult('k3', rng))).toBe(true);
    expect(rng.floatsUsed).toBe(3);
    expect(drawFormatResult('k3', new FloatListRng([0, 0.5, 0.99]))).toEqual(roll(1, 4, 6));
  });

  it('settles sum, sides, triples and pairs on crafted rolls', () => {
    expect(settle('k3_sum', ['11', '10'], roll(1, 4, 6))).toEqual({ hits: [1, 0], payout: 7_600n });
    expect(settle('k3_side', ['big', 'small', 'odd', 'even'], roll(1, 4, 6))).toEqual({
      hits: [1, 0, 1, 0],
      payout: 3_900n,
    });
    // A triple loses every side.
    expect(settle('k3_side', ['big', 'small', 'odd', 'even'], roll(5, 5, 5)).payout).toBe(0n);
    expect(settle('k3_triple', ['any', '555', '666'], roll(5, 5, 5))).toEqual({ hits: [1, 1, 0], payout: 239_000n });
    expect(settle('k3_pair', ['22', '33'], roll(2, 6, 2))).toEqual({ hits: [1, 0], payout: 12_800n });
    expect(settle('k3_pair', ['22'], roll(2, 2, 2)).payout).toBe(12_800n);
  });

  it('refuses choices a bet type does not have', () => {
    expect(checkFormatTicket('k3', 'k3_sum', ['2'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE', detail: '2' });
    expect(checkFormatTicket('k3', 'k3_triple', ['777'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkFormatTicket('k3', 'k3_pair', ['12'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkFormatTicket('k3', 'k3_side', ['big', 'big'])).toMatchObject({ problem: 'DUPLICATE_NUMBER' });
    expect(checkFormatTicket('k3', 'keno', ['01'])).toMatchObject({ problem: 'UNKNOWN_BET_TYPE' });
  });

  it('states an exact RTP between 93% and 95% for every choice', () => {
    for (const row of formatRtps('k3')) {
      expect(row.rtp).toBeGreaterThan(0.93);
      expect(row.rtp).toBeLessThanOrEqual(0.95 + 1e-9);
    }
  });
});

/** A small repeatable generator for the simulated player's picks (mulberry32). */
function fixedRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('SSC', () => {
  const digits = (text: string) => ({ digits: text.split('') });

  it('draws five digits from five floats', () => {
    const rng = new FairRng('seed', 'elott-ssc-1@2026-11-29T04:00:00.000Z', 0);
    expect(drawFormatResult('ssc', rng).digits).toHaveLength(5);
    expect(rng.floatsUsed).toBe(5);
    expect(drawFormatResult('ssc', new FloatListRng([0, 0.15, 0.5, 0.75, 0.99]))).toEqual(digits('01579'));
  });

  it('settles a digit at its position and big, small, odd, even on the sum (23 is big)', () => {
    expect(settle('ssc_digit', ['1-0', '2-0', '5-9'], digits('01579'))).toEqual({ hits: [1, 0, 1], payout: 19_000n });
    // 0+1+5+7+9 = 22: small and even.
    expect(settle('ssc_side', ['big', 'small', 'odd', 'even'], digits('01579')).hits).toEqual([0, 1, 0, 1]);
    expect(settle('ssc_side', ['big', 'odd'], digits('99500')).hits).toEqual([1, 1]);
  });

  it('refuses a position or digit that does not exist and states 95% for every choice', () => {
    expect(checkFormatTicket('ssc', 'ssc_digit', ['6-1'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE' });
    expect(checkFormatTicket('ssc', 'ssc_digit', ['1-10'])).toMatchObject({ problem: 'NUMBER_OUT_OF_RANGE' });
    for (const row of formatRtps('ssc')) expect(row.rtp).toBeCloseTo(0.95, 9);
  });
});

describe('simulation of the fast formats', () => {
  it('measures every bet type within tolerance of its stated RTP (repeatable seeds; npm run sim draws fresh ones)', () => {
    for (const [format, draws] of [
      ['keno', 40_000],
      ['k3', 200_000],
      ['ssc', 100_000],
    ] as const) {
      const source = { seed: (index: number) => `sim-seed-${format}-${index}`, random: fixedRandom(17) };
      for (const row of simulateFormat(format, draws, source)) {
        const check = checkRtp(row.moments, row.statedRtp);
        expect(check.pass, `${format} ${row.label}: ${check.measuredRtp} vs ${row.statedRtp}`).toBe(true);
      }
    }
  });
});
