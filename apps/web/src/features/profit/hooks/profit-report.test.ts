import type { ProfitRow } from '@fortuna/contracts/bet-records';
import { describe, expect, it } from 'vitest';
import {
  browserOffsetMinutes,
  buildProfitQuery,
  dailyProfits,
  MAX_FILLED_DAYS,
  profitDayGroups,
} from './profit-report';

const money = (amountMinor: string) => ({ amount: '', amountMinor });

function row(day: string, gameType: ProfitRow['gameType'], profitMinor: string, rounds = 1): ProfitRow {
  return {
    day,
    gameType,
    rounds,
    stake: money('1000'),
    validBet: money('1000'),
    payout: money(String(1000 + Number(profitMinor))),
    profit: money(profitMinor),
  };
}

describe('buildProfitQuery', () => {
  it('sends the days as from/to with the member offset', () => {
    const request = buildProfitQuery({ fromDay: '2026-05-01', toDay: '2026-05-03' }, 420);
    expect(request?.offsetMinutes).toBe(420);
    expect(request?.from.startsWith('2026-05-01T00:00:00')).toBe(true);
    expect(request?.to.startsWith('2026-05-04T00:00:00')).toBe(true);
    expect(buildProfitQuery({ fromDay: '2026-05-03', toDay: '2026-05-01' }, 0)).toBeNull();
  });

  it('reads the offset east of UTC as positive', () => {
    const plusSeven = { getTimezoneOffset: () => -420 } as Date;
    expect(browserOffsetMinutes(plusSeven)).toBe(420);
  });
});

describe('dailyProfits', () => {
  const rows = [
    row('2026-05-01', 'RNG', '500', 2),
    row('2026-05-01', 'LIVE', '-800', 3),
    row('2026-05-03', 'RNG', '250'),
  ];

  it('sums every game type of a day and lists every day of the range', () => {
    const days = dailyProfits(rows, { fromDay: '2026-05-01', toDay: '2026-05-04' });
    expect(days.map((day) => day.day)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04']);
    expect(days[0]).toMatchObject({ rounds: 5, profit: { amountMinor: '-300' }, value: -3 });
    expect(days[1]).toMatchObject({ rounds: 0, value: 0 });
    expect(days[2]?.value).toBe(2.5);
  });

  it('lists only the days with rounds over a long range', () => {
    const days = dailyProfits(rows, { fromDay: '2025-01-01', toDay: '2026-05-04' });
    expect(MAX_FILLED_DAYS).toBeLessThan(400);
    expect(days.map((day) => day.day)).toEqual(['2026-05-01', '2026-05-03']);
  });
});

describe('profitDayGroups', () => {
  it('groups the rows by day, newest first, game types in catalogue order, with day totals', () => {
    const groups = profitDayGroups([
      row('2026-05-01', 'RNG', '500'),
      row('2026-05-02', 'RNG', '100'),
      row('2026-05-01', 'LIVE', '-800'),
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-05-02', '2026-05-01']);
    expect(groups[1]?.rows.map((entry) => entry.gameType)).toEqual(['LIVE', 'RNG']);
    expect(groups[1]?.totals).toMatchObject({ rounds: 2, stake: { amountMinor: '2000' }, profit: { amount: '-3.00' } });
  });
});
