import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs` (countdowns). */
export function useNow(everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** mm:ss left until `iso` (00:00 once passed); hh:mm:ss from an hour away (the daily regional draws). */
export function countdownText(iso: string | undefined, now: number): string {
  if (!iso) return '--:--';
  const left = Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const minutesAndSeconds = `${pad(Math.floor(left / 60) % 60)}:${pad(left % 60)}`;
  return left >= 3600 ? `${pad(Math.floor(left / 3600))}:${minutesAndSeconds}` : minutesAndSeconds;
}
