import { describe, expect, it } from 'vitest';
import { matchingShortcut, rangeToQuery, shortcutRange, todayKey } from './date-range';

const now = new Date(2026, 4, 10, 15, 30);

describe('shortcutRange', () => {
  it('ends every shortcut today', () => {
    expect(shortcutRange('today', now)).toEqual({ fromDay: '2026-05-10', toDay: '2026-05-10' });
    expect(shortcutRange('previous7', now)).toEqual({ fromDay: '2026-05-04', toDay: '2026-05-10' });
    expect(shortcutRange('previous30', now)).toEqual({ fromDay: '2026-04-11', toDay: '2026-05-10' });
  });

  it('starts the next-days shortcuts today', () => {
    expect(shortcutRange('next7', now)).toEqual({ fromDay: '2026-05-10', toDay: '2026-05-16' });
    expect(shortcutRange('next30', now)).toEqual({ fromDay: '2026-05-10', toDay: '2026-06-08' });
  });

  it('crosses a month and a year end by calendar days', () => {
    const newYearsEve = new Date(2026, 11, 31, 23, 59);
    expect(shortcutRange('next7', newYearsEve)).toEqual({ fromDay: '2026-12-31', toDay: '2027-01-06' });
    expect(shortcutRange('previous7', new Date(2027, 0, 2))).toEqual({ fromDay: '2026-12-27', toDay: '2027-01-02' });
  });

  it('recognises a range that equals a shortcut', () => {
    expect(matchingShortcut({ fromDay: '2026-05-04', toDay: '2026-05-10' }, now)).toBe('previous7');
    expect(matchingShortcut({ fromDay: '2026-05-03', toDay: '2026-05-10' }, now)).toBeNull();
    // Only the shortcuts a screen offers are matched.
    expect(matchingShortcut({ fromDay: '2026-05-10', toDay: '2026-05-16' }, now, ['previous7'])).toBeNull();
  });
});

describe('days in the merchant zone', () => {
  // 20:45 UTC on 27 November is already 03:45 on 28 November in Ho Chi Minh City (UTC+7).
  const lateEvening = new Date('2026-11-27T20:45:00Z');

  it("takes today from the zone's calendar, not the browser's", () => {
    expect(todayKey(lateEvening, 'Asia/Ho_Chi_Minh')).toBe('2026-11-28');
    expect(todayKey(lateEvening, 'UTC')).toBe('2026-11-27');
    expect(todayKey(lateEvening, 'America/New_York')).toBe('2026-11-27');
  });

  it('builds the shortcuts around that day, so a record made a minute ago is inside "previous 7 days"', () => {
    expect(shortcutRange('previous7', lateEvening, 'Asia/Ho_Chi_Minh')).toEqual({
      fromDay: '2026-11-22',
      toDay: '2026-11-28',
    });
    expect(shortcutRange('today', lateEvening, 'Asia/Ho_Chi_Minh')).toEqual({
      fromDay: '2026-11-28',
      toDay: '2026-11-28',
    });
    expect(
      matchingShortcut({ fromDay: '2026-11-22', toDay: '2026-11-28' }, lateEvening, undefined, 'Asia/Ho_Chi_Minh'),
    ).toBe('previous7');
  });
});

describe('rangeToQuery', () => {
  it('runs from the start of the first day to the start of the day after the last', () => {
    const query = rangeToQuery({ fromDay: '2026-05-04', toDay: '2026-05-10' });
    expect(query?.from).toMatch(/^2026-05-04T00:00:00[+-]\d{2}:\d{2}$/);
    expect(query?.to).toMatch(/^2026-05-11T00:00:00[+-]\d{2}:\d{2}$/);
  });

  it('refuses reversed or unreadable ranges', () => {
    expect(rangeToQuery({ fromDay: '2026-05-11', toDay: '2026-05-10' })).toBeNull();
    expect(rangeToQuery({ fromDay: '', toDay: '2026-05-10' })).toBeNull();
  });
});
