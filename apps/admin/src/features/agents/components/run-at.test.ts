import { describe, expect, it } from 'vitest';
import { localInputToIso, runAtProblem, suggestedRunAt, toLocalInput } from './run-at';

describe('the instant of a settlement run', () => {
  const now = new Date(2026, 10, 22, 10, 3);

  it('is typed in the browser’s time zone and sent as an ISO instant', () => {
    expect(toLocalInput(now)).toBe('2026-11-22T10:03');
    expect(localInputToIso('2026-11-22T10:03')).toBe(now.toISOString());
    expect(localInputToIso('2026-11-22T10:03:00')).toBe(now.toISOString());
    expect(localInputToIso('22/11/2026 10:03')).toBeNull();
    expect(localInputToIso('')).toBeNull();
  });

  it('is suggested one period back, inside the last ended period', () => {
    expect(suggestedRunAt('realtime', now)).toBe('2026-11-22T09:58');
    expect(suggestedRunAt('hourly', now)).toBe('2026-11-22T09:03');
    expect(suggestedRunAt('daily', now)).toBe('2026-11-21T10:03');
    expect(suggestedRunAt('dividend', now)).toBe('2026-11-21T10:03');
  });

  it('must be given and in the past', () => {
    expect(runAtProblem('', now)).toMatch(/Choose an instant/);
    expect(runAtProblem('soon', now)).toBe('Enter a date and a time');
    expect(runAtProblem('2026-11-22T10:03', now)).toMatch(/in the past/);
    expect(runAtProblem('2026-11-23T00:00', now)).toMatch(/in the past/);
    expect(runAtProblem('2026-11-22T10:02', now)).toBeNull();
  });
});
