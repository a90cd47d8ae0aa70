function pad(value: number, length = 2): string {
  return String(Math.abs(value)).padStart(length, '0');
}

/** The local calendar day of a date as "YYYY-MM-DD" (the value of an <input type="date">). */
export function toDayKey(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a "YYYY-MM-DD" day, or null when the text is not a real day. */
export function fromDayKey(dayKey: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayKey);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A "YYYY-MM-DD" day in the given format, or the text itself when it is not a real day. */
export function formatDayKey(dayKey: string, format: Intl.DateTimeFormat): string {
  const date = fromDayKey(dayKey);
  return date ? format.format(date) : dayKey;
}

/** The same local day shifted by whole days (daylight-saving safe). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** An ISO date-time in the browser's own offset, e.g. "2026-05-01T00:00:00+07:00". */
export function toIsoWithOffset(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${toDayKey(date)}T${time}${offset}`;
}

/** True while the page is in Vietnamese (the html element's lang, set with the interface language). */
function isVietnamesePage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('vi');
}

/** A local day as the page's language writes it: "31/12/2026" in Vietnamese, "2026-12-31" otherwise. */
export function formatDay(date: Date): string {
  return isVietnamesePage()
    ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`
    : toDayKey(date);
}

/**
 * A server time shown in the browser's zone: "31/12/2026 23:05:09" in Vietnamese (vi-VN, day first),
 * "2026-12-31 23:05:09" otherwise; unreadable text is shown as it came.
 */
export function formatDateTime(isoText: string): string {
  const date = new Date(isoText);
  if (Number.isNaN(date.getTime())) return isoText;
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A server time in the browser's zone and its own locale's date and time style; unreadable text is shown as it came. */
export function formatLocaleDateTime(isoText: string, locale?: string): string {
  const date = new Date(isoText);
  if (Number.isNaN(date.getTime())) return isoText;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A server time's hour and minute in the browser's zone ("HH:mm"). */
export function formatTimeOfDay(isoText: string): string {
  const date = new Date(isoText);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
