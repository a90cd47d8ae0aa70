/**
 * Simulated Mines player: mines uniform over 1–24, then 1 to min(3, safe tiles) planned reveals
 * (uniform), stake 100.00. Every such bet returns exactly 99% (before flooring), so the mix does too.
 */
export function minesSimProfile(): unknown {
  const mines = 1 + Math.floor(Math.random() * 24);
  const reveals = 1 + Math.floor(Math.random() * Math.min(3, 25 - mines));
  return { stake: 10_000, mines, reveals };
}
