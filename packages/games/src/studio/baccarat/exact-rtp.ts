import { playCoup } from './tableau';

/**
 * Exact outcome probabilities of punto banco from an n-deck shoe without replacement, by
 * enumerating the point values of the first six cards (10 values: 0 for 10/J/Q/K, 1–9 otherwise)
 * with their exact probabilities. Every probability is a count over the common denominator
 * N·(N−1)·…·(N−5), N = 52n cards, kept as bigint, so the results are exact fractions.
 */
export interface BaccaratExact {
  /** Common denominator of every numerator below. */
  denominator: bigint;
  player: bigint;
  banker: bigint;
  tie: bigint;
  /** P(first two cards of a side are the same rank), over its own denominator N·(N−1). */
  pair: { numerator: bigint; denominator: bigint };
}

export function exactBaccarat(decks: number): BaccaratExact {
  const perValue = Array.from({ length: 10 }, (_, v) => BigInt(v === 0 ? 16 * decks : 4 * decks));
  const n = BigInt(52 * decks);
  const denominator = n * (n - 1n) * (n - 2n) * (n - 3n) * (n - 4n) * (n - 5n);
  const totals = { player: 0n, banker: 0n, tie: 0n };
  const points: number[] = [];
  const left = [...perValue];

  // Ways (ordered, distinguishable cards) to deal `depth` more cards after the ones in `points`,
  // multiplied out to six cards with the factors for the cards never dealt.
  const walk = (ways: bigint, dealt: number): void => {
    let result: ReturnType<typeof playCoup> | null = null;
    try {
      result = playCoup(points);
    } catch {
      result = null;
    }
    if (result && result.playerCards + result.bankerCards === dealt) {
      // Coup complete: the unread cards of the six are free, (N − dealt)…(N − 5) ways.
      let w = ways;
      for (let k = dealt; k < 6; k++) w *= n - BigInt(k);
      totals[result.winner] += w;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const count = left[v] ?? 0n;
      if (count === 0n) continue;
      left[v] = count - 1n;
      points.push(v);
      walk(ways * count, dealt + 1);
      points.pop();
      left[v] = count;
    }
  };
  walk(1n, 0);

  const sameRank = 13n * BigInt(4 * decks) * BigInt(4 * decks - 1);
  return { denominator, ...totals, pair: { numerator: sameRank, denominator: n * (n - 1n) } };
}
