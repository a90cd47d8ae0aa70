import { endsOf, type PrizeNumbers } from './settle';

/**
 * Statistics players of the Vietnamese draws read before betting, over a window of drawn results (newest
 * first): how often each two-digit end (lô number) came out, how long since it last did, and how the ends
 * spread over heads (tens digit) and tails (units digit). Every occurrence counts: a number that ends two
 * prizes of one draw counts twice, as lô pays it twice.
 */

/** The 100 two-digit numbers, 00 to 99. */
export const ALL_LOTO_NUMBERS: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** How many times each two-digit number ends a prize of one result (numbers that did not come out are left out). */
export function occurrencesOf(result: PrizeNumbers): Map<string, number> {
  const counts = new Map<string, number>();
  for (const end of endsOf(result)) counts.set(end, (counts.get(end) ?? 0) + 1);
  return counts;
}

/** One number over the window: occurrences, draws it came out in, and draws since it last did. */
export interface NumberStat {
  number: string;
  /** Every occurrence among the prizes of the window's draws. */
  count: number;
  /** Draws of the window it came out in at least once. */
  draws: number;
  /** Draws since it last came out (0: in the latest); null: not once in the window. */
  gap: number | null;
  /** The index (0 = latest) of the latest draw it came out in; null: not in the window. */
  lastIndex: number | null;
}

/** The 100 numbers' statistics over `results`, newest first, in number order (00 first). */
export function numberStats(results: readonly PrizeNumbers[]): NumberStat[] {
  const stats = new Map<string, NumberStat>(
    ALL_LOTO_NUMBERS.map((number) => [number, { number, count: 0, draws: 0, gap: null, lastIndex: null }]),
  );
  results.forEach((result, index) => {
    for (const [number, times] of occurrencesOf(result)) {
      const stat = stats.get(number);
      if (!stat) continue; // not a two-digit end (cannot happen with checked results)
      stat.count += times;
      stat.draws += 1;
      if (stat.lastIndex === null) {
        stat.lastIndex = index;
        stat.gap = index;
      }
    }
  });
  return [...stats.values()];
}

/** The most frequent numbers (ties: the one seen more recently, then the lower number). */
export function hotNumbers(stats: readonly NumberStat[], limit: number): NumberStat[] {
  return [...stats]
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.lastIndex ?? Number.POSITIVE_INFINITY) - (b.lastIndex ?? Number.POSITIVE_INFINITY) ||
        a.number.localeCompare(b.number),
    )
    .slice(0, limit);
}

/**
 * The numbers absent longest (lô gan): not seen in the window first, then by the longest gap; ties by
 * fewer occurrences, then the lower number.
 */
export function coldNumbers(stats: readonly NumberStat[], limit: number): NumberStat[] {
  const gapOf = (stat: NumberStat) => stat.gap ?? Number.POSITIVE_INFINITY;
  return [...stats]
    .sort((a, b) => gapOf(b) - gapOf(a) || a.count - b.count || a.number.localeCompare(b.number))
    .slice(0, limit);
}

/** How the window's ends spread over heads and tails, and the special prize's own head and tail. */
export interface HeadTailStats {
  /** Ends with tens digit 0…9 (every occurrence). */
  heads: number[];
  /** Ends with units digit 0…9 (every occurrence). */
  tails: number[];
  /** Draws whose special prize ends with head 0…9 (what đầu pays on). */
  specialHeads: number[];
  /** Draws whose special prize ends with tail 0…9 (what đuôi pays on). */
  specialTails: number[];
}

export function headTailStats(results: readonly PrizeNumbers[]): HeadTailStats {
  const stats: HeadTailStats = {
    heads: Array(10).fill(0),
    tails: Array(10).fill(0),
    specialHeads: Array(10).fill(0),
    specialTails: Array(10).fill(0),
  };
  const bump = (row: number[], digit: string | undefined) => {
    const index = Number(digit);
    if (digit !== undefined && digit !== '' && Number.isInteger(index)) row[index] = (row[index] ?? 0) + 1;
  };
  for (const result of results) {
    for (const end of endsOf(result)) {
      bump(stats.heads, end[0]);
      bump(stats.tails, end[1]);
    }
    const special = result.special?.[0];
    if (special && special.length >= 2) {
      bump(stats.specialHeads, special.at(-2));
      bump(stats.specialTails, special.at(-1));
    }
  }
  return stats;
}

/**
 * The loto table of one result as printed beside the board: for each head 0…9, the tails that came out with
 * it, in order, repeated when a number came out twice ("Đầu 3: 1, 1, 7").
 */
export function lotoByHead(result: PrizeNumbers): string[][] {
  const rows: string[][] = Array.from({ length: 10 }, () => []);
  for (const end of [...endsOf(result)].sort()) rows[Number(end[0])]?.push(end.slice(1));
  return rows;
}
