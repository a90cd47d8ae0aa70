import { describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('runs the first call and drops the next ones within the interval', () => {
    let now = 0;
    const throttle = createThrottle(1000, () => now);
    const action = vi.fn();
    expect(throttle(action)).toBe(true);
    now = 400;
    expect(throttle(action)).toBe(false);
    now = 999;
    expect(throttle(action)).toBe(false);
    now = 1000;
    expect(throttle(action)).toBe(true);
    now = 1500;
    expect(throttle(action)).toBe(false);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
