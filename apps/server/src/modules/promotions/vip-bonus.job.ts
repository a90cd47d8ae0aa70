import type { VipKeepPeriod } from '@fortuna/contracts/vip';
import type { FastifyInstance } from 'fastify';
import { listMerchants, type MerchantRow } from '../merchants/merchants.repo';
import { merchantDays } from './mission-progress';
import type { PromoDeps } from './promotions.service';
import { runSlotOnce, schedulePass } from './slot-run';
import { findVipLevels, type VipLevelRow } from './vip.repo';
import { demoteMembersOnce, type InsertedVipRow, type VipCandidateRow, vipCandidateRows } from './vip-batch.repo';
import { grantVipBonuses, recordReachedLevels } from './vip-batch-grant';
import { findVipSettings } from './vip-keep.repo';
import { keptRank, newlyReachedRanks, rankReached } from './vip-levels';
import { dayAfter, isBirthdayOn, type KeepSpan, keepSpanOf, previousKeepSpan } from './vip-periods';

/** Demotions written per statement. */
const DEMOTE_BATCH = 5_000;

interface VipHolder {
  member: VipCandidateRow;
  current: VipLevelRow;
}

/**
 * Every member holding a level now, read set-based (ADR 0038): one query over the rollups, levels and holdings
 * (trial accounts never), the levels newly reached recorded with their upgrade bonuses in batches (as reading
 * a member's level does, `memberLevel`), then each member's level worked out here by the same rules.
 * `span`: also each member's valid bet over a review period's days.
 */
async function vipHolders(
  deps: PromoDeps,
  merchant: MerchantRow,
  levels: VipLevelRow[],
  span: KeepSpan | null,
): Promise<VipHolder[]> {
  const lowest = levels[0];
  if (!lowest || !merchant.whitelabel.vip) return [];
  const members = await vipCandidateRows(deps.db, merchant.id, lowest, span);
  const computed = new Map(members.map((member) => [member.accountId, rankReached(levels, member.totals)]));
  const fresh: InsertedVipRow[] = members.flatMap((member) =>
    newlyReachedRanks(
      computed.get(member.accountId) ?? 0,
      member.reached.map((row) => row.rank),
    ).map((rank) => ({
      accountId: member.accountId,
      rank,
      amountMinor: levels.find((level) => level.rank === rank)?.upgradeBonusMinor ?? 0n,
    })),
  );
  if (fresh.length > 0) {
    await recordReachedLevels(deps, merchant, fresh);
    const now = new Date();
    const byMember = new Map(members.map((member) => [member.accountId, member]));
    for (const row of fresh) byMember.get(row.accountId)?.reached.push({ rank: row.rank, reachedAt: now });
  }
  const holders: VipHolder[] = [];
  for (const member of members) {
    const rank = computed.get(member.accountId) ?? 0;
    const held = member.holding
      ? Math.max(rank, member.holding.floorRank)
      : keptRank(
          rank,
          member.reached.map((row) => row.rank),
        );
    const current = levels.find((level) => level.rank === Math.min(held, levels.length));
    if (current) holders.push({ member, current });
  }
  return holders;
}

/**
 * Keep-level review of an ended period: a holder whose valid bet in it (the daily rollups' local days) is below
 * their level's keep requirement drops one level, unless they reached the level during the period. The drop is
 * recorded with the period's key and only when that period was not reviewed for them yet, so a review run twice,
 * at once or on two nodes, demotes once. Set-based: one read, then one upsert per DEMOTE_BATCH members. Returns
 * how many members this call demoted.
 */
export async function reviewKeepLevels(deps: PromoDeps, merchant: MerchantRow, span: KeepSpan): Promise<number> {
  const levels = await findVipLevels(deps.db, merchant.id);
  const { dayOf } = await merchantDays(deps.db, merchant.id);
  const demotions: { accountId: number; floorRank: number }[] = [];
  for (const { member, current } of await vipHolders(deps, merchant, levels, span)) {
    if (current.keepValidBetMinor <= 0n) continue;
    if (member.holding && member.holding.reviewedPeriod >= span.key) continue;
    const reached = member.reached.find((row) => row.rank === current.rank);
    const isAboveFloor = !member.holding || current.rank > member.holding.floorRank;
    if (isAboveFloor && reached && dayOf(reached.reachedAt) >= span.firstDay) continue;
    if (member.spanValidBetMinor >= current.keepValidBetMinor) continue;
    demotions.push({ accountId: member.accountId, floorRank: current.rank - 1 });
  }
  const period = { reviewedPeriod: span.key, countedFrom: dayAfter(span.lastDay) };
  let demoted = 0;
  for (let start = 0; start < demotions.length; start += DEMOTE_BATCH)
    demoted += await demoteMembersOnce(deps.db, merchant.id, period, demotions.slice(start, start + DEMOTE_BATCH));
  return demoted;
}

/**
 * Pays the month's bonus (`month` "2026-12") to every member holding a level with a monthly bonus, or, with
 * `birthday` set to a local day, the birthday bonus to holders whose profile birthday is that day (the year's
 * key). Each is paid once per member and month or year, however often or wherever this runs: set-based, the
 * holders read once and paid in batches whose (member, kind, period) rows are inserted with the ledger
 * operation (`grantVipBonuses`). Returns how many members this call paid.
 */
export async function payVipBonuses(
  deps: PromoDeps,
  merchant: MerchantRow,
  what: { kind: 'monthly'; month: string } | { kind: 'birthday'; day: string },
  options: { batchSize?: number; onBatch?: () => Promise<void> } = {},
): Promise<number> {
  const levels = await findVipLevels(deps.db, merchant.id);
  const amountOf = (level: VipLevelRow) =>
    what.kind === 'monthly' ? level.monthlyBonusMinor : level.birthdayBonusMinor;
  if (!levels.some((level) => amountOf(level) > 0n)) return 0;
  const bonuses: InsertedVipRow[] = [];
  for (const { member, current } of await vipHolders(deps, merchant, levels, null)) {
    if (amountOf(current) <= 0n) continue;
    if (what.kind === 'birthday' && !isBirthdayOn(member.birthday, what.day)) continue;
    bonuses.push({ accountId: member.accountId, rank: current.rank, amountMinor: amountOf(current) });
  }
  const periodKey = what.kind === 'monthly' ? what.month : what.day.slice(0, 4);
  return grantVipBonuses(deps, merchant, { kind: what.kind, periodKey }, bonuses, options);
}

const slotOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * One pass over merchants running VIP: the keep-level review of the period just ended (when the merchant has a
 * keep rule), then the running month's bonus, then today's birthdays, each once per merchant and slot.
 */
export async function runVipPass(deps: PromoDeps, holder: string): Promise<void> {
  for (const merchant of await listMerchants(deps.db)) {
    if (merchant.status !== 'active' || !merchant.whitelabel.vip) continue;
    const { dayOf } = await merchantDays(deps.db, merchant.id);
    const today = dayOf(deps.clock.now());
    const { keepPeriod } = await findVipSettings(deps.db, merchant.id);
    if (keepPeriod !== 'none') {
      const period: Exclude<VipKeepPeriod, 'none'> = keepPeriod;
      const ended = previousKeepSpan(today, period);
      await runSlotOnce(
        deps.db,
        `promotions:vip-keep:${merchant.id}`,
        slotOf(keepSpanOf(today, period).firstDay),
        holder,
        async () => {
          await reviewKeepLevels(deps, merchant, ended);
        },
      );
    }
    const month = keepSpanOf(today, 'month');
    await runSlotOnce(deps.db, `promotions:vip-monthly:${merchant.id}`, slotOf(month.firstDay), holder, async () => {
      await payVipBonuses(deps, merchant, { kind: 'monthly', month: month.key });
    });
    await runSlotOnce(deps.db, `promotions:vip-birthday:${merchant.id}`, slotOf(today), holder, async () => {
      await payVipBonuses(deps, merchant, { kind: 'birthday', day: today });
    });
  }
}

/** The VIP job on nodes running the periodic money jobs: every 5 minutes. */
export function scheduleVipBonuses(app: FastifyInstance): void {
  schedulePass(app, 'VIP bonus', 5 * 60_000, runVipPass);
}
