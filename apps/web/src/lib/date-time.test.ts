import { describe, expect, it, vi } from 'vitest';
import { addDays, formatDateTime, formatLocaleDateTime, fromDayKey, toDayKey, toIsoWithOffset } from './date-time';

describe('day keys', () => {
  it('round-trips a local day', () => {
    const date = new Date(2026, 0, 5);
    expect(toDayKey(date)).toBe('2026-01-05');
    expect(fromDayKey('2026-01-05')?.getTime()).toBe(date.getTime());
  });

  it('rejects days that do not exist', () => {
    expect(fromDayKey('2026-02-30')).toBeNull();
    expect(fromDayKey('05/01/2026')).toBeNull();
  });

  it('adds days across month ends', () => {
    expect(toDayKey(addDays(new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(toDayKey(addDays(new Date(2026, 2, 1), -1))).toBe('2026-02-28');
  });
});

describe('toIsoWithOffset', () => {
  it('writes the local time with the browser offset, naming the same instant', () => {
    const date = new Date(2026, 4, 1, 0, 0, 0);
    const iso = toIsoWithOffset(date);
    expect(iso).toMatch(/^2026-05-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(date.getTime());
  });
});

describe('formatDateTime', () => {
  it('shows a server time in local time and keeps unreadable text', () => {
    const date = new Date(2026, 4, 1, 13, 5, 9);
    expect(formatDateTime(date.toISOString())).toBe('2026-05-01 13:05:09');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('writes the day first on a Vietnamese page (vi-VN: dd/mm/yyyy)', () => {
    vi.stubGlobal('document', { documentElement: { lang: 'vi' } });
    try {
      expect(formatDateTime(new Date(2026, 4, 1, 13, 5, 9).toISOString())).toBe('01/05/2026 13:05:09');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('formatLocaleDateTime', () => {
  it('uses the given locale and the local zone', () => {
    const iso = new Date(2026, 4, 1, 14, 5).toISOString();
    expect(formatLocaleDateTime(iso, 'en-GB')).toBe('1 May 2026, 14:05');
  });

  it('shows unreadable text as it came', () => {
    expect(formatLocaleDateTime('not a date')).toBe('not a date');
  });
});
