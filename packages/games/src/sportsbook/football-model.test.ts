import { describe, expect, it } from 'vitest';
import { playMatch, priceMatch } from './football-model';
import { fixturesOf, VIRTUAL_LEAGUE_TEAMS } from './league';
import { simulateLeagueRtp } from './rtp-simulation';

const [strong, , , , , , , weak] = VIRTUAL_LEAGUE_TEAMS;

describe('virtual football model', () => {
  it('prices the stronger side shorter and applies the margin', () => {
    if (!strong || !weak) throw new Error('teams');
    const markets = priceMatch(strong, weak, 0.05);
    const oneXTwo = markets.find((m) => m.key === '1x2');
    const odds = Object.fromEntries(oneXTwo?.selections.map((s) => [s.code, Number(s.odds) / 1000]) ?? []);
    expect(odds.home).toBeLessThan(odds.away as number);
    const book = 1 / (odds.home as number) + 1 / (odds.draw as number) + 1 / (odds.away as number);
    expect(book).toBeGreaterThan(1.04);
    expect(book).toBeLessThan(1.065);
    expect(markets.map((m) => m.market.kind)).toEqual(['1x2', 'ou', 'ah', 'btts', 'cs']);
  });

  it('plays the same match from the same seed, and another from another seed', () => {
    if (!strong || !weak) throw new Error('teams');
    const seed = 'a'.repeat(64);
    expect(playMatch(seed, 'R1', 0, strong, weak)).toEqual(playMatch(seed, 'R1', 0, strong, weak));
    const many = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(playMatch(seed, `R${i}`, 0, strong, weak).score)),
    );
    expect(many.size).toBeGreaterThan(3);
    const match = playMatch(seed, 'R1', 0, strong, weak);
    expect(match.goals.filter((g) => g.side === 'home')).toHaveLength(match.score.home);
  });

  it('pairs every team once per round', () => {
    for (let round = 0; round < 14; round++) {
      const codes = fixturesOf(round).flatMap(([h, a]) => [h.code, a.code]);
      expect(new Set(codes).size).toBe(VIRTUAL_LEAGUE_TEAMS.length);
    }
  });

  it('returns 1 − margin on every market: the model exactly, the simulated matches within sampling error', () => {
    const report = simulateLeagueRtp(2000, 0.05);
    console.info(JSON.stringify(report));
    for (const row of report) {
      expect(Math.abs(row.expected - 0.95)).toBeLessThan(0.006);
      const tolerance = row.market === 'cs' ? 0.08 : 0.02;
      expect(Math.abs(row.realised - row.expected)).toBeLessThan(tolerance);
    }
  });
});
