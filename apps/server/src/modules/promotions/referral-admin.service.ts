import { parseAmountText } from '@fortuna/contracts/money';
import type {
  AdminReferral,
  ReferralSettings,
  ReferralSettingsInput,
  ReferralStatus,
} from '@fortuna/contracts/referral';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById } from '../merchants/merchants.repo';
import { moneyOf } from '../payments/payment-money';
import { findMerchantReferrals, upsertReferralSettings } from './referral.repo';
import { referralTermsOf } from './referral.service';

async function assertMerchant(db: Db, merchantId: number): Promise<void> {
  if (!(await findMerchantById(db, merchantId))) throw new AppError('UNKNOWN_MERCHANT');
}

function minorOf(text: string): bigint {
  const minor = parseAmountText(text);
  if (minor === null) throw new AppError('INVALID_AMOUNT');
  return minor;
}

export async function adminReferralSettings(db: Db, merchantId: number): Promise<ReferralSettings> {
  await assertMerchant(db, merchantId);
  const terms = await referralTermsOf(db, merchantId);
  return {
    merchantId,
    reward: moneyOf(terms.rewardMinor),
    wallet: terms.wallet,
    wageringMultiple: terms.wageringMultiple,
    minFirstDeposit: moneyOf(terms.minFirstDepositMinor),
    minValidBet: moneyOf(terms.minValidBetMinor),
  };
}

/** Saves a merchant's referral terms; audited as `promotion.referral.settings.update` with before and after. */
export async function saveReferralSettings(
  db: Db,
  actor: Actor,
  merchantId: number,
  input: ReferralSettingsInput,
): Promise<ReferralSettings> {
  const before = await adminReferralSettings(db, merchantId);
  const values = {
    merchantId,
    rewardMinor: minorOf(input.reward),
    wallet: input.wallet,
    wageringMultiple: input.wageringMultiple,
    minFirstDepositMinor: minorOf(input.minFirstDeposit),
    minValidBetMinor: minorOf(input.minValidBet),
  };
  await inTransaction(db, async (tx) => {
    await upsertReferralSettings(tx, values);
    await recordAudit(tx, actor, {
      action: 'promotion.referral.settings.update',
      targetType: 'merchant',
      targetId: merchantId,
      merchantId,
      before,
      after: input,
    });
  });
  return adminReferralSettings(db, merchantId);
}

/** A merchant's invitees with their inviter, progress, reward and, for a refused one, why. */
export async function adminReferrals(
  db: Db,
  merchantId: number,
  status: ReferralStatus | undefined,
): Promise<AdminReferral[]> {
  await assertMerchant(db, merchantId);
  return (await findMerchantReferrals(db, merchantId, status)).map((row) => ({
    inviteeId: row.referral.inviteeId,
    invitee: row.inviteeUsername,
    inviterId: row.referral.inviterId,
    inviter: row.inviterUsername,
    status: row.referral.status,
    refusal: row.referral.refusal,
    firstDeposit: row.firstDepositMinor === null ? null : moneyOf(row.firstDepositMinor),
    validBet: moneyOf(row.validBetMinor),
    reward: row.referral.rewardMinor === null ? null : moneyOf(row.referral.rewardMinor),
    registeredAt: row.registeredAt.toISOString(),
    rewardedAt: row.referral.status === 'rewarded' ? (row.referral.decidedAt?.toISOString() ?? null) : null,
  }));
}
