import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './plinko';

/**
 * Simulated Plinko player: (rows, risk) uniform over the 27 tables, stake 100.00. Every table
 * returns exactly 99%, so the mix does too.
 */
export function plinkoSimProfile(): unknown {
  const rows = PLINKO_MIN_ROWS + Math.floor(Math.random() * (PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1));
  const risk = PLINKO_RISKS[Math.floor(Math.random() * PLINKO_RISKS.length)];
  return { stake: 10_000, rows, risk };
}
