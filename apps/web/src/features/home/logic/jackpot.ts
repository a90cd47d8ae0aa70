import { formatSiteMoney, minorFromText } from '../../../lib/money-display';

/** Spec §4 and §9: the progressive jackpot shown on the home lobby. */
export const JACKPOT_CAP = 98_345_999;
export const JACKPOT_TICK_MS = 3000;
export const JACKPOT_STEP = 165.11;
/** Where the day's counter begins at midnight; it climbs one step per tick of the day so far. */
export const JACKPOT_DAY_FLOOR = 94_000_000;

const CENTS = 100;
const toCents = (value: number) => Math.round(value * CENTS);

/** The start value of a visit: derived from the time of day, never above the cap. */
export function jackpotStart(now: Date): number {
  const msOfDay = ((now.getHours() * 60 + now.getMinutes()) * 60 + now.getSeconds()) * 1000 + now.getMilliseconds();
  const ticks = Math.floor(msOfDay / JACKPOT_TICK_MS);
  const cents = toCents(JACKPOT_DAY_FLOOR) + ticks * toCents(JACKPOT_STEP);
  return Math.min(toCents(JACKPOT_CAP), cents) / CENTS;
}

/** The counter after `ticks` ticks of 3 seconds from `start` (whole cents, so no floating drift). */
export function jackpotAfter(start: number, ticks: number): number {
  return (toCents(start) + Math.max(0, Math.floor(ticks)) * toCents(JACKPOT_STEP)) / CENTS;
}

/**
 * Two decimals with thousands separators: 98,345,999.00. Formatted by hand (formatMoney), not with
 * Intl: the first Intl formatter of a page costs a long start-up task (docs/performance.md).
 */
export function formatJackpot(value: number): string {
  return formatSiteMoney(BigInt(toCents(value)));
}

/** A pool in minor units ('2000012345') as the counter shows it: 20,000,123.45 (exact, no floating point). */
export function formatPoolMinor(minor: string): string {
  const amount = minorFromText(minor);
  return amount === null ? minor : formatSiteMoney(amount);
}
