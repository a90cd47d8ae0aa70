import type { PrizeSet } from '@fortuna/games/lottery/regional-result';

const series = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix}${index}`);

/** A well-formed 4D result (1st 1234, 2nd 5678, 3rd 9012, starters 300x, consolations 400x); `overrides` replace whole prizes. */
export function fourDResult(overrides: PrizeSet = {}): PrizeSet {
  return {
    first: ['1234'],
    second: ['5678'],
    third: ['9012'],
    starter: series('300'),
    consolation: series('400'),
    ...overrides,
  };
}

/** A well-formed Thai result: 1st 123456, front 111 and 222, back 333 and 456, 2-digit back 56. */
export function thaiResult(overrides: PrizeSet = {}): PrizeSet {
  return { first: ['123456'], front3: ['111', '222'], back3: ['333', '456'], back2: ['56'], ...overrides };
}
