import type { PromoRule } from '@fortuna/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { type CreditedDeposit, dayInZone, evaluatePromotion, type PastClaim, type PromoFacts } from './promo-rules';

const START = new Date('2026-11-01T00:00:00Z');
const NOW = new Date('2026-11-27T05:00:00Z'); // 12:00 in Ho Chi Minh City
const dayOf = dayInZone('Asia/Ho_Chi_Minh');
/** A deposit of `amount` major units (₫) credited at `at`. */
const deposit = (id: number, amount: number, at: string): CreditedDeposit => ({
  id,
  amountMinor: BigInt(amount) * 100n,
  creditedAt: new Date(at),
});
const issued = (periodKey: string, streakDay: number | null = null): PastClaim => ({
  periodKey,
  status: 'issued',
  streakDay,
  reason: '',
});

function facts(rule: PromoRule, history: Partial<PromoFacts> = {}): PromoFacts {
  return {
    rule,
    startsAt: START,
    endsAt: null,
    audience: 'all',
    memberSince: new Date('2026-10-01T00:00:00Z'),
    now: NOW,
    dayOf,
    deposits: [],
    claims: [],
    ...history,
  };
}

const firstDeposit: PromoRule = { kind: 'first_deposit', percent: 100, cap: '1000000', minDeposit: '100000' };
const reload: PromoRule = { kind: 'reload_deposit', percent: 20, cap: '500000', minDeposit: '200000' };
const checkIn: PromoRule = { kind: 'daily_checkin', streakRewards: ['5000', '10000', '15000'] };

describe('promotion rules on crafted histories', () => {
  it('first deposit: 100% of the first deposit up to the cap, once; nothing before a deposit or for a small one', () => {
    expect(evaluatePromotion(facts(firstDeposit)).state).toBe('process');
    const small = evaluatePromotion(facts(firstDeposit, { deposits: [deposit(1, 99_999, '2026-11-20T00:00:00Z')] }));
    expect(small.state).toBe('close');
    const fair = evaluatePromotion(facts(firstDeposit, { deposits: [deposit(1, 300_000, '2026-11-20T00:00:00Z')] }));
    expect(fair).toMatchObject({ state: 'claim', rewardMinor: 30_000_000n, periodKey: 'once', depositId: 1 });
    const big = facts(firstDeposit, {
      deposits: [deposit(1, 5_000_000, '2026-11-20T00:00:00Z'), deposit(2, 200_000, '2026-11-21T00:00:00Z')],
    });
    expect(evaluatePromotion(big)).toMatchObject({ state: 'claim', rewardMinor: 100_000_000n, depositId: 1 });
    expect(evaluatePromotion({ ...big, claims: [issued('once')] }).state).toBe('issued');
  });

  it('first deposit: a first deposit made before the promotion started never qualifies, even if a later one would', () => {
    const before = facts(firstDeposit, {
      deposits: [deposit(1, 500_000, '2026-10-20T00:00:00Z'), deposit(2, 500_000, '2026-11-20T00:00:00Z')],
    });
    expect(evaluatePromotion(before).state).toBe('close');
  });

  it('reload: the largest deposit of today after the first, at the percentage up to the cap, once a day', () => {
    const history = {
      deposits: [
        deposit(1, 1_000_000, '2026-11-26T03:00:00Z'), // first deposit: not a reload
        deposit(2, 300_000, '2026-11-27T01:00:00Z'),
        deposit(3, 400_000, '2026-11-27T02:00:00Z'),
        deposit(4, 150_000, '2026-11-27T03:00:00Z'), // below the minimum
      ],
    };
    expect(evaluatePromotion(facts(reload, history))).toMatchObject({
      state: 'claim',
      rewardMinor: 8_000_000n,
      depositId: 3,
      periodKey: '2026-11-27',
    });
    expect(evaluatePromotion(facts(reload, { ...history, claims: [issued('2026-11-27')] })).state).toBe('issued');
    const capped = {
      deposits: [deposit(1, 100_000, '2026-11-20T00:00:00Z'), deposit(2, 9_000_000, '2026-11-27T04:00:00Z')],
    };
    expect(evaluatePromotion(facts(reload, capped)).rewardMinor).toBe(50_000_000n);
    // Yesterday's deposit does not make today's reload; the first deposit alone is no reload.
    const yesterday = {
      deposits: [deposit(1, 100_000, '2026-11-20T00:00:00Z'), deposit(2, 900_000, '2026-11-26T04:00:00Z')],
    };
    expect(evaluatePromotion(facts(reload, yesterday)).state).toBe('process');
    expect(evaluatePromotion(facts(reload, { deposits: [deposit(1, 900_000, '2026-11-27T04:00:00Z')] })).state).toBe(
      'process',
    );
  });

  it('reload: the day is the merchant’s local day (23:30 UTC is already tomorrow in Ho Chi Minh City)', () => {
    const lateUtc = {
      now: new Date('2026-11-26T23:30:00Z'),
      deposits: [deposit(1, 100_000, '2026-11-20T00:00:00Z'), deposit(2, 300_000, '2026-11-26T17:30:00Z')],
    };
    expect(evaluatePromotion(facts(reload, lateUtc))).toMatchObject({ state: 'claim', periodKey: '2026-11-27' });
  });

  it('daily check-in: the streak grows day by day, the last reward repeats, and a missed day starts again', () => {
    expect(evaluatePromotion(facts(checkIn))).toMatchObject({ state: 'claim', rewardMinor: 500_000n, streakDay: 1 });
    const day2 = evaluatePromotion(facts(checkIn, { claims: [issued('2026-11-26', 1)] }));
    expect(day2).toMatchObject({ rewardMinor: 1_000_000n, streakDay: 2 });
    const day5 = evaluatePromotion(facts(checkIn, { claims: [issued('2026-11-26', 4)] }));
    expect(day5).toMatchObject({ rewardMinor: 1_500_000n, streakDay: 5 });
    const broken = evaluatePromotion(facts(checkIn, { claims: [issued('2026-11-25', 4)] }));
    expect(broken).toMatchObject({ rewardMinor: 500_000n, streakDay: 1 });
    const done = evaluatePromotion(facts(checkIn, { claims: [issued('2026-11-27', 3)] }));
    expect(done).toMatchObject({ state: 'issued', streakDay: 3, rewardMinor: null });
  });

  it('apply-and-approve: claim, then applying, then issued or rejected with the reason', () => {
    const rule: PromoRule = { kind: 'apply_approve', amount: '88000' };
    expect(evaluatePromotion(facts(rule))).toMatchObject({ state: 'claim', rewardMinor: 8_800_000n });
    const applying: PastClaim = { periodKey: 'once', status: 'applying', streakDay: null, reason: '' };
    expect(evaluatePromotion(facts(rule, { claims: [applying] })).state).toBe('applying');
    const rejected: PastClaim = { ...applying, status: 'rejected', reason: 'Duplicate account' };
    expect(evaluatePromotion(facts(rule, { claims: [rejected] }))).toMatchObject({
      state: 'rejected',
      reason: 'Duplicate account',
      rewardMinor: null,
    });
  });

  it('schedule and audience: coming soon before the start, closed after the end, new members only', () => {
    expect(evaluatePromotion(facts(checkIn, { startsAt: new Date('2026-12-01T00:00:00Z') })).state).toBe('coming_soon');
    expect(evaluatePromotion(facts(checkIn, { endsAt: new Date('2026-11-27T00:00:00Z') })).state).toBe('close');
    // What was claimed keeps its state after the end.
    const claimedThenEnded = facts(checkIn, {
      endsAt: new Date('2026-11-27T04:00:00Z'),
      claims: [issued('2026-11-27', 1)],
    });
    expect(evaluatePromotion(claimedThenEnded).state).toBe('issued');
    expect(evaluatePromotion(facts(checkIn, { audience: 'new_members' })).state).toBe('close');
    const newcomer = facts(checkIn, { audience: 'new_members', memberSince: new Date('2026-11-10T00:00:00Z') });
    expect(evaluatePromotion(newcomer).state).toBe('claim');
  });
});
