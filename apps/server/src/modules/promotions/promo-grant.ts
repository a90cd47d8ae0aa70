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
  promotion: PromotionRow,
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
  const result = await ledger.applyInTransaction(tx, {
    type: 'transfer',
    merchantId: merchant.id,
    key: `promo:${promotion.id}:${claim.accountId}:${claim.periodKey}`,
    transfers: [
      {
        debitAccountId: accounts.houseId,
        creditAccountId: accounts.walletId,
        amount: claim.amountMinor,
        currency: merchant.currency,
        kind: 'bonus',
        reference: `promo:${promotion.id}`,
        metadata: { ...systemRemark({ kind: 'promotion_reward' }), promotionId: promotion.id, claimId: claim.id },
      },
    ],
  });
  const outcome = result.transfers[0];
  const transferId = outcome ? Number(outcome.id) : null;
  const requiredMinor = claim.amountMinor * BigInt(promotion.wageringMultiple);
  const requirement =
    requiredMinor > 0n && !result.isReplay
      ? await insertRequirement(tx, {
          merchantId: merchant.id,
          accountId: claim.accountId,
          requiredTurnoverMinor: requiredMinor,
          source: `promo:${claim.id}`,
        })
      : undefined;
  if (!result.isReplay) await countBonus(tx, { id: claim.accountId, merchantId: merchant.id }, claim.amountMinor);
  return updateClaim(tx, claim.id, {
    status: 'issued',
    transferId,
    wageringRequirementId: requirement?.id ?? null,
    decidedAt: new Date(),
    decidedBy,
  });
}
