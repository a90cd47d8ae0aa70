import { describe, expect, it } from 'vitest';
import { countdownEndsAt, formatCountdown, secondsLeft } from './countdown';

describe('resend countdown', () => {
  it('lasts the code lifetime: expiredMinutes × 60 s', () => {
    const now = 1_000_000;
    const endsAt = countdownEndsAt(5, now);
    expect(secondsLeft(endsAt, now)).toBe(300);
    expect(secondsLeft(endsAt, now + 1)).toBe(300);
    expect(secondsLeft(endsAt, now + 1000)).toBe(299);
    expect(secondsLeft(endsAt, now + 299_001)).toBe(1);
    expect(secondsLeft(endsAt, now + 300_000)).toBe(0);
    expect(secondsLeft(endsAt, now + 400_000)).toBe(0);
  });

  it('never runs backwards from a negative lifetime', () => {
    expect(secondsLeft(countdownEndsAt(-1, 0), 0)).toBe(0);
  });

  it('shows m:ss, and h:mm:ss past an hour', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(3661)).toBe('1:01:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
