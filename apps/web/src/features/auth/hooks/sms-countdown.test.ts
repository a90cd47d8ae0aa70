import { describe, expect, it } from 'vitest';
import { countdownSeconds, isThrottled, parseCountdownRecord, secondsLeft } from './sms-countdown';

describe('countdownSeconds', () => {
  it('is the expiry minutes times 60 seconds', () => {
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(5)).toBe(300);
  });

  it('defaults to one minute when the answer gives no usable expiry', () => {
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds(Number.NaN)).toBe(60);
  });
});

describe('secondsLeft', () => {
  const sentAt = 1_700_000_000_000;
  const record = { sentAt, seconds: 120 };

  it('counts down from the moment the code was sent, so a reload resumes where it was', () => {
    expect(secondsLeft(record, sentAt)).toBe(120);
    expect(secondsLeft(record, sentAt + 45_000)).toBe(75);
    expect(secondsLeft(record, sentAt + 45_400)).toBe(75);
    expect(secondsLeft(record, sentAt + 119_001)).toBe(1);
  });

  it('ends at zero and never goes below it', () => {
    expect(secondsLeft(record, sentAt + 120_000)).toBe(0);
    expect(secondsLeft(record, sentAt + 3_600_000)).toBe(0);
    expect(secondsLeft(null, sentAt)).toBe(0);
  });

  it('does not grow when the clock is set back', () => {
    expect(secondsLeft(record, sentAt - 30_000)).toBe(120);
  });
});

describe('isThrottled', () => {
  it('allows one request per second', () => {
    expect(isThrottled(null, 5_000)).toBe(false);
    expect(isThrottled(5_000, 5_999)).toBe(true);
    expect(isThrottled(5_000, 6_000)).toBe(false);
  });
});

describe('parseCountdownRecord', () => {
  it('reads a stored record and refuses anything else', () => {
    const record = { sentAt: 1, seconds: 60, countryDialingCode: '84', mobile: '912345678' };
    expect(parseCountdownRecord(JSON.stringify(record))).toEqual(record);
    expect(parseCountdownRecord(null)).toBeNull();
    expect(parseCountdownRecord('{oops')).toBeNull();
    expect(parseCountdownRecord(JSON.stringify({ ...record, seconds: 0 }))).toBeNull();
    expect(parseCountdownRecord(JSON.stringify({ sentAt: '1', seconds: 60 }))).toBeNull();
  });
});
