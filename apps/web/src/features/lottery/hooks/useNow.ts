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

/** mm:ss left until `iso` (00:00 once passed). */
export function countdownText(iso: string | undefined, now: number): string {
  if (!iso) return '--:--';
  const left = Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}
