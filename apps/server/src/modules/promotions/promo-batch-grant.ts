import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { systemRemark } from '../wallet/ledger-remarks';
import {
  countClaimBonuses,
  insertClaimRequirements,
  insertClaimsOnce,
  issueClaims,
  memberWalletIds,
} from './promo-batch.repo';
import type { PromotionRow } from './promotions.repo';
import type { PromoDeps } from './promotions.service';

/** Members granted together: one transaction, one ledger operation and five statements per batch. */
export const GRANT_BATCH = 2_000;

/** A member's reward of one period. */
export interface PeriodReward {
  accountId: number;
  amountMinor: bigint;
}

/**
 * Grants a period's rewards of a promotion to many members, set-based (ADR 0038), as `payClaim` grants one: per
 * batch of GRANT_BATCH members one transaction inserts the (promotion, member, period) claims (a member who holds
 * one already is skipped, so a second runner, a rerun after a crash or a member's own claim pays nothing more),
 * moves every new claim's reward from the house into the member's wallet of the promotion in one ledger operation
 * (keyed by the batch's first claim id, one transfer per claim carrying its claim id), writes their wagering
 * requirements and bonus rollups, and marks them issued. `onBatch` runs after each batch (a run's lease renewal).
 * Answers how many members this call paid.
 */
export async function grantPeriodRewards(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  periodKey: string,
  rewards: readonly PeriodReward[],
  onBatch: () => Promise<void> = async () => undefined,
): Promise<number> {
  const houseId = await houseAccountId(deps.db, merchant);
  let paid = 0;
  for (let start = 0; start < rewards.length; start += GRANT_BATCH) {
    const batch = rewards.slice(start, start + GRANT_BATCH).filter((reward) => reward.amountMinor > 0n);
    const wallets = await memberWalletIds(
      deps.db,
      merchant,
      promotion.wallet,
      batch.map((reward) => reward.accountId),
    );
    paid += await inLedgerTransaction(deps, async (tx, ledger) => {
      const claims = await insertClaimsOnce(
        tx,
        { promotionId: promotion.id, merchantId: merchant.id, periodKey },
        batch,
      );
      const first = claims[0];
      if (!first) return 0;
      const result = await ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: merchant.id,
        key: `promo:${promotion.id}:${periodKey}:batch:${first.id}`,
        transfers: claims.map((claim) => {
          const walletId = wallets.get(claim.accountId);
          if (walletId === undefined) throw new Error(`no ${promotion.wallet} wallet for member ${claim.accountId}`);
          return {
            debitAccountId: houseId,
            creditAccountId: walletId,
            amount: claim.amountMinor,
            currency: merchant.currency,
            kind: 'bonus',
            reference: `promo:${promotion.id}`,
            metadata: { ...systemRemark({ kind: 'promotion_reward' }), promotionId: promotion.id, claimId: claim.id },
          };
        }),
      });
      const requirements = result.isReplay
        ? new Map<number, number>()
        : await insertClaimRequirements(tx, merchant.id, claims, promotion.wageringMultiple);
      if (!result.isReplay) await countClaimBonuses(tx, merchant.id, claims);
      await issueClaims(
        tx,
        claims.map((claim, index) => {
          const transfer = result.transfers[index];
          return {
            claimId: claim.id,
            transferId: transfer ? Number(transfer.id) : null,
            requirementId: requirements.get(claim.id) ?? null,
          };
        }),
      );
      return claims.length;
    });
    await onBatch();
  }
  return paid;
}
