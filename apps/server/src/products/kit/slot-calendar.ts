/** When a slot job's slots fall: instants in time, oldest first. */
export interface SlotCalendar {
  /** The slots strictly after `after` and at or before `until`, oldest first, at most `limit` of them. */
  slotsBetween(after: Date, until: Date, limit: number): Date[];
}

/**
 * A slot every `intervalMs`, aligned to the Unix epoch plus `offsetMs` (a 1-minute job runs at every
 * whole minute; a daily job at 11:15 UTC is `everyMs(DAY_MS, 11h15m)`).
 */
export function everyMs(intervalMs: number, offsetMs = 0): SlotCalendar {
  if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0) throw new RangeError('interval must be a positive integer');
  const offset = ((offsetMs % intervalMs) + intervalMs) % intervalMs;
  return {
    slotsBetween(after, until, limit) {
      const slots: Date[] = [];
      let next = Math.floor((after.getTime() - offset) / intervalMs) * intervalMs + offset + intervalMs;
      while (next <= until.getTime() && slots.length < limit) {
        slots.push(new Date(next));
        next += intervalMs;
      }
      return slots;
    },
  };
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Once a day at `hour:minute` local time in a zone `utcOffsetMinutes` from UTC (no daylight saving). */
export function dailyAt(hour: number, minute: number, utcOffsetMinutes: number): SlotCalendar {
  return everyMs(DAY_MS, (hour * 60 + minute - utcOffsetMinutes) * MINUTE_MS);
}
