import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median } from './cpu-calibration';

describe('cpuSlowdownFor', () => {
  it('lands on the documented anchors of Lighthouse throttling calibration', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('interpolates between anchors and goes on past the last one', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(2350)).toBe(7.5);
  });

  it('does not slow a host that is already as slow as the reference phone', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(90)).toBe(1);
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
    expect(() => cpuSlowdownFor(0)).toThrow();
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
