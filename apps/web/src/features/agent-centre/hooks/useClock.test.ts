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

  it('reads the merchant’s zone whatever the browser’s, day first in Vietnamese', () => {
    const instant = new Date(Date.UTC(2026, 10, 22, 16, 5, 9));
    expect(gmtOffset(instant, 'Asia/Ho_Chi_Minh')).toBe('GMT+07:00');
    expect(clockText(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-11-22 23:05:09');
    expect(clockText(instant, 'Asia/Ho_Chi_Minh', true)).toBe('22/11/2026 23:05:09');
    expect(gmtOffset(instant, 'America/St_Johns')).toBe('GMT-03:30');
  });
});
