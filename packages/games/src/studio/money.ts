/** Largest amount (minor units) a single stake or chip may have: keeps every product well inside bigint sanity. */
export const MAX_STAKE_MINOR = 10n ** 15n;

/**
 * An amount of money in minor units from player input: a bigint, a safe integer number or a
 * string of digits; must be at least 1 and at most {@link MAX_STAKE_MINOR}. Null when invalid.
 */
export function parseMinorUnits(value: unknown): bigint | null {
  let amount: bigint;
  if (typeof value === 'bigint') amount = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null;
    amount = BigInt(value);
  } else if (typeof value === 'string') {
    if (!/^[0-9]{1,16}$/.test(value)) return null;
    amount = BigInt(value);
  } else return null;
  if (amount < 1n || amount > MAX_STAKE_MINOR) return null;
  return amount;
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
