import type { PromoLimitSignal, PromoLimits, PromoLimitsInput } from '@fortuna/contracts/promo-limits';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { raiseRiskFlag } from '../risk/risk-flags';
import {
  type ClaimLimitsRow,
  countMemberClaims,
  deviceClaims,
  findClaimLimits,
  lockLimitKeys,
  memberLimitKeys,
  payeeClaims,
  upsertClaimLimits,
} from './claim-limits.repo';
import { findPromotion, type PromotionRow } from './promotions.repo';

const CODES = {
  member: 'PROMOTION_MEMBER_LIMIT',
  device: 'PROMOTION_DEVICE_LIMIT',
  payee_account: 'PROMOTION_PAYEE_LIMIT',
} as const;

/** A claim over one of the promotion's abuse limits: what was shared, with whom, and the limit. */
export class ClaimLimitRefusal extends AppError {
  constructor(
    readonly signal: PromoLimitSignal,
    readonly limit: number,
    readonly shared: { value: string; usernames: string } | null,
  ) {
    super(CODES[signal]);
  }
}

/**
 * Refuses a claim over the promotion's limits, inside the claim's transaction: per member (claims so far), per
 * device and per payee account (claims of every account seen on the member's devices or sharing its payee
 * accounts). Device and payee checks hold advisory locks on those values, so two accounts on one device
 * claiming at the same instant are counted one after the other.
 */
export async function enforceClaimLimits(
  tx: DbOrTx,
  limits: ClaimLimitsRow,
  promotionId: number,
  accountId: number,
): Promise<void> {
  if (limits.perMember !== null && (await countMemberClaims(tx, promotionId, accountId)) >= limits.perMember) {
    throw new ClaimLimitRefusal('member', limits.perMember, null);
  }
  if (limits.perDevice === null && limits.perPayeeAccount === null) return;
  const keys = await memberLimitKeys(tx, accountId);
  await lockLimitKeys(
    tx,
    promotionId,
    keys.map((key) => `${key.kind}:${key.value}`),
  );
  const checks = [
    { signal: 'device', limit: limits.perDevice, count: deviceClaims },
    { signal: 'payee_account', limit: limits.perPayeeAccount, count: payeeClaims },
  ] as const;
  for (const check of checks) {
    if (check.limit === null) continue;
    const shared = await check.count(tx, promotionId, accountId);
    if (shared && shared.claims >= check.limit) throw new ClaimLimitRefusal(check.signal, check.limit, shared);
  }
}

/**
 * Whether the member has used up the promotion's per-member limit: the site then shows it as not available
 * (and leaves it out of the reward-centre badge) instead of offering a claim that would be refused. The device
 * and payee limits are abuse signals, told only when a claim is made.
 */
export async function memberLimitReached(db: DbOrTx, promotionId: number, accountId: number): Promise<boolean> {
  const limits = await findClaimLimits(db, promotionId);
  if (!limits || limits.perMember === null) return false;
  return (await countMemberClaims(db, promotionId, accountId)) >= limits.perMember;
}

/**
 * Runs a claim; when it is refused for a device or payee account already used by other claimants, flags the
 * member for staff (bonus abuse, once per promotion, member and signal) before passing the refusal on.
 */
export async function flaggingLimitRefusals<T>(
  db: Db,
  member: { id: number; merchantId: number },
  promotion: PromotionRow,
  claim: () => Promise<T>,
): Promise<T> {
  try {
    return await claim();
  } catch (error) {
    if (error instanceof ClaimLimitRefusal && error.signal !== 'member') {
      await raiseRiskFlag(db, {
        merchantId: member.merchantId,
        accountId: member.id,
        kind: 'bonus_abuse',
        sourceKey: `promo-limit:${promotion.id}:${member.id}:${error.signal}`,
        detail: {
          promotionId: promotion.id,
          promotion: promotion.texts.EN.title,
          reason: `${error.signal}_limit`,
          limit: error.limit,
          shared: error.shared?.value ?? '',
          claimedBy: error.shared?.usernames ?? '',
        },
      });
    }
    throw error;
  }
}

function present(promotionId: number, row: ClaimLimitsRow | undefined): PromoLimits {
  return {
    promotionId,
    perMember: row?.perMember ?? null,
    perDevice: row?.perDevice ?? null,
    perPayeeAccount: row?.perPayeeAccount ?? null,
  };
}

async function promotionOrFail(db: Db, promotionId: number): Promise<PromotionRow> {
  const promotion = await findPromotion(db, promotionId);
  if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
  return promotion;
}

export async function adminClaimLimits(db: Db, promotionId: number): Promise<PromoLimits> {
  await promotionOrFail(db, promotionId);
  return present(promotionId, await findClaimLimits(db, promotionId));
}

/** Sets a promotion's abuse limits; audited as `promotion.limits.update` with before and after. */
export async function saveClaimLimits(
  db: Db,
  actor: Actor,
  promotionId: number,
  input: PromoLimitsInput,
): Promise<PromoLimits> {
  const promotion = await promotionOrFail(db, promotionId);
  const before = await adminClaimLimits(db, promotionId);
  await inTransaction(db, async (tx) => {
    await upsertClaimLimits(tx, { promotionId, merchantId: promotion.merchantId, ...input });
    await recordAudit(tx, actor, {
      action: 'promotion.limits.update',
      targetType: 'promotion',
      targetId: promotionId,
      merchantId: promotion.merchantId,
      before,
      after: input,
    });
  });
  return adminClaimLimits(db, promotionId);
}
