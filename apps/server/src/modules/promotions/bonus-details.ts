import type { BonusDetail } from '@fortuna/contracts/promotions';
import type { Language } from '@fortuna/contracts/system';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, promoReferrals, promoVipBonuses, promoVipReached } from '../../db/schema/index';
import { moneyOf } from '../payments/payment-money';
import { findRequirementBySource, turnoverSince } from '../payments/wagering.repo';
import type { AccountRow } from '../sessions/sessions.repo';
import { textOf } from '../wallet/ledger-remarks';
import { maskUsername } from './mission-rules';
import { findAccountClaims } from './promotions.repo';
import { textsIn } from './promotions.service';

/** One paid bonus before its wagering is read: what it is called and the source of its wagering requirement. */
interface PaidBonus {
  key: string;
  claimId: number | null;
  title: string;
  amountMinor: bigint;
  issuedAt: Date;
  /** The wagering requirement's source; null for bonuses paid without wagering (VIP bonuses). */
  requirementSource: string | null;
  wageringMultiple: number;
}

async function promotionBonuses(db: Db, member: AccountRow, language: Language): Promise<PaidBonus[]> {
  return (await findAccountClaims(db, member.id))
    .filter(({ claim }) => claim.status === 'issued')
    .map(({ claim, promotion }) => ({
      key: `promo:${claim.id}`,
      claimId: claim.id,
      title: textsIn(promotion, language).title,
      amountMinor: claim.amountMinor,
      issuedAt: claim.decidedAt ?? claim.createdAt,
      requirementSource: `promo:${claim.id}`,
      wageringMultiple: promotion.wageringMultiple,
    }));
}

/** Referral rewards: one per rewarded invitee (masked), wagering `referral:<invitee>`. */
async function referralBonuses(db: Db, member: AccountRow, language: Language): Promise<PaidBonus[]> {
  const rows = await db
    .select({ referral: promoReferrals, invitee: accounts.username })
    .from(promoReferrals)
    .innerJoin(accounts, eq(accounts.id, promoReferrals.inviteeId))
    .where(and(eq(promoReferrals.inviterId, member.id), eq(promoReferrals.status, 'rewarded')));
  const bonuses: PaidBonus[] = [];
  for (const { referral, invitee } of rows) {
    const amountMinor = referral.rewardMinor ?? 0n;
    if (amountMinor <= 0n) continue;
    const source = `referral:${referral.inviteeId}`;
    const requirement = await findRequirementBySource(db, source);
    bonuses.push({
      key: source,
      claimId: null,
      title: `${textOf({ kind: 'referral_reward' }, language)}: ${maskUsername(invitee)}`,
      amountMinor,
      issuedAt: referral.decidedAt ?? referral.createdAt,
      requirementSource: source,
      wageringMultiple: requirement ? Number(requirement.requiredTurnoverMinor / amountMinor) : 0,
    });
  }
  return bonuses;
}

/** VIP upgrade, monthly and birthday bonuses (no wagering). */
async function vipBonuses(db: Db, member: AccountRow, language: Language): Promise<PaidBonus[]> {
  const [upgrades, others] = await Promise.all([
    db
      .select()
      .from(promoVipReached)
      .where(and(eq(promoVipReached.accountId, member.id), gt(promoVipReached.bonusMinor, 0n))),
    db
      .select()
      .from(promoVipBonuses)
      .where(and(eq(promoVipBonuses.accountId, member.id), gt(promoVipBonuses.amountMinor, 0n))),
  ]);
  return [
    ...upgrades.map((row) => ({
      key: `vip-upgrade:${row.rank}`,
      claimId: null,
      title: textOf({ kind: 'vip_upgrade_bonus', rank: row.rank }, language),
      amountMinor: row.bonusMinor,
      issuedAt: row.reachedAt,
      requirementSource: null,
      wageringMultiple: 0,
    })),
    ...others.map((row) => ({
      key: `vip-${row.kind}:${row.periodKey}`,
      claimId: null,
      title: textOf(
        { kind: row.kind === 'monthly' ? 'vip_monthly_bonus' : 'vip_birthday_bonus', rank: row.rank },
        language,
      ),
      amountMinor: row.amountMinor,
      issuedAt: row.paidAt,
      requirementSource: null,
      wageringMultiple: 0,
    })),
  ];
}

/**
 * Every bonus paid to the member, newest first, with its wagering: promotion rewards (deposit bonuses, check-in,
 * missions, leaderboards, cashback, raffle prizes), referral rewards and VIP bonuses. Achieved wagering is the stake
 * of settled rounds since the bonus, up to its requirement.
 */
export async function memberBonuses(db: Db, member: AccountRow, language: Language): Promise<BonusDetail[]> {
  const paid = (
    await Promise.all([
      promotionBonuses(db, member, language),
      referralBonuses(db, member, language),
      vipBonuses(db, member, language),
    ])
  )
    .flat()
    .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime());
  const details: BonusDetail[] = [];
  for (const bonus of paid) {
    const requirement = bonus.requirementSource
      ? await findRequirementBySource(db, bonus.requirementSource)
      : undefined;
    const requiredMinor = requirement?.requiredTurnoverMinor ?? 0n;
    const turnover = requirement ? await turnoverSince(db, member.id, requirement.createdAt) : 0n;
    const achievedMinor = turnover < requiredMinor ? turnover : requiredMinor;
    details.push({
      key: bonus.key,
      claimId: bonus.claimId,
      title: bonus.title,
      amount: moneyOf(bonus.amountMinor),
      issuedAt: bonus.issuedAt.toISOString(),
      wageringMultiple: bonus.wageringMultiple,
      required: moneyOf(requiredMinor),
      achieved: moneyOf(achievedMinor),
      isMet: achievedMinor >= requiredMinor,
    });
  }
  return details;
}
