import { createHash } from 'node:crypto';

/** Sorted-key JSON, so a table's version does not depend on the order its keys were read in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonical(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The version of an odds or pay table in force (docs/lottery.md "Odds the player saw", ADR 0042): a
 * fingerprint of its values. The window shows it with the table; a bet carries it back and is refused with
 * LOTTERY_ODDS_CHANGED when the table it would be placed at has another one.
 */
export function oddsVersionOf(table: unknown): string {
  return createHash('sha256').update(canonical(table)).digest('hex').slice(0, 16);
}
