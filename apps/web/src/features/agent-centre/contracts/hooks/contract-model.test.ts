import type { Contract, ContractSummary } from '@fortuna/contracts/agents';
import { describe, expect, it } from 'vitest';
import {
  contractActions,
  contractFlagsOf,
  formatRateBp,
  isWaitingForCaller,
  pageOfKind,
  pagesWithRequests,
} from './contract-model';
import { dayRangeQuery, pageCount } from './day-range';

const NONE: ContractSummary = {
  enableContracts: true,
  dailySalary: false,
  hourSalary: false,
  salary: false,
  enableCt: false,
  dailysalreq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  divtypereq: false,
  waiting: 0,
};

function contract(overrides: Partial<Contract>): Contract {
  return {
    id: 1,
    kind: 'realtime',
    period: null,
    status: 'active',
    upline: { id: 1, username: 'boss' },
    downline: { id: 2, username: 'me' },
    tiers: [],
    maxRateBp: 100,
    pendingRequest: null,
    requestedBy: null,
    createdAt: '2026-01-01T00:00:00Z',
    acceptedAt: null,
    endedAt: null,
    ...overrides,
  };
}

describe('contract flags', () => {
  it('shows no contract entry before the summary arrives or when nothing is held', () => {
    expect(contractFlagsOf(undefined)).toEqual({});
    expect(Object.values(contractFlagsOf(NONE)).some(Boolean)).toBe(false);
  });

  it('shows an entry for a held contract or a waiting request of its kind', () => {
    expect(contractFlagsOf({ ...NONE, salary: true }).realtimeSalary).toBe(true);
    expect(contractFlagsOf({ ...NONE, realtimesalreqtype: true }).realtimeSalary).toBe(true);
    expect(contractFlagsOf({ ...NONE, contracthoursalreq: true }).hourlySalary).toBe(true);
    expect(contractFlagsOf({ ...NONE, hourSalary: true }).hourlySalary).toBe(true);
    expect(contractFlagsOf({ ...NONE, dailySalary: true }).dailyWages).toBe(true);
    expect(contractFlagsOf({ ...NONE, dailysalreq: true }).dailyWages).toBe(true);
    expect(contractFlagsOf({ ...NONE, enableCt: true }).dividend).toBe(true);
    expect(contractFlagsOf({ ...NONE, divtypereq: true })).toEqual({
      realtimeSalary: false,
      hourlySalary: false,
      dailyWages: false,
      dividend: true,
    });
    expect(pagesWithRequests({ ...NONE, divtypereq: true, dailysalreq: true })).toEqual(['dailyWages', 'dividend']);
    expect(pageOfKind('hourly')).toBe('hourlySalary');
  });
});

describe('rates', () => {
  it('shows basis points as a percent', () => {
    expect(formatRateBp(150)).toBe('1.5%');
    expect(formatRateBp(1000)).toBe('10%');
    expect(formatRateBp(5)).toBe('0.05%');
    expect(formatRateBp(0)).toBe('0%');
    expect(formatRateBp(10_000)).toBe('100%');
  });
});

describe('contract actions', () => {
  it('lets the downline answer an offer and the upline withdraw it', () => {
    const offer = contract({ status: 'offered', pendingRequest: 'new_contract', requestedBy: 'upline' });
    expect(contractActions(offer, 'downline')).toEqual(['accept', 'reject']);
    expect(isWaitingForCaller(offer, 'downline')).toBe(true);
    expect(contractActions(offer, 'upline')).toEqual(['terminate']);
    expect(contractActions({ ...offer, requestedBy: 'platform', upline: null }, 'downline')).toEqual([
      'accept',
      'reject',
    ]);
  });

  it('lets only the other side answer a termination request', () => {
    const fromUpline = contract({ status: 'terminating', pendingRequest: 'termination', requestedBy: 'upline' });
    expect(contractActions(fromUpline, 'downline')).toEqual(['accept', 'reject']);
    expect(contractActions(fromUpline, 'upline')).toEqual([]);
    const fromDownline = { ...fromUpline, requestedBy: 'downline' as const };
    expect(contractActions(fromDownline, 'upline')).toEqual(['accept', 'reject']);
    expect(contractActions(fromDownline, 'downline')).toEqual([]);
  });

  it('offers termination of an active contract and nothing for an ended one', () => {
    expect(contractActions(contract({}), 'downline')).toEqual(['terminate']);
    expect(contractActions(contract({}), 'upline')).toEqual(['terminate']);
    expect(contractActions(contract({ status: 'terminated' }), 'downline')).toEqual([]);
    expect(contractActions(contract({ status: 'rejected' }), 'upline')).toEqual([]);
  });
});

describe('day ranges', () => {
  it('sends valid inclusive days and refuses reversed or too long ranges', () => {
    expect(dayRangeQuery({ fromDay: '2026-01-01', toDay: '2026-01-07' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-07',
    });
    expect(dayRangeQuery({ fromDay: '2026-01-08', toDay: '2026-01-07' })).toBeNull();
    expect(dayRangeQuery({ fromDay: '', toDay: '2026-01-07' })).toBeNull();
    expect(dayRangeQuery({ fromDay: '2024-01-01', toDay: '2026-01-07' })).toBeNull();
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
