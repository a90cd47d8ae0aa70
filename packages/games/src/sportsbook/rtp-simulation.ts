import { randomBytes } from 'node:crypto';
import { goalMeans, type PricedMarket, playMatch, priceMatch, scoreMatrix } from './football-model';
import { fixturesOf } from './league';
import { betPayout, settleSelection } from './settlement';

export interface MarketRtp {
  market: string;
  /** Expected return per unit staked on every selection, from the model's score distribution. */
  expected: number;
  /** Return per unit staked on every selection over the simulated matches. */
  realised: number;
  stakes: number;
}

const UNIT = 1_000_000n;

/**
 * Plays `rounds` rounds of the virtual league from fresh seeds, staking one unit on every selection of every
 * market, and reports the realised return beside the model's expected return, per market kind.
 */
export function simulateLeagueRtp(rounds: number, margin: number): MarketRtp[] {
  const totals = new Map<string, { staked: bigint; returned: bigint; expected: number; count: number }>();
  for (let round = 0; round < rounds; round++) {
    const seed = randomBytes(32).toString('hex');
    fixturesOf(round).forEach(([home, away], index) => {
      const markets = priceMatch(home, away, margin);
      const matrix = scoreMatrix(goalMeans(home, away));
      const { score } = playMatch(seed, `sim-${round}`, index, home, away);
      for (const priced of markets) addMarket(totals, priced, matrix, score);
    });
  }
  return [...totals].map(([market, t]) => ({
    market,
    expected: t.expected / t.count,
    realised: Number((t.returned * 1_000_000n) / t.staked) / 1_000_000,
    stakes: t.count,
  }));
}

function addMarket(
  totals: Map<string, { staked: bigint; returned: bigint; expected: number; count: number }>,
  priced: PricedMarket,
  matrix: number[][],
  score: { home: number; away: number },
): void {
  const kind = priced.market.kind;
  const entry = totals.get(kind) ?? { staked: 0n, returned: 0n, expected: 0, count: 0 };
  for (const selection of priced.selections) {
    entry.staked += UNIT;
    entry.returned += betPayout(UNIT, [
      { result: settleSelection(priced.market, selection.code, score), odds: selection.odds },
    ]);
    let expected = 0;
    matrix.forEach((row, home) => {
      row.forEach((p, away) => {
        const result = settleSelection(priced.market, selection.code, { home, away });
        expected += p * Number(betPayout(UNIT, [{ result, odds: selection.odds }]));
      });
    });
    entry.expected += expected / Number(UNIT);
    entry.count++;
  }
  totals.set(kind, entry);
}
