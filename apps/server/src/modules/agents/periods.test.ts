import { describe, expect, it } from 'vitest';
import { endedPeriods, periodOf } from './periods';
import { localMidnight, zoneOffsetMs } from './zoned-time';

const iso = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];

describe('settlement periods', () => {
  it('cuts real-time salary into 5-minute windows and hourly salary into hours', () => {
    const at = new Date('2026-11-23T10:07:30Z');
    expect(iso(periodOf('realtime', at, 'Asia/Ho_Chi_Minh'))).toEqual([
      '2026-11-23T10:05:00.000Z',
      '2026-11-23T10:10:00.000Z',
    ]);
    expect(iso(periodOf('hourly', at, 'Asia/Ho_Chi_Minh'))).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T11:00:00.000Z',
    ]);
  });

  it("follows the merchant's calendar for days, Monday weeks, half months and months", () => {
    const zone = 'Asia/Ho_Chi_Minh';
    // 18:00 UTC on Sunday 22 November is 01:00 on Monday 23 November in Ho Chi Minh City.
    const at = new Date('2026-11-22T18:00:00Z');
    expect(iso(periodOf('daily', at, zone))).toEqual(['2026-11-22T17:00:00.000Z', '2026-11-23T17:00:00.000Z']);
    expect(iso(periodOf('dividend', at, zone, 'weekly'))).toEqual([
      '2026-11-22T17:00:00.000Z',
      '2026-11-29T17:00:00.000Z',
    ]);
    expect(iso(periodOf('dividend', at, zone, 'semimonthly'))).toEqual([
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    expect(iso(periodOf('dividend', new Date('2026-12-03T00:00:00Z'), zone, 'semimonthly'))).toEqual([
      '2026-11-30T17:00:00.000Z',
      '2026-12-15T17:00:00.000Z',
    ]);
    expect(iso(periodOf('dividend', new Date('2026-12-31T20:00:00Z'), zone, 'monthly'))).toEqual([
      '2026-12-31T17:00:00.000Z',
      '2027-01-31T17:00:00.000Z',
    ]);
  });

  it('keeps local midnights right across a daylight-saving change', () => {
    // London moves to summer time on 29 March 2026: that day lasts 23 hours.
    const day = periodOf('daily', new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(iso(day)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    expect(zoneOffsetMs(new Date('2026-07-01T00:00:00Z'), 'Europe/London')).toBe(3_600_000);
    expect(localMidnight({ year: 2026, month: 13, day: 1 }, 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('lists the ended periods in order, without the one still open', () => {
    const periods = endedPeriods('realtime', new Date('2026-11-23T10:01:00Z'), new Date('2026-11-23T10:16:00Z'), 'UTC');
    expect(periods.map((period) => period.start.toISOString())).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:05:00.000Z',
      '2026-11-23T10:10:00.000Z',
    ]);
  });
});
