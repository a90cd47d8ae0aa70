import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_TABLES,
  type PlinkoRisk,
} from '@fortuna/games/studio/plinko/plinko';
import { field } from '../paytable-json';

export { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk };

/**
 * A bucket's pays (hundredths of the stake) for rows and risk: from the session's paytable when it
 * carries the table (what the server pays), otherwise from the game's own tables.
 */
export function bucketPays(paytable: unknown, rows: number, risk: PlinkoRisk): number[] {
  const sent = field(paytable, 'tables', String(rows), risk);
  if (Array.isArray(sent) && sent.length === rows + 1 && sent.every((h) => typeof h === 'number' && h >= 0))
    return sent as number[];
  return [...(PLINKO_TABLES[rows]?.[risk] ?? [])];
}

/** A pay in hundredths as a multiplier text: 562 → "5.62", 50 → "0.5", 99988 → "999.88". */
export function multiplierText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** A short bucket label that fits a narrow bucket: three significant figures at most ("999", "29.6", "5.62"). */
export function bucketLabel(hundredths: number): string {
  if (hundredths >= 10_000) return String(Math.round(hundredths / 100));
  if (hundredths >= 1_000) {
    const tenths = Math.round(hundredths / 10);
    return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  return multiplierText(hundredths);
}

/** Probability of bucket k: C(rows, k) / 2^rows. */
export function bucketChance(rows: number, k: number): number {
  if (k < 0 || k > rows) return 0;
  let ways = 1;
  for (let i = 0; i < k; i++) ways = (ways * (rows - i)) / (i + 1);
  return ways / 2 ** rows;
}

/** 0 at the centre bucket … 1 at the edges: drives the bucket colour from gold to red. */
export function bucketHeat(rows: number, k: number): number {
  return rows === 0 ? 0 : Math.abs(k - rows / 2) / (rows / 2);
}

/** The choices the server expects. */
export function plinkoChoices(stake: bigint, rows: number, risk: PlinkoRisk) {
  return { stake: stake.toString(), rows, risk };
}
