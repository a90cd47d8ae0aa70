import type { LeaderboardRow, MemberLeaderboard, MemberMission, MissionSummary } from '@fortuna/contracts/missions';
import type { Language } from '@fortuna/contracts/system';
import { AppError } from '../../http/app-error';
import { findMerchantById, type MerchantRow } from '../merchants/merchants.repo';
import { amountMinorOf, moneyOf } from '../payments/payment-money';
import type { AccountRow } from '../sessions/sessions.repo';
import { cashbackPeriodOf } from './cashback-rules';
import { leaderboardStandings } from './leaderboard.job';
import { merchantDays, missionProgressNow } from './mission-progress';
import {
  type LeaderboardRule,
  type MissionRule,
  maskUsername,
  missionPercent,
  missionTargetOf,
  missionUnitsText,
  periodWindow,
  prizeOfRank,
} from './mission-rules';
import { recentWinners, type Standing } from './missions.repo';
import { audienceRefusal, memberRankReader } from './promo-audience';
import { findActivePromotions, type PromotionRow } from './promotions.repo';
import { memberFacts, type PromoDeps, textsIn } from './promotions.service';

/**
 * Running (started, not ended) promotions of one kind that the member's audience admits: a mission or leaderboard
 * for an audience the member is outside of is not shown to them (nor counted in the badge).
 */
async function running(deps: PromoDeps, member: AccountRow, kind: 'mission' | 'leaderboard') {
  const now = deps.clock.now();
  const promotions = (await findActivePromotions(deps.db, member.merchantId)).filter(
    (promotion) =>
      promotion.rule.kind === kind &&
      promotion.startsAt <= now &&
      (promotion.endsAt === null || promotion.endsAt > now),
  );
  if (promotions.length === 0) return { merchant: null, promotions };
  const merchant = await findMerchantById(deps.db, member.merchantId);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  const rankOf = memberRankReader(deps, merchant, member);
  const admitted: PromotionRow[] = [];
  for (const promotion of promotions)
    if ((await audienceRefusal(deps.db, promotion, member, now, rankOf)) === null) admitted.push(promotion);
  return { merchant, promotions: admitted };
}

/** The member's missions of the running periods: progress, target and state (spec §7 mission summary). */
export async function missionSummary(deps: PromoDeps, member: AccountRow, language: Language): Promise<MissionSummary> {
  const { promotions } = await running(deps, member, 'mission');
  if (promotions.length === 0) return { claimable: 0, missions: [] };
  const [evaluate, days] = await Promise.all([
    memberFacts(deps, deps.db, member),
    merchantDays(deps.db, member.merchantId),
  ]);
  const now = deps.clock.now();
  const missions: MemberMission[] = [];
  for (const promotion of promotions) {
    const rule = promotion.rule as MissionRule;
    const { progress, from, to } = await missionProgressNow(deps.db, member.id, promotion, now, days);
    const evaluation = evaluate(promotion, progress);
    if (evaluation.state === 'close') continue;
    const target = missionTargetOf(rule) ?? 0n;
    const shown = evaluation.state === 'issued' && progress < target ? target : progress;
    const text = textsIn(promotion, language);
    missions.push({
      id: promotion.id,
      title: text.title,
      terms: text.terms,
      task: rule.task,
      gameType: rule.gameType,
      period: rule.period,
      from,
      to,
      progress: missionUnitsText(rule.task, shown < target ? shown : target),
      target: missionUnitsText(rule.task, target),
      percent: missionPercent(shown, target),
      reward: moneyOf(amountMinorOf(rule.reward)),
      wallet: promotion.wallet,
      wageringMultiple: promotion.wageringMultiple,
      state: evaluation.state,
    });
  }
  return { claimable: missions.filter((mission) => mission.state === 'claim').length, missions };
}

/** The mission badge: missions complete and not claimed in the running period. */
export async function claimableMissionCount(deps: PromoDeps, member: AccountRow): Promise<number> {
  return (await missionSummary(deps, member, 'EN')).claimable;
}

function rowOf(rule: LeaderboardRule, standing: Pick<Standing, 'rank' | 'username' | 'validBetMinor'>): LeaderboardRow {
  const prize = prizeOfRank(rule, standing.rank);
  return {
    rank: standing.rank,
    username: maskUsername(standing.username),
    validBet: moneyOf(standing.validBetMinor),
    prize: prize === undefined ? null : moneyOf(prize),
  };
}

/** How many rows the running standings show: the prize ranks, at least ten. */
const SHOWN_RANKS = 10;
/** Past periods shown with their winners. */
const PAST_PERIODS = 3;

async function leaderboardOf(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  promotion: PromotionRow,
  language: Language,
  days: { timeZone: string; dayOf: (at: Date) => string },
): Promise<MemberLeaderboard> {
  const rule = promotion.rule as LeaderboardRule;
  const span = cashbackPeriodOf(days.dayOf(deps.clock.now()), rule.period);
  const window = periodWindow(span, promotion, days.timeZone, days.dayOf);
  const full = periodWindow(span, { startsAt: new Date(0), endsAt: null }, days.timeZone, days.dayOf);
  const limit = Math.max(rule.prizes.length, SHOWN_RANKS);
  const standings = window
    ? await leaderboardStandings(deps, merchant, promotion, { window, limit, accountId: member.id })
    : [];
  const mine = standings.find((standing) => standing.accountId === member.id);
  const past = new Map<string, LeaderboardRow[]>();
  for (const { winner, username } of await recentWinners(deps.db, promotion.id, PAST_PERIODS)) {
    const rows = past.get(winner.periodKey) ?? [];
    rows.push({
      rank: winner.rank,
      username: maskUsername(username),
      validBet: moneyOf(winner.validBetMinor),
      prize: moneyOf(winner.prizeMinor),
    });
    past.set(winner.periodKey, rows);
  }
  const text = textsIn(promotion, language);
  return {
    id: promotion.id,
    title: text.title,
    terms: text.terms,
    period: rule.period,
    gameType: rule.gameType,
    from: span.firstDay,
    to: span.lastDay,
    endsAt: (promotion.endsAt && full && promotion.endsAt < full.end
      ? promotion.endsAt
      : (full?.end ?? new Date())
    ).toISOString(),
    prizes: rule.prizes.map((_, index) => moneyOf(prizeOfRank(rule, index + 1) ?? 0n)),
    standings: standings.filter((standing) => standing.rank <= limit).map((standing) => rowOf(rule, standing)),
    mine: mine ? rowOf(rule, mine) : null,
    past: [...past].map(([periodKey, winners]) => {
      const day = periodKey.replace('week:', '');
      const periodSpan = cashbackPeriodOf(day, rule.period);
      return { periodKey, from: periodSpan.firstDay, to: periodSpan.lastDay, winners };
    }),
  };
}

/** The running leaderboards with standings, the member's own rank and past winners (spec §7 mission leaderboard). */
export async function memberLeaderboards(
  deps: PromoDeps,
  member: AccountRow,
  language: Language,
): Promise<MemberLeaderboard[]> {
  const { merchant, promotions } = await running(deps, member, 'leaderboard');
  if (!merchant || promotions.length === 0) return [];
  const days = await merchantDays(deps.db, member.merchantId);
  return Promise.all(promotions.map((promotion) => leaderboardOf(deps, merchant, member, promotion, language, days)));
}
