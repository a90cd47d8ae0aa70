import { describe, expect, it } from 'vitest';
import { formatRate, percentToRateBp, rateBpToPercent } from './rates';

describe('percentToRateBp', () => {
  it('turns a percentage with up to 2 decimals into basis points', () => {
    expect(percentToRateBp('1.5')).toBe(150);
    expect(percentToRateBp(' 0.05 ')).toBe(5);
    expect(percentToRateBp('12')).toBe(1200);
    expect(percentToRateBp('0')).toBe(0);
    expect(percentToRateBp('100')).toBe(10_000);
    expect(percentToRateBp('2.5%')).toBe(250);
  });

  it('refuses anything that is not a rate from 0 to 100 %', () => {
    for (const text of ['', ' ', '-1', '100.01', '101', '1.234', '1,5', 'abc', '.5', '1.', '1e2']) {
      expect(percentToRateBp(text)).toBeNull();
    }
  });
});

describe('rateBpToPercent and formatRate', () => {
  it('write basis points as staff type them, without trailing zeros', () => {
    expect(rateBpToPercent(150)).toBe('1.5');
    expect(rateBpToPercent(5)).toBe('0.05');
    expect(rateBpToPercent(1200)).toBe('12');
    expect(rateBpToPercent(0)).toBe('0');
    expect(formatRate(10_000)).toBe('100%');
    expect(formatRate(125)).toBe('1.25%');
  });

  it('read back what they wrote', () => {
    for (const bp of [0, 1, 10, 99, 150, 1234, 10_000]) expect(percentToRateBp(rateBpToPercent(bp))).toBe(bp);
  });
});
