/** When a resend countdown that lasts as long as the code (expiredMinutes) ends. */
export function countdownEndsAt(expiredMinutes: number, now: number): number {
  return now + Math.max(0, expiredMinutes) * 60_000;
}

/** Whole seconds left until `endsAt`, never below zero; a started second counts as a whole one. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Seconds as m:ss (or h:mm:ss past an hour), as a resend button shows them. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
