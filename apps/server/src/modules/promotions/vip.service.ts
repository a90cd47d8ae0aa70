import { isTrialType } from '@fortuna/contracts/accounts';
import type { Language } from '@fortuna/contracts/system';
import type { MemberVip, VipKeepPeriod } from '@fortuna/contracts/vip';
import type { Tx } from '../../db/client';
import { countBonus, memberLifetimeTotals } from '../agents/member-stats';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction, type TxLedger } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { moneyOf } from '../payments/payment-money';
import type { AccountRow } from '../sessions/sessions.repo';
import { type SystemRemark, systemRemark } from '../wallet/ledger-remarks';
import { mainWalletId } from '../wallet/member-wallets';
import { merchantDays } from './mission-progress';
import type { PromoDeps } from './promotions.service';
import {
  findReachedLevels,
  findVipLevels,
  insertReachedOnce,
  setReachedTransfer,
  type VipLevelRow,
  type VipReachedRow,
} from './vip.repo';
import { findBonuses, findHolding, findVipSettings, memberTotalsBetween } from './vip-keep.repo';
import { keptRank, newlyReachedRanks, rankReached, ratesToPercent } from './vip-levels';
import { keepSpanOf } from './vip-periods';

/** The level's name in the reader's language. */
export const levelNameIn = (level: VipLevelRow, language: Language) =>
  language === 'TY' ? level.names.TY : level.names.EN;

/**
 * Records the levels the member newly reached and pays each one's upgrade bonus from the house into the main
 * wallet. The (member, rank) key admits each level once, so concurrent calls or two nodes pay it once; the
 * ledger key `vip-upgrade:<member>:<rank>` guards the payment itself.
 */
async function recordReachedLevels(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  levels: VipLevelRow[],
  ranks: number[],
): Promise<void> {
  const accounts = await vipBonusAccounts(deps, merchant, member);
  await inLedgerTransaction(deps, async (tx, ledger) => {
    for (const rank of ranks) {
      const bonusMinor = levels.find((level) => level.rank === rank)?.upgradeBonusMinor ?? 0n;
      const reached = await insertReachedOnce(tx, { accountId: member.id, rank, merchantId: merchant.id, bonusMinor });
      if (!reached || bonusMinor <= 0n) continue;
      const transferId = await payVipBonus(tx, ledger, merchant, member, accounts, {
        key: `vip-upgrade:${member.id}:${rank}`,
        amountMinor: bonusMinor,
        reference: `vip:${rank}`,
        remark: { kind: 'vip_upgrade_bonus', rank },
      });
      if (transferId !== null) await setReachedTransfer(tx, reached, transferId);
    }
  });
}

/** The house and the member's main wallet: a VIP bonus moves between them. */
export async function vipBonusAccounts(deps: PromoDeps, merchant: MerchantRow, member: AccountRow) {
  return { houseId: await houseAccountId(deps.db, merchant), walletId: await mainWalletId(deps.db, member, merchant) };
}

/**
 * One VIP bonus (upgrade, monthly, birthday) from the house into the main wallet, no wagering, in the caller's
 * transaction; the ledger key makes a replay pay nothing. The transfer id, or null.
 */
export async function payVipBonus(
  tx: Tx,
  ledger: TxLedger,
  merchant: MerchantRow,
  member: AccountRow,
  accounts: { houseId: number; walletId: number },
  bonus: { key: string; amountMinor: bigint; reference: string; remark: SystemRemark },
): Promise<number | null> {
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: merchant.id,
    key: bonus.key,
    transfers: [
      {
        debitAccountId: accounts.houseId,
        creditAccountId: accounts.walletId,
        amount: bonus.amountMinor,
        currency: merchant.currency,
        kind: 'bonus',
        reference: bonus.reference,
        metadata: systemRemark(bonus.remark),
      },
    ],
  });
  if (!result.isReplay) await countBonus(tx, member, bonus.amountMinor);
  const transfer = result.transfers[0];
  return transfer ? Number(transfer.id) : null;
}

/** The running review period and the member's valid bet in it so far. */
async function keepProgressOf(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  keepPeriod: Exclude<VipKeepPeriod, 'none'>,
) {
  const { dayOf } = await merchantDays(deps.db, merchant.id);
  const span = keepSpanOf(dayOf(deps.clock.now()), keepPeriod);
  const { validBetMinor } = await memberTotalsBetween(deps.db, member.id, span.firstDay, span.lastDay);
  return { from: span.firstDay, to: span.lastDay, validBet: moneyOf(validBetMinor) };
}

/** The member's level now: the rollups' totals, the levels reached (newly reached ones recorded and paid) and the rank. */
export async function memberLevel(deps: PromoDeps, merchant: MerchantRow, member: AccountRow) {
  const isOn = merchant.whitelabel.vip;
  const levels = isOn ? await findVipLevels(deps.db, merchant.id) : [];
  // After a keep-level demotion the totals count again from the demotion, above the level held.
  const holding = levels.length > 0 ? await findHolding(deps.db, member.id) : undefined;
  const totals = holding
    ? await memberTotalsBetween(deps.db, member.id, holding.countedFrom)
    : await memberLifetimeTotals(deps.db, member.id);
  let reached: VipReachedRow[] = levels.length > 0 ? await findReachedLevels(deps.db, member.id) : [];
  const computed = rankReached(levels, totals);
  const fresh = newlyReachedRanks(
    computed,
    reached.map((row) => row.rank),
  );
  if (fresh.length > 0 && !isTrialType(member.type)) {
    await recordReachedLevels(deps, merchant, member, levels, fresh);
    reached = await findReachedLevels(deps.db, member.id);
  }
  const held = holding
    ? Math.max(computed, holding.floorRank)
    : keptRank(
        computed,
        reached.map((row) => row.rank),
      );
  const rank = Math.min(held, levels.length);
  return { isOn, levels, totals, reached, holding, current: levels.find((level) => level.rank === rank) };
}

/**
 * The member's VIP state (spec §3 hasVip, vipLabelName, vipRankLevel) from the rollups. Reading it brings the
 * level up to date: a level reached since the last look is recorded and its upgrade bonus paid, once.
 */
export async function memberVip(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  language: Language,
): Promise<MemberVip> {
  const { isOn, levels, totals, reached, current } = await memberLevel(deps, merchant, member);
  const rank = current?.rank ?? 0;
  const { keepPeriod } = await findVipSettings(deps.db, merchant.id);
  const keepProgress =
    keepPeriod !== 'none' && current ? await keepProgressOf(deps, merchant, member, keepPeriod) : null;
  const bonuses = isOn ? await findBonuses(deps.db, member.id) : [];
  return {
    hasVip: isOn && current !== undefined,
    vipLabelName: current ? levelNameIn(current, language) : '',
    vipRankLevel: rank,
    validBet: moneyOf(totals.validBetMinor),
    deposit: moneyOf(totals.depositMinor),
    levels: levels.map((level) => ({
      rank: level.rank,
      name: levelNameIn(level, language),
      validBetThreshold: moneyOf(level.validBetThresholdMinor),
      depositThreshold: moneyOf(level.depositThresholdMinor),
      upgradeBonus: moneyOf(level.upgradeBonusMinor),
      monthlyBonus: moneyOf(level.monthlyBonusMinor),
      birthdayBonus: moneyOf(level.birthdayBonusMinor),
      keepValidBet: moneyOf(level.keepValidBetMinor),
      rebateRates: ratesToPercent(level.rebateRatesBp),
      isReached: level.rank <= rank,
    })),
    keepPeriod,
    keepProgress,
    bonuses: bonuses.map((row) => ({
      kind: row.kind,
      period: row.periodKey,
      rank: row.rank,
      amount: moneyOf(row.amountMinor),
      paidAt: row.paidAt.toISOString(),
    })),
    upgrades: reached
      .filter((row) => row.bonusMinor > 0n)
      .map((row) => ({ rank: row.rank, amount: moneyOf(row.bonusMinor), paidAt: row.reachedAt.toISOString() })),
  };
}
