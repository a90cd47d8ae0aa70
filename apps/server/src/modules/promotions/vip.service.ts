import { isTrialType } from '@fortuna/contracts/accounts';
import type { Language } from '@fortuna/contracts/system';
import type { MemberVip } from '@fortuna/contracts/vip';
import { countBonus, memberLifetimeTotals } from '../agents/member-stats';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { moneyOf } from '../payments/payment-money';
import type { AccountRow } from '../sessions/sessions.repo';
import { systemRemark } from '../wallet/ledger-remarks';
import { mainWalletId } from '../wallet/member-wallets';
import type { PromoDeps } from './promotions.service';
import {
  findReachedLevels,
  findVipLevels,
  insertReachedOnce,
  setReachedTransfer,
  type VipLevelRow,
  type VipReachedRow,
} from './vip.repo';
import { keptRank, newlyReachedRanks, rankReached, ratesToPercent } from './vip-levels';

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
  const houseId = await houseAccountId(deps.db, merchant);
  const walletId = await mainWalletId(deps.db, member, merchant);
  await inLedgerTransaction(deps, async (tx, ledger) => {
    for (const rank of ranks) {
      const bonusMinor = levels.find((level) => level.rank === rank)?.upgradeBonusMinor ?? 0n;
      const reached = await insertReachedOnce(tx, { accountId: member.id, rank, merchantId: merchant.id, bonusMinor });
      if (!reached || bonusMinor <= 0n) continue;
      const result = await ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: merchant.id,
        key: `vip-upgrade:${member.id}:${rank}`,
        transfers: [
          {
            debitAccountId: houseId,
            creditAccountId: walletId,
            amount: bonusMinor,
            currency: merchant.currency,
            kind: 'bonus',
            reference: `vip:${rank}`,
            metadata: systemRemark({ kind: 'vip_upgrade_bonus', rank }),
          },
        ],
      });
      const transfer = result.transfers[0];
      if (transfer) await setReachedTransfer(tx, reached, Number(transfer.id));
      if (!result.isReplay) await countBonus(tx, member, bonusMinor);
    }
  });
}

/** The member's level now: the rollups' totals, the levels reached (newly reached ones recorded and paid) and the rank. */
export async function memberLevel(deps: PromoDeps, merchant: MerchantRow, member: AccountRow) {
  const isOn = merchant.whitelabel.vip;
  const levels = isOn ? await findVipLevels(deps.db, merchant.id) : [];
  const totals = await memberLifetimeTotals(deps.db, member.id);
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
  const rank = Math.min(
    keptRank(
      computed,
      reached.map((row) => row.rank),
    ),
    levels.length,
  );
  return { isOn, levels, totals, reached, current: levels.find((level) => level.rank === rank) };
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
      rebateRates: ratesToPercent(level.rebateRatesBp),
      isReached: level.rank <= rank,
    })),
    upgrades: reached
      .filter((row) => row.bonusMinor > 0n)
      .map((row) => ({ rank: row.rank, amount: moneyOf(row.bonusMinor), paidAt: row.reachedAt.toISOString() })),
  };
}
