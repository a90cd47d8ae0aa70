import { describe, expect, it } from 'vitest';
import { coldNumbers, headTailStats, hotNumbers, lotoByHead, numberStats, occurrencesOf } from './number-stats';

/** A North result whose prizes end with `ends` (27 numbers, special first). */
function northEnding(ends: string[]): Record<string, string[]> {
  const [special = '00', ...rest] = ends;
  const take = (count: number, digits: number) => rest.splice(0, count).map((end) => end.padStart(digits, '7'));
  return {
    special: [special.padStart(5, '1')],
    first: take(1, 5),
    second: take(2, 5),
    third: take(6, 5),
    fourth: take(4, 4),
    fifth: take(6, 4),
    sixth: take(3, 3),
    seventh: take(4, 2),
  };
}

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + i).padStart(2, '0'));

describe('number statistics', () => {
  // Newest first. The latest draw holds 45 three times (special and twice in the 7th prize).
  const latest = northEnding(['45', ...range(62, 22), '45', '45', '01', '02']);
  const middle = northEnding(range(61, 27));
  const oldest = northEnding(['45', ...range(62, 26)]);
  const window = [latest, middle, oldest];

  it('counts every occurrence, the draws a number came out in, and the gap since it last did', () => {
    expect(occurrencesOf(latest).get('45')).toBe(3);
    const stats = new Map(numberStats(window).map((stat) => [stat.number, stat]));
    expect(stats.get('45')).toEqual({ number: '45', count: 4, draws: 2, gap: 0, lastIndex: 0 });
    expect(stats.get('61')).toEqual({ number: '61', count: 1, draws: 1, gap: 1, lastIndex: 1 });
    expect(stats.get('84')).toMatchObject({ count: 2, draws: 2, gap: 1 });
    expect(stats.get('00')).toEqual({ number: '00', count: 0, draws: 0, gap: null, lastIndex: null });
    expect([...stats.values()].reduce((sum, stat) => sum + stat.count, 0)).toBe(81);
  });

  it('ranks the popular numbers by occurrences and the cold ones by absence', () => {
    const stats = numberStats(window);
    expect(hotNumbers(stats, 3).map((stat) => [stat.number, stat.count])).toEqual([
      ['45', 4],
      ['62', 3],
      ['63', 3],
    ]);
    expect(coldNumbers(stats, 3).map((stat) => stat.number)).toEqual(['00', '03', '04']);
    // Within the window, the longest gap comes first among numbers seen.
    const seen = coldNumbers(stats, 100).filter((stat) => stat.gap !== null);
    expect(seen[0]).toMatchObject({ gap: 1 });
  });

  it('spreads the ends over heads and tails, and the special prizes over đầu and đuôi', () => {
    const stats = headTailStats(window);
    expect(stats.heads[4]).toBe(4);
    expect(stats.heads[0]).toBe(2);
    expect(stats.heads.reduce((sum, n) => sum + n, 0)).toBe(81);
    expect(stats.tails.reduce((sum, n) => sum + n, 0)).toBe(81);
    expect(stats.specialHeads[4]).toBe(2);
    expect(stats.specialHeads[6]).toBe(1);
    expect(stats.specialTails[5]).toBe(2);
    expect(stats.specialTails[1]).toBe(1);
  });

  it('lays out the loto table by head, repeating a number that came out twice', () => {
    const table = lotoByHead(latest);
    expect(table[0]).toEqual(['1', '2']);
    expect(table[4]).toEqual(['5', '5', '5']);
    expect(table.flat()).toHaveLength(27);
  });
});
