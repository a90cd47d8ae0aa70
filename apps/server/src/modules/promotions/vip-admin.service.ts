import { parseAmountText } from '@fortuna/contracts/money';
import type { VipLevel, VipSettings, VipTableInput } from '@fortuna/contracts/vip';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { moneyOf } from '../payments/payment-money';
import type { PromoDeps } from './promotions.service';
import { findVipLevels, replaceVipLevels, type VipLevelRow } from './vip.repo';
import { findVipSettings, saveVipSettings } from './vip-keep.repo';
import { ratesToBasisPoints, ratesToPercent } from './vip-levels';

function presentLevel(row: VipLevelRow): VipLevel {
  return {
    rank: row.rank,
    names: row.names,
    validBetThreshold: moneyOf(row.validBetThresholdMinor),
    depositThreshold: moneyOf(row.depositThresholdMinor),
    upgradeBonus: moneyOf(row.upgradeBonusMinor),
    monthlyBonus: moneyOf(row.monthlyBonusMinor),
    birthdayBonus: moneyOf(row.birthdayBonusMinor),
    keepValidBet: moneyOf(row.keepValidBetMinor),
    rebateRates: ratesToPercent(row.rebateRatesBp),
  };
}

/** An amount text the contract already checked (canonical grammar, 0 allowed) in minor units. */
function minorOf(text: string): bigint {
  const minor = parseAmountText(text);
  if (minor === null) throw new AppError('INVALID_AMOUNT');
  return minor;
}

async function assertMerchant(deps: PromoDeps, merchantId: number): Promise<void> {
  if (!(await findMerchantById(deps.db, merchantId))) throw new AppError('UNKNOWN_MERCHANT');
}

/** A merchant's VIP table for the back office, lowest level first. */
export async function adminVipLevels(deps: PromoDeps, merchantId: number): Promise<VipLevel[]> {
  await assertMerchant(deps, merchantId);
  return (await findVipLevels(deps.db, merchantId)).map(presentLevel);
}

/** Replaces the VIP table (rank = row order); audited as `promotion.vip.levels.update` with the table before and after. */
export async function saveVipLevels(
  deps: PromoDeps,
  actor: Actor,
  merchantId: number,
  input: VipTableInput,
): Promise<VipLevel[]> {
  await assertMerchant(deps, merchantId);
  const rows = input.levels.map((level, index) => ({
    merchantId,
    rank: index + 1,
    names: level.names,
    validBetThresholdMinor: minorOf(level.validBetThreshold),
    depositThresholdMinor: minorOf(level.depositThreshold),
    upgradeBonusMinor: minorOf(level.upgradeBonus),
    monthlyBonusMinor: minorOf(level.monthlyBonus),
    birthdayBonusMinor: minorOf(level.birthdayBonus ?? '0'),
    keepValidBetMinor: minorOf(level.keepValidBet ?? '0'),
    rebateRatesBp: ratesToBasisPoints(level.rebateRates),
  }));
  return inLedgerTransaction(deps, async (tx) => {
    const before = (await findVipLevels(tx, merchantId)).map(presentLevel);
    const after = (await replaceVipLevels(tx, merchantId, rows)).map(presentLevel);
    await recordAudit(tx, actor, {
      action: 'promotion.vip.levels.update',
      targetType: 'vip_levels',
      targetId: merchantId,
      merchantId,
      before: { levels: before },
      after: { levels: after },
    });
    return after;
  });
}

export async function adminVipSettings(deps: PromoDeps, merchantId: number): Promise<VipSettings> {
  await assertMerchant(deps, merchantId);
  return findVipSettings(deps.db, merchantId);
}

/** Sets the keep-level review period; audited as `promotion.vip.settings.update`. */
export async function updateVipSettings(
  deps: PromoDeps,
  actor: Actor,
  merchantId: number,
  input: VipSettings,
): Promise<VipSettings> {
  await assertMerchant(deps, merchantId);
  return inLedgerTransaction(deps, async (tx) => {
    const before = await findVipSettings(tx, merchantId);
    await saveVipSettings(tx, merchantId, input.keepPeriod);
    await recordAudit(tx, actor, {
      action: 'promotion.vip.settings.update',
      targetType: 'vip_settings',
      targetId: merchantId,
      merchantId,
      before,
      after: input,
    });
    return input;
  });
}
