import type { Team } from './football-model';

/** The virtual football league's clubs and their ratings (fixed, so prices and outcomes can be recomputed). */
export const VIRTUAL_LEAGUE_TEAMS: readonly Team[] = [
  { code: 'HNR', name: 'Hanoi Red Dragons', attack: 1.3, defence: 0.8 },
  { code: 'SGT', name: 'Saigon Tigers', attack: 1.25, defence: 0.85 },
  { code: 'DNS', name: 'Da Nang Sharks', attack: 1.1, defence: 0.95 },
  { code: 'HPP', name: 'Haiphong Port', attack: 1.0, defence: 1.0 },
  { code: 'HUE', name: 'Hue Imperials', attack: 0.95, defence: 1.05 },
  { code: 'CTR', name: 'Can Tho River', attack: 0.9, defence: 1.1 },
  { code: 'NTW', name: 'Nha Trang Waves', attack: 0.85, defence: 1.15 },
  { code: 'DLP', name: 'Da Lat Pines', attack: 0.8, defence: 1.2 },
];

/**
 * The fixtures of round `roundNumber`: a circle-method rotation of the teams, so every pairing comes
 * round by round and home and away alternate.
 */
export function fixturesOf(roundNumber: number, teams: readonly Team[] = VIRTUAL_LEAGUE_TEAMS): [Team, Team][] {
  const n = teams.length;
  const rotation = roundNumber % (n - 1);
  const fixed = teams[0] as Team;
  const rest = teams.slice(1);
  const rotated = rest.map((_, i) => rest[(i + rotation) % rest.length] as Team);
  const circle = [fixed, ...rotated];
  const pairs: [Team, Team][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = circle[i] as Team;
    const b = circle[n - 1 - i] as Team;
    pairs.push((roundNumber + i) % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}
