import type { PromoRule, PromoState } from '@fortuna/contracts/promotions';
import { amountMinorOf } from '../payments/payment-money';
import {
  type CashbackRule,
  cashbackMinor,
  cashbackPeriodOf,
  countedDays,
  netLossOver,
  previousPeriod,
  scheduleDaysOf,
} from './cashback-rules';
import { type MissionRule, missionTargetOf } from './mission-rules';
import { RAFFLE_PERIOD } from './raffle-rules';

/** A credited deposit of the member: what deposit bonuses look at. */
export interface CreditedDeposit {
  id: number;
  amountMinor: bigint;
  creditedAt: Date;
}

/** An earlier claim of the member in this promotion. */
export interface PastClaim {
  periodKey: string;
  status: 'applying' | 'rejected' | 'issued';
  streakDay: number | null;
  reason: string;
  /** What the claim paid (cashback shows the last period's payment). */
  amountMinor?: bigint;
}

export interface PromoFacts {
  rule: PromoRule;
  startsAt: Date;
  endsAt: Date | null;
  audience: 'all' | 'new_members';
  memberSince: Date;
  now: Date;
  /** The local day (merchant time zone) of a moment: "2026-11-27". */
  dayOf: (at: Date) => string;
  /** Every credited deposit of the member, oldest first. */
  deposits: CreditedDeposit[];
  claims: PastClaim[];
  /** Cashback: the member's net loss (stakes minus payouts) per local day of the recent weeks. */
  netLossByDay?: ReadonlyMap<string, bigint>;
  /** Mission: the running period's progress (rounds or days, or minor units of money); absent counts as none. */
  missionProgress?: bigint;
  /** Raffle: whether it was drawn and the member's prize (null: not a winner). */
  raffle?: RaffleFacts;
}

export interface RaffleFacts {
  isDrawn: boolean;
  prizeMinor: bigint | null;
}

/** What the member may do now: the state, and for `claim` the period, amount and its source. */
export interface Evaluation {
  state: PromoState;
  periodKey: string | null;
  rewardMinor: bigint | null;
  depositId: number | null;
  streakDay: number | null;
  reason: string | null;
  /** Cashback: the running period and the last one's payment. */
  cashback?: CashbackEvaluation;
}

export interface CashbackEvaluation {
  from: string;
  to: string;
  netLossMinor: bigint;
  expectedMinor: bigint;
  lastPaidMinor: bigint | null;
}

const nothing = { periodKey: null, rewardMinor: null, depositId: null, streakDay: null, reason: null };
const ONCE = 'once';

/** Percent of the deposit, rounded down to the minor unit, at most the cap. */
export function depositBonusMinor(depositMinor: bigint, percent: number, capMinor: bigint): bigint {
  const bonus = (depositMinor * BigInt(percent)) / 100n;
  return bonus < capMinor ? bonus : capMinor;
}

/** The day before a local day key. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Streak reward of day `day` (1-based): after the list's end its last reward repeats. */
export function streakRewardMinor(rewards: readonly string[], day: number): bigint {
  const text = rewards[Math.min(day, rewards.length) - 1] ?? '0';
  return amountMinorOf(text);
}

/** Issued cashback claims by period key. */
function paidCashback(claims: readonly PastClaim[]): Map<string, bigint> {
  const paid = new Map<string, bigint>();
  for (const claim of claims)
    if (claim.status === 'issued' && claim.amountMinor !== undefined) paid.set(claim.periodKey, claim.amountMinor);
  return paid;
}

function claimOf(facts: PromoFacts, periodKey: string) {
  return facts.claims.find((claim) => claim.periodKey === periodKey);
}

/** A period already claimed or applied for: its state. */
function pastState(claim: PastClaim): Evaluation {
  const state: PromoState = claim.status === 'issued' ? 'issued' : claim.status;
  return { ...nothing, state, periodKey: claim.periodKey, streakDay: claim.streakDay, reason: claim.reason || null };
}

function firstDeposit(facts: PromoFacts, rule: Extract<PromoRule, { kind: 'first_deposit' }>): Evaluation {
  const past = claimOf(facts, ONCE);
  if (past) return pastState(past);
  const first = facts.deposits[0];
  if (!first) return { ...nothing, state: 'process' };
  // The first deposit must fall within the promotion and reach its minimum.
  if (first.creditedAt < facts.startsAt || first.amountMinor < amountMinorOf(rule.minDeposit))
    return { ...nothing, state: 'close' };
  const rewardMinor = depositBonusMinor(first.amountMinor, rule.percent, amountMinorOf(rule.cap));
  return { ...nothing, state: 'claim', periodKey: ONCE, rewardMinor, depositId: first.id };
}

function reloadDeposit(facts: PromoFacts, rule: Extract<PromoRule, { kind: 'reload_deposit' }>): Evaluation {
  const today = facts.dayOf(facts.now);
  const past = claimOf(facts, today);
  if (past) return pastState(past);
  const minimum = amountMinorOf(rule.minDeposit);
  // Any deposit but the first (a reload), credited today within the promotion; the largest counts.
  const reloads = facts.deposits
    .slice(1)
    .filter((d) => d.creditedAt >= facts.startsAt && d.amountMinor >= minimum && facts.dayOf(d.creditedAt) === today);
  const best = reloads.reduce<CreditedDeposit | undefined>(
    (a, d) => (!a || d.amountMinor > a.amountMinor ? d : a),
    undefined,
  );
  if (!best) return { ...nothing, state: 'process' };
  const rewardMinor = depositBonusMinor(best.amountMinor, rule.percent, amountMinorOf(rule.cap));
  return { ...nothing, state: 'claim', periodKey: today, rewardMinor, depositId: best.id };
}

function dailyCheckIn(facts: PromoFacts, rule: Extract<PromoRule, { kind: 'daily_checkin' }>): Evaluation {
  const today = facts.dayOf(facts.now);
  const past = claimOf(facts, today);
  if (past) return pastState(past);
  const yesterday = claimOf(facts, previousDay(today));
  const streakDay = (yesterday?.status === 'issued' ? (yesterday.streakDay ?? 0) : 0) + 1;
  const rewardMinor = streakRewardMinor(rule.streakRewards, streakDay);
  return { ...nothing, state: 'claim', periodKey: today, rewardMinor, streakDay };
}

function applyAndApprove(facts: PromoFacts, rule: Extract<PromoRule, { kind: 'apply_approve' }>): Evaluation {
  const past = claimOf(facts, ONCE);
  if (past) return pastState(past);
  return { ...nothing, state: 'claim', periodKey: ONCE, rewardMinor: amountMinorOf(rule.amount) };
}

/**
 * Cashback is paid by the end-of-period job, never claimed: `issued` when the period before the running one
 * was paid (its amount), else `process` with what the running period would pay so far.
 */
function cashback(facts: PromoFacts, rule: CashbackRule, paid: ReadonlyMap<string, bigint>): Evaluation {
  const schedule = scheduleDaysOf(facts.startsAt, facts.endsAt, facts.dayOf);
  const running = cashbackPeriodOf(facts.dayOf(facts.now), rule.period);
  const netLossMinor = netLossOver(facts.netLossByDay ?? new Map(), countedDays(running, schedule));
  const lastPaidMinor = paid.get(previousPeriod(running, rule.period).key) ?? null;
  const view: CashbackEvaluation = {
    from: running.firstDay,
    to: running.lastDay,
    netLossMinor,
    expectedMinor: cashbackMinor(netLossMinor, rule),
    lastPaidMinor,
  };
  if (lastPaidMinor !== null)
    return { ...nothing, state: 'issued', periodKey: null, rewardMinor: lastPaidMinor, cashback: view };
  return { ...nothing, state: 'process', rewardMinor: view.expectedMinor, cashback: view };
}

/**
 * A mission: `claim` once the running period's progress reaches the target (the reward is the rule's), `issued`
 * once claimed this period, else `process`. Progress of an ended period lapses: a new period starts from 0.
 */
function mission(facts: PromoFacts, rule: MissionRule): Evaluation {
  const period = cashbackPeriodOf(facts.dayOf(facts.now), rule.period);
  const past = claimOf(facts, period.key);
  if (past) return pastState(past);
  const rewardMinor = amountMinorOf(rule.reward);
  const target = missionTargetOf(rule);
  const isComplete = target !== undefined && (facts.missionProgress ?? 0n) >= target;
  return { ...nothing, state: isComplete ? 'claim' : 'process', periodKey: period.key, rewardMinor };
}

/**
 * A raffle: `process` while tickets are counted and until the draw (also after the end); once drawn, a winner
 * whose raffle needs a claim may `claim` the prize (`issued` once paid), everyone else finds it `close`.
 */
function raffle(facts: PromoFacts): Evaluation {
  const past = claimOf(facts, RAFFLE_PERIOD);
  if (past) return pastState(past);
  const { isDrawn = false, prizeMinor = null } = facts.raffle ?? {};
  if (!isDrawn) return { ...nothing, state: 'process' };
  if (prizeMinor === null) return { ...nothing, state: 'close' };
  return { ...nothing, state: 'claim', periodKey: RAFFLE_PERIOD, rewardMinor: prizeMinor };
}

/** Where a member stands with one promotion now, from their deposits and earlier claims. */
export function evaluatePromotion(facts: PromoFacts): Evaluation {
  if (facts.now < facts.startsAt) return { ...nothing, state: 'coming_soon' };
  // A raffle goes on after its end: it is drawn, then its winners claim.
  if (facts.rule.kind === 'raffle') return raffle(facts);
  const ended = facts.endsAt !== null && facts.now >= facts.endsAt;
  if (facts.audience === 'new_members' && facts.memberSince < facts.startsAt) return { ...nothing, state: 'close' };
  const evaluation = evaluateRule(facts);
  // After the end nothing new can be claimed; what was claimed keeps its state.
  if (ended && (evaluation.state === 'claim' || evaluation.state === 'process')) return { ...nothing, state: 'close' };
  return evaluation;
}

function evaluateRule(facts: PromoFacts): Evaluation {
  const { rule } = facts;
  switch (rule.kind) {
    case 'first_deposit':
      return firstDeposit(facts, rule);
    case 'reload_deposit':
      return reloadDeposit(facts, rule);
    case 'daily_checkin':
      return dailyCheckIn(facts, rule);
    case 'apply_approve':
      return applyAndApprove(facts, rule);
    case 'cashback':
      return cashback(facts, rule, paidCashback(facts.claims));
    case 'mission':
      return mission(facts, rule);
    case 'leaderboard':
      // Prizes are paid by the end-of-period job; nothing is claimed.
      return { ...nothing, state: 'process' };
    case 'raffle':
      return raffle(facts);
  }
}

/** A local-day function for a time zone. */
export function dayInZone(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at) => format.format(at);
}
