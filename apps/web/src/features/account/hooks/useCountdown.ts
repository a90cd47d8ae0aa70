import { useCallback, useEffect, useState } from 'react';
import { countdownEndsAt, secondsLeft } from './countdown';

/** A resend countdown: start it with the code's lifetime; it ticks every second until it reaches zero. */
export function useCountdown(): { seconds: number; start: (expiredMinutes: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setSeconds(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((expiredMinutes: number) => setEndsAt(countdownEndsAt(expiredMinutes, Date.now())), []);
  return { seconds, start };
}
