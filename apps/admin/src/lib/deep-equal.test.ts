import { describe, expect, it } from 'vitest';
import { isDeepEqual } from './deep-equal';

describe('isDeepEqual', () => {
  it('ignores the order of object keys', () => {
    expect(isDeepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });

  it('respects the order of array items', () => {
    expect(isDeepEqual(['US', 'GB'], ['GB', 'US'])).toBe(false);
  });

  it('tells missing keys from undefined-free objects apart', () => {
    expect(isDeepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isDeepEqual({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
  });

  it('compares primitives, null and NaN', () => {
    expect(isDeepEqual(null, null)).toBe(true);
    expect(isDeepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(isDeepEqual(0, '0')).toBe(false);
    expect(isDeepEqual([], {})).toBe(false);
  });
});
