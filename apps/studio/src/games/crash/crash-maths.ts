/**
 * The flight as the server defines it: after t ms the multiplier is floor(100·e^(g·t))/100 with the
 * growth g the server sends. The client only draws it; cash-outs are decided by the server's clock.
 */
export function multiplierAt(elapsedMs: number, growthPerMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + 1e-9);
}

/** Hundredths as "1.23". */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** "1.5", "2.00", "10" → hundredths; null unless 1.01 … 1,000,000.00 with at most two decimals. */
export function parseMultiplier(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return hundredths >= 101 && hundredths <= 100_000_000 ? hundredths : null;
}

/** "1.50" → 150 (hundredths of a multiplier text from the server), null when unreadable. */
export function readMultiplier(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** The win of `stake` cashed out at `hundredths`: floor(stake × multiplier). */
export function winAt(stake: bigint, hundredths: number): bigint {
  return (stake * BigInt(hundredths)) / 100n;
}
