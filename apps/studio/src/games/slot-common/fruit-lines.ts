/**
 * How many reels from the left a fruit-machine line win covers (classic and jackpot slots): three
 * of a kind covers all three, two cherries the first two, a single cherry only the first.
 */
export function coveredReels(symbols: readonly string[]): number {
  const [a, b, c] = symbols;
  if (a !== undefined && a === b && b === c) return 3;
  if (a === 'CHERRY' && b === 'CHERRY') return 2;
  return 1;
}
