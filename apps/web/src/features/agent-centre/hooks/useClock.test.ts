import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockText, gmtOffset } from './useClock';

afterEach(() => vi.restoreAllMocks());

describe('agent centre clock', () => {
  it('writes the local time to the second', () => {
    expect(clockText(new Date(2026, 10, 2, 3, 4, 5))).toBe('2026-11-02 03:04:05');
  });

  it('writes the offset from GMT with its sign, hours and minutes', () => {
    const date = new Date(2026, 10, 22);
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(-420);
    expect(gmtOffset(date)).toBe('GMT+07:00');
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(210);
    expect(gmtOffset(date)).toBe('GMT-03:30');
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(0);
    expect(gmtOffset(date)).toBe('GMT+00:00');
  });
});
