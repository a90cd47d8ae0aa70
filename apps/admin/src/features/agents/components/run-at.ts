import type { ContractKind } from '@fortuna/contracts/agents';

const LOCAL_INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** "2026-11-22T10:05": the value of a datetime-local input for a moment, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** The ISO instant of a datetime-local value (read in the browser's time zone), or null. */
export function localInputToIso(text: string): string | null {
  if (!LOCAL_INPUT_PATTERN.test(text.trim())) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const STEP_BACK_MS: Record<ContractKind, number> = {
  realtime: 5 * 60_000,
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
  dividend: 24 * 60 * 60_000,
};

/** An instant one period back from now: inside the last period of this kind that has ended (a day for dividends). */
export function suggestedRunAt(kind: ContractKind, now: Date = new Date()): string {
  return toLocalInput(new Date(now.getTime() - STEP_BACK_MS[kind]));
}

/** Why the instant cannot be settled, or null. Only ended periods are settled, so it must be in the past. */
export function runAtProblem(text: string, now: Date = new Date()): string | null {
  if (!text.trim()) return 'Choose an instant inside the period to settle';
  const iso = localInputToIso(text);
  if (iso === null) return 'Enter a date and a time';
  if (Date.parse(iso) >= now.getTime()) return 'Choose an instant in the past: only ended periods are settled';
  return null;
}

/** Which period a run settles, said next to the instant. */
export const RUN_PERIOD_HINTS: Record<ContractKind, string> = {
  realtime: 'Settles the 5-minute window holding this instant.',
  hourly: 'Settles the hour holding this instant.',
  daily: 'Settles the day holding this instant, in the merchant’s time zone.',
  dividend:
    'Settles, for each dividend contract, its own period (day, week, half month or month) holding this instant.',
};
