import type { Db, Tx } from '../../db/client';
import { countBonus } from '../agents/member-stats';
import { accountIdFor } from '../ledger/ledger.repo';
import type { MerchantRow } from '../merchants/merchants.repo';
import type { TxLedger } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { insertRequirement } from '../payments/wagering.repo';
import { systemRemark } from '../wallet/ledger-remarks';
import type { ClaimRow, PromotionRow } from './promotions.repo';
import { updateClaim } from './promotions.repo';

/** The ledger accounts a reward moves between, looked up before the transaction (ids are cached). */
export interface RewardAccounts {
  houseId: number;
  walletId: number;
}

export async function rewardAccounts(
  db: Db,
  merchant: MerchantRow,
  promotion: Pick<PromotionRow, 'wallet'>,
  accountId: number,
): Promise<RewardAccounts> {
  const houseId = await houseAccountId(db, merchant);
  const walletId = await accountIdFor(db, {
    merchantId: merchant.id,
    ownerType: 'account',
    ownerId: accountId,
    kind: promotion.wallet,
    currency: merchant.currency,
  });
  return { houseId, walletId };
}

/** One reward: who gets it, how much, under which ledger key and reference, and its wagering. */
export interface RewardPayment {
  accountId: number;
  amountMinor: bigint;
  accounts: RewardAccounts;
  /** The ledger key: a replay of the same key pays nothing. */
  key: string;
  reference: string;
  metadata: Record<string, unknown>;
  wageringMultiple: number;
  /** The wagering requirement's source (what bonus details and the withdrawal check name it by). */
  requirementSource: string;
}

/**
 * Pays a reward in the caller's transaction: the house transfers it into the member's main or bonus wallet as a
 * `bonus` transfer and, with a multiple above 0, writes the wagering requirement the withdrawal check enforces.
 * A replayed key pays nothing and writes no second requirement.
 */
export async function payReward(tx: Tx, ledger: TxLedger, merchant: MerchantRow, payment: RewardPayment) {
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: merchant.id,
    key: payment.key,
    transfers: [
      {
        debitAccountId: payment.accounts.houseId,
        creditAccountId: payment.accounts.walletId,
        amount: payment.amountMinor,
        currency: merchant.currency,
        kind: 'bonus',
        reference: payment.reference,
        metadata: payment.metadata,
      },
    ],
  });
  const outcome = result.transfers[0];
  const requiredMinor = payment.amountMinor * BigInt(payment.wageringMultiple);
  const requirement =
    requiredMinor > 0n && !result.isReplay
      ? await insertRequirement(tx, {
          merchantId: merchant.id,
          accountId: payment.accountId,
          requiredTurnoverMinor: requiredMinor,
          source: payment.requirementSource,
        })
      : undefined;
  if (!result.isReplay) await countBonus(tx, { id: payment.accountId, merchantId: merchant.id }, payment.amountMinor);
  return { transferId: outcome ? Number(outcome.id) : null, requirementId: requirement?.id ?? null };
}

/**
 * Pays a claim: the house transfers the reward into the member's main or bonus wallet (ledger key of the
 * claim's period, so a replay cannot pay twice) and, with a multiple above 0, a wagering requirement the
 * withdrawal check enforces. Runs in the caller's transaction; marks the claim issued.
 */
export async function payClaim(
  tx: Tx,
  ledger: TxLedger,
  merchant: MerchantRow,
  promotion: PromotionRow,
  claim: ClaimRow,
  accounts: RewardAccounts,
  decidedBy: string | null,
): Promise<ClaimRow> {
  const { transferId, requirementId } = await payReward(tx, ledger, merchant, {
    accountId: claim.accountId,
    amountMinor: claim.amountMinor,
    accounts,
    key: `promo:${promotion.id}:${claim.accountId}:${claim.periodKey}`,
    reference: `promo:${promotion.id}`,
    metadata: { ...systemRemark({ kind: 'promotion_reward' }), promotionId: promotion.id, claimId: claim.id },
    wageringMultiple: promotion.wageringMultiple,
    requirementSource: `promo:${claim.id}`,
  });
  return updateClaim(tx, claim.id, {
    status: 'issued',
    transferId,
    wageringRequirementId: requirementId,
    decidedAt: new Date(),
    decidedBy,
  });
}
