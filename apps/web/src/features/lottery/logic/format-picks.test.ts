import { describe, expect, it } from 'vitest';
import { formatLines, kenoQuickPick, toggleKenoBall } from './format-picks';

describe('Keno and K3 picks', () => {
  it('counts a Keno ticket of 1–10 balls as one line and a K3 ticket one line per choice', () => {
    expect(formatLines('keno', [])).toBe(0);
    expect(formatLines('keno', ['01', '02', '03'])).toBe(1);
    expect(formatLines('keno_sum', ['big', 'odd'])).toBe(2);
    expect(formatLines('k3_sum', ['3', '10', '18'])).toBe(3);
  });

  it('quick-picks distinct balls 01–80 and never lets an eleventh ball in', () => {
    const picked = kenoQuickPick(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked.every((ball) => Number(ball) >= 1 && Number(ball) <= 80)).toBe(true);
    expect(toggleKenoBall(picked, '99')).toHaveLength(10);
    expect(toggleKenoBall(['05'], '05')).toEqual([]);
    expect(toggleKenoBall(['05'], '80')).toEqual(['05', '80']);
  });
});
