/**
 * Calendar arithmetic in a merchant's time zone with the platform's Intl data (no library): local
 * midnights as instants, and the local date of an instant. Settlement periods and daily reports use it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface LocalDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

function localParts(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export function localDateOf(at: Date, timeZone: string): LocalDate {
  const { year, month, day } = localParts(at, timeZone);
  return { year, month, day };
}

/** The instant of local midnight starting that date (month and day may overflow, as Date.UTC allows). */
export function localMidnight(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export function isoDateOf(date: LocalDate): string {
  const normal = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return normal.toISOString().slice(0, 10);
}

export function parseIsoDate(text: string): LocalDate {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

/** Local midnight of `from` to local midnight after `to` (inclusive date range), as instants. */
export function dateRangeInstants(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const last = parseIsoDate(to);
  return {
    start: localMidnight(parseIsoDate(from), timeZone),
    end: localMidnight({ ...last, day: last.day + 1 }, timeZone),
  };
}
