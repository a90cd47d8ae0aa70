import { describe, expect, it } from 'vitest';
import {
  checkFavouriteToggle,
  createThrottleGate,
  FAVOURITE_THROTTLE_MS,
  toggleFavouriteIds,
} from './favourite-toggle';

describe('favourite toggle', () => {
  it('needs a signed-in real account', () => {
    expect(checkFavouriteToggle({ isLoggedIn: false, isTrial: false })).toBe('login');
    expect(checkFavouriteToggle({ isLoggedIn: true, isTrial: true })).toBe('realAccount');
    expect(checkFavouriteToggle({ isLoggedIn: true, isTrial: false })).toBe('go');
  });

  it('adds or removes the id at once, without touching the others', () => {
    expect(toggleFavouriteIds([3, 5], 7)).toEqual({ ids: [3, 5, 7], added: true });
    expect(toggleFavouriteIds([3, 5, 7], 5)).toEqual({ ids: [3, 7], added: false });
    const before = [1];
    toggleFavouriteIds(before, 1);
    expect(before).toEqual([1]);
  });

  it('lets one click through per second and drops the ones in between', () => {
    let now = 10_000;
    const gate = createThrottleGate(FAVOURITE_THROTTLE_MS, () => now);
    expect(gate.tryPass()).toBe(true);
    now += 400;
    expect(gate.tryPass()).toBe(false);
    now += 599;
    expect(gate.tryPass()).toBe(false);
    now += 1;
    expect(gate.tryPass()).toBe(true);
    expect(FAVOURITE_THROTTLE_MS).toBe(1000);
  });
});
