import type { Db } from '../../db/client';
import { paymentSettingsOf } from '../payments/channels.repo';
import { cashbackPeriodOf } from './cashback-rules';
import { type MissionRule, periodWindow } from './mission-rules';
import { missionProgressOf } from './missions.repo';
import { dayInZone } from './promo-rules';
import type { PromotionRow } from './promotions.repo';

/** The merchant's local day and its time zone (payment settings, as cashback and the daily totals use). */
export async function merchantDays(db: Db, merchantId: number) {
  const { timeZone } = await paymentSettingsOf(db, merchantId);
  return { timeZone, dayOf: dayInZone(timeZone) };
}

/** A member's progress on a mission in the running period (its local days inside the schedule); 0 outside it. */
export async function missionProgressNow(
  db: Db,
  accountId: number,
  promotion: PromotionRow,
  now: Date,
  days: { timeZone: string; dayOf: (at: Date) => string },
): Promise<{ progress: bigint; from: string; to: string; periodEnd: Date }> {
  const rule = promotion.rule as MissionRule;
  const span = cashbackPeriodOf(days.dayOf(now), rule.period);
  const window = periodWindow(span, promotion, days.timeZone, days.dayOf);
  const full = periodWindow(span, { startsAt: new Date(0), endsAt: null }, days.timeZone, days.dayOf);
  const progress = window
    ? await missionProgressOf(db, { accountId, task: rule.task, gameType: rule.gameType, window }, days.dayOf)
    : 0n;
  return { progress, from: span.firstDay, to: span.lastDay, periodEnd: full?.end ?? now };
}
