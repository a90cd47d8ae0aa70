/**
 * The SMS button's countdown (spec §4, §9): after a code is sent the button waits the code's
 * lifetime, expiry minutes × 60 seconds (1 minute when the answer gives none), counted from the
 * moment it was sent, so a reload resumes where it was. Requests are throttled to one per second.
 */

export const SMS_REQUEST_THROTTLE_MS = 1000;
export const DEFAULT_SMS_MINUTES = 1;

/** Which form sent the code: each keeps its own countdown. */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'bind';

/** A sent code as remembered across reloads: when, for how long, and to which number. */
export interface SmsCountdownRecord {
  sentAt: number;
  seconds: number;
  countryDialingCode: string;
  mobile: string;
}

/** How long the button stays disabled after a code that lives `expiredMinutes`. */
export function countdownSeconds(expiredMinutes: number | undefined): number {
  const minutes =
    expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_SMS_MINUTES;
  return Math.round(minutes * 60);
}

/** Whole seconds left at `now`, never negative; a clock set back never extends the wait. */
export function secondsLeft(record: Pick<SmsCountdownRecord, 'sentAt' | 'seconds'> | null, now: number): number {
  if (!record) return 0;
  const elapsedMs = Math.max(0, now - record.sentAt);
  return Math.max(0, Math.ceil((record.seconds * 1000 - elapsedMs) / 1000));
}

/** Whether a request at `now` falls within the throttle window of the previous one. */
export function isThrottled(lastRequestAt: number | null, now: number, windowMs = SMS_REQUEST_THROTTLE_MS): boolean {
  return lastRequestAt !== null && now - lastRequestAt < windowMs;
}

export function smsCountdownStorageKey(purpose: SmsPurpose): string {
  return `smsCountdown.${purpose}`;
}

/** Reads a stored record; anything malformed counts as none. */
export function parseCountdownRecord(text: string | null): SmsCountdownRecord | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { sentAt, seconds, countryDialingCode, mobile } = value as Record<string, unknown>;
    if (typeof sentAt !== 'number' || typeof seconds !== 'number' || seconds <= 0) return null;
    if (typeof countryDialingCode !== 'string' || typeof mobile !== 'string') return null;
    return { sentAt, seconds, countryDialingCode, mobile };
  } catch {
    return null;
  }
}
