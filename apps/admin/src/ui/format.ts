const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "10:53:02": the time of day of a moment given in milliseconds, for "updated at" notes. */
export function formatClock(epochMs: number): string {
  return clockFormat.format(new Date(epochMs));
}

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "22 Nov 2026, 10:53:02" in the browser's time zone; the raw text if it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago" style text for recent events. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let amount = (date.getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormat.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDateTime(iso);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English country name for an ISO 3166-1 alpha-2 code, if the browser knows it. */
export function countryName(code: string): string | undefined {
  try {
    const name = regionNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
