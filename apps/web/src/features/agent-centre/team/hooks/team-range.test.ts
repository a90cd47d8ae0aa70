import { describe, expect, it } from 'vitest';
import { teamRangeQuery } from './team-range';

describe('teamRangeQuery', () => {
  it('sends the picked days as they are', () => {
    expect(teamRangeQuery({ fromDay: '2026-11-01', toDay: '2026-11-07' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
  });

  it('accepts a single day', () => {
    expect(teamRangeQuery({ fromDay: '2026-11-07', toDay: '2026-11-07' })).not.toBeNull();
  });

  it('asks nothing for a missing, reversed or too long range', () => {
    expect(teamRangeQuery({ fromDay: '', toDay: '2026-11-07' })).toBeNull();
    expect(teamRangeQuery({ fromDay: '2026-11-08', toDay: '2026-11-07' })).toBeNull();
    expect(teamRangeQuery({ fromDay: '2025-01-01', toDay: '2026-11-07' })).toBeNull();
  });
});
