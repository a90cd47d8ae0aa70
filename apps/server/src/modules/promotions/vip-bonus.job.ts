import type { VipKeepPeriod } from '@fortuna/contracts/vip';
import type { FastifyInstance } from 'fastify';
import { listMerchants, type MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { findAccountById } from '../sessions/sessions.repo';
import { merchantDays } from './mission-progress';
import type { PromoDeps } from './promotions.service';
import { runSlotOnce, schedulePass } from './slot-run';
import { findVipLevels, type VipLevelRow } from './vip.repo';
import { memberLevel, payVipBonus, vipBonusAccounts } from './vip.service';
import {
  demoteOnce,
  findVipSettings,
  insertBonusOnce,
  memberTotalsBetween,
  setBonusTransfer,
  vipCandidates,
} from './vip-keep.repo';
import { dayAfter, isBirthdayOn, type KeepSpan, keepSpanOf, previousKeepSpan } from './vip-periods';

type Candidate = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** Each member who may hold a level, with the level they hold now (reading it records newly reached levels). */
async function* holders(deps: PromoDeps, merchant: MerchantRow, levels: VipLevelRow[]) {
  const lowest = levels[0];
  if (!lowest) return;
  for (const accountId of await vipCandidates(deps.db, merchant.id, lowest)) {
    const member = await findAccountById(deps.db, accountId);
    if (!member || member.merchantId !== merchant.id) continue;
    const level = await memberLevel(deps, merchant, member);
    if (level.current) yield { member, level };
  }
}

/**
 * Keep-level review of an ended period: a holder whose valid bet in it (the daily rollups' local days) is below
 * their level's keep requirement drops one level, unless they reached the level during the period. The drop is
 * recorded with the period's key and only when that period was not reviewed for them yet, so a review run twice,
 * at once or on two nodes, demotes once. Returns how many members this call demoted.
 */
export async function reviewKeepLevels(deps: PromoDeps, merchant: MerchantRow, span: KeepSpan): Promise<number> {
  const levels = await findVipLevels(deps.db, merchant.id);
  const { dayOf } = await merchantDays(deps.db, merchant.id);
  let demoted = 0;
  for await (const { member, level } of holders(deps, merchant, levels)) {
    const current = level.current;
    if (!current || current.keepValidBetMinor <= 0n) continue;
    if (level.holding && level.holding.reviewedPeriod >= span.key) continue;
    const reached = level.reached.find((row) => row.rank === current.rank);
    const isAboveFloor = !level.holding || current.rank > level.holding.floorRank;
    if (isAboveFloor && reached && dayOf(reached.reachedAt) >= span.firstDay) continue;
    const { validBetMinor } = await memberTotalsBetween(deps.db, member.id, span.firstDay, span.lastDay);
    if (validBetMinor >= current.keepValidBetMinor) continue;
    const row = await demoteOnce(deps.db, {
      accountId: member.id,
      merchantId: merchant.id,
      floorRank: current.rank - 1,
      countedFrom: dayAfter(span.lastDay),
      reviewedPeriod: span.key,
    });
    if (row) demoted += 1;
  }
  return demoted;
}

/** Pays one holder's monthly or birthday bonus of a period once: the (member, kind, period) row and the ledger key. */
async function payHolderBonus(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: Candidate,
  bonus: { kind: 'monthly' | 'birthday'; periodKey: string; rank: number; amountMinor: bigint },
): Promise<boolean> {
  const accounts = await vipBonusAccounts(deps, merchant, member);
  return inLedgerTransaction(deps, async (tx, ledger) => {
    const row = await insertBonusOnce(tx, { accountId: member.id, merchantId: merchant.id, ...bonus });
    if (!row) return false;
    const transferId = await payVipBonus(tx, ledger, merchant, member, accounts, {
      key: `vip-${bonus.kind}:${member.id}:${bonus.periodKey}`,
      amountMinor: bonus.amountMinor,
      reference: `vip:${bonus.kind}:${bonus.rank}`,
      remark: { kind: bonus.kind === 'monthly' ? 'vip_monthly_bonus' : 'vip_birthday_bonus', rank: bonus.rank },
    });
    if (transferId !== null) await setBonusTransfer(tx, row, transferId);
    return true;
  });
}

/**
 * Pays the month's bonus (`month` "2026-12") to every member holding a level with a monthly bonus, or, with
 * `birthday` set to a local day, the birthday bonus to holders whose profile birthday is that day (the year's
 * key). Each is paid once per member and month or year, however often or wherever this runs.
 */
export async function payVipBonuses(
  deps: PromoDeps,
  merchant: MerchantRow,
  what: { kind: 'monthly'; month: string } | { kind: 'birthday'; day: string },
): Promise<number> {
  const levels = await findVipLevels(deps.db, merchant.id);
  const amountOf = (level: VipLevelRow) =>
    what.kind === 'monthly' ? level.monthlyBonusMinor : level.birthdayBonusMinor;
  if (!levels.some((level) => amountOf(level) > 0n)) return 0;
  let paid = 0;
  for await (const { member, level } of holders(deps, merchant, levels)) {
    const current = level.current;
    if (!current || amountOf(current) <= 0n) continue;
    if (what.kind === 'birthday' && !isBirthdayOn(member.birthday, what.day)) continue;
    const periodKey = what.kind === 'monthly' ? what.month : what.day.slice(0, 4);
    const bonus = { kind: what.kind, periodKey, rank: current.rank, amountMinor: amountOf(current) };
    if (await payHolderBonus(deps, merchant, member, bonus)) paid += 1;
  }
  return paid;
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
