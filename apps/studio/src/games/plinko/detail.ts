import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoDetail } from '@fortuna/games/studio/plinko/plinko';

export type { PlinkoDetail };

const isRisk = (value: unknown): value is PlinkoDetail['risk'] =>
  typeof value === 'string' && (PLINKO_RISKS as readonly string[]).includes(value);

/** The round's detail as a plinko detail (path of 0/1 per row, bucket = rights), or null when it is not one. */
export function asPlinkoDetail(detail: unknown): PlinkoDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  const rows = d.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS)
    return null;
  if (!isRisk(d.risk)) return null;
  if (!Array.isArray(d.path) || d.path.length !== rows || !d.path.every((step) => step === 0 || step === 1))
    return null;
  const path = d.path as number[];
  const bucket = path.reduce((sum, step) => sum + step, 0);
  if (d.bucket !== undefined && d.bucket !== bucket) return null;
  const hundredths =
    typeof d.multiplierHundredths === 'number' &&
    Number.isInteger(d.multiplierHundredths) &&
    d.multiplierHundredths >= 0
      ? d.multiplierHundredths
      : 0;
  return {
    rows,
    risk: d.risk,
    path,
    bucket,
    multiplierHundredths: hundredths,
    multiplier: typeof d.multiplier === 'string' ? d.multiplier : '',
  };
}
