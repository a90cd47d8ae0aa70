import { field, record } from '../paytable-json';

/**
 * A jackpot figure sent by the server, as minor units: the first candidate that is a string (or
 * bigint / safe integer) of digits. Null when none is, so the meter stays hidden until the server
 * reports a pool.
 */
export function asJackpotPool(...candidates: unknown[]): bigint | null {
  for (const candidate of candidates) {
    if (typeof candidate === 'bigint' && candidate >= 0n) return candidate;
    if (typeof candidate === 'number' && Number.isSafeInteger(candidate) && candidate >= 0) return BigInt(candidate);
    if (typeof candidate === 'string' && /^[0-9]{1,30}$/.test(candidate)) return BigInt(candidate);
  }
  return null;
}

/** The pool the session's paytable reports (`jackpot.pool`), or null. */
export const paytablePool = (paytable: unknown): bigint | null => asJackpotPool(field(paytable, 'jackpot', 'pool'));

/** The pool after a round (`detail.jackpotPool`), or null when the round does not say. */
export const roundPool = (detail: unknown): bigint | null => asJackpotPool(record(detail)?.jackpotPool);

/** The jackpot a round paid (`detail.jackpotWin`), or null when the round does not say. */
export const roundJackpotWin = (detail: unknown): bigint | null => asJackpotPool(record(detail)?.jackpotWin);
