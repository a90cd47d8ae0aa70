import type {
  AdminApplication,
  AdminPromotion,
  PromoDecision,
  PromoStatus,
  PromotionInput,
} from '@fortuna/contracts/promotions';
import { generateServerSeed, hashServerSeed } from '@fortuna/games/fairness/seeds';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById, type MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { amountMinorOf, moneyOf } from '../payments/payment-money';
import { missionTargetOf } from './mission-rules';
import { audienceOf, resolveAudience } from './promo-audience';
import { payClaim, rewardAccounts } from './promo-grant';
import {
  claimCounts,
  findApplications,
  findClaim,
  findMerchantPromotions,
  findPromotion,
  insertPromotion,
  lockClaim,
  type PromotionInsert,
  type PromotionRow,
  updateClaim,
  updatePromotion,
} from './promotions.repo';
import type { PromoDeps } from './promotions.service';
import { findRaffle, insertRaffleOnce, lockRaffle, type RaffleRow } from './raffle.repo';

function presentAdmin(
  row: PromotionRow,
  counts?: { issued: number; applying: number },
  raffle: { serverSeedHash: string; drawnAt: Date | null } | null = null,
): AdminPromotion {
  const audience = audienceOf(row);
  return {
    id: row.id,
    merchantId: row.merchantId,
    status: row.status,
    category: row.category,
    audience: row.audience,
    vipRanks: audience.vipRanks,
    newMemberDays: audience.newMemberDays,
    agentUsernames: audience.agents.map((agent) => agent.username),
    memberUsernames: audience.members.map((member) => member.username),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    artworkUrl: row.artworkUrl,
    texts: row.texts,
    rule: row.rule,
    wallet: row.wallet,
    wageringMultiple: row.wageringMultiple,
    sort: row.sort,
    issuedCount: counts?.issued ?? 0,
    applyingCount: counts?.applying ?? 0,
    raffleSeedHash: raffle?.serverSeedHash ?? null,
    raffleDrawnAt: raffle?.drawnAt?.toISOString() ?? null,
  };
}

/** The columns of a promotion from the staff's input; amounts are checked (a valid decimal above 0). */
export function promotionValues(input: PromotionInput): Omit<PromotionInsert, 'merchantId'> {
  const rule = input.rule;
  if (rule.kind === 'first_deposit' || rule.kind === 'reload_deposit') [rule.cap, rule.minDeposit].map(amountMinorOf);
  if (rule.kind === 'daily_checkin') rule.streakRewards.map(amountMinorOf);
  if (rule.kind === 'apply_approve') amountMinorOf(rule.amount);
  if (rule.kind === 'cashback') [rule.cap, rule.minLoss].map(amountMinorOf);
  if (rule.kind === 'leaderboard') rule.prizes.map(amountMinorOf);
  if (rule.kind === 'raffle') [rule.ticketEvery, ...rule.prizeTiers.map((tier) => tier.prize)].map(amountMinorOf);
  if (rule.kind === 'mission') {
    amountMinorOf(rule.reward);
    if (missionTargetOf(rule) === undefined) throw new AppError('MISSION_TARGET_INVALID');
  }
  return {
    category: input.category,
    audience: input.audience,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    artworkUrl: input.artworkUrl,
    texts: input.texts,
    rule,
    wallet: input.wallet,
    wageringMultiple: input.wageringMultiple,
    sort: input.sort,
  };
}

/**
 * A raffle's server seed is made with the raffle and never changes: its SHA-256 is published while tickets
 * are earned and the seed is revealed at the draw.
 */
async function ensureRaffleSeed(tx: DbOrTx, row: PromotionRow): Promise<RaffleRow | null> {
  if (row.rule.kind !== 'raffle') return null;
  const serverSeed = generateServerSeed();
  await insertRaffleOnce(tx, { promotionId: row.id, serverSeed, serverSeedHash: hashServerSeed(serverSeed) });
  return (await findRaffle(tx, row.id)) ?? null;
}

async function merchantOrFail(deps: PromoDeps, merchantId: number): Promise<MerchantRow> {
  const merchant = await findMerchantById(deps.db, merchantId);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  return merchant;
}

async function promotionOrFail(deps: PromoDeps, id: number): Promise<PromotionRow> {
  const promotion = await findPromotion(deps.db, id);
  if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
  return promotion;
}

export async function adminPromotions(deps: PromoDeps, merchantId: number): Promise<AdminPromotion[]> {
  const counts = await claimCounts(deps.db, merchantId);
  const rows = await findMerchantPromotions(deps.db, merchantId);
  const raffles = new Map<number, RaffleRow>();
  for (const row of rows.filter((promotion) => promotion.rule.kind === 'raffle')) {
    const raffle = await findRaffle(deps.db, row.id);
    if (raffle) raffles.set(row.id, raffle);
  }
  return rows.map((row) => presentAdmin(row, counts.get(row.id), raffles.get(row.id) ?? null));
}

export async function createPromotion(deps: PromoDeps, actor: Actor, merchantId: number, input: PromotionInput) {
  await merchantOrFail(deps, merchantId);
  const values = promotionValues(input);
  const audienceDetail = await resolveAudience(deps.db, merchantId, input);
  return inLedgerTransaction(deps, async (tx) => {
    const row = await insertPromotion(tx, { ...values, audienceDetail, merchantId });
    const raffle = await ensureRaffleSeed(tx, row);
    await recordAudit(tx, actor, {
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: row.id,
      merchantId,
      before: null,
      after: presentAdmin(row, undefined, raffle),
    });
    return presentAdmin(row, undefined, raffle);
  });
}

export async function editPromotion(deps: PromoDeps, actor: Actor, id: number, input: PromotionInput) {
  const before = await promotionOrFail(deps, id);
  // The rule's kind decides how periods are keyed: changing it would reinterpret past claims.
  if (before.rule.kind !== input.rule.kind) throw new AppError('PROMOTION_KIND_LOCKED');
  const values = promotionValues(input);
  const audienceDetail = await resolveAudience(deps.db, before.merchantId, input);
  return inLedgerTransaction(deps, async (tx) => {
    // A drawn raffle's published draw must keep recomputing: nothing of it changes once drawn. The row is locked
    // as the draw locks it, so an edit and a draw at once are taken one after the other.
    if (before.rule.kind === 'raffle' && (await lockRaffle(tx, id))?.drawnAt) throw new AppError('RAFFLE_DRAWN_LOCKED');
    const row = await updatePromotion(tx, id, { ...values, audienceDetail });
    const raffle = await ensureRaffleSeed(tx, row);
    await recordAudit(tx, actor, {
      action: 'promotion.edit',
      targetType: 'promotion',
      targetId: id,
      merchantId: row.merchantId,
      before: presentAdmin(before, undefined, raffle),
      after: presentAdmin(row, undefined, raffle),
    });
    return presentAdmin(row, undefined, raffle);
  });
}

/** Pause (members no longer see or claim it) or resume. */
export async function setPromotionStatus(deps: PromoDeps, actor: Actor, id: number, status: PromoStatus) {
  const before = await promotionOrFail(deps, id);
  return inLedgerTransaction(deps, async (tx) => {
    const row = await updatePromotion(tx, id, { status });
    await recordAudit(tx, actor, {
      action: status === 'paused' ? 'promotion.pause' : 'promotion.resume',
      targetType: 'promotion',
      targetId: id,
      merchantId: row.merchantId,
      before: { status: before.status },
      after: { status },
    });
    return presentAdmin(row);
  });
}

export async function applicationsOf(deps: PromoDeps, merchantId: number, pendingOnly: boolean) {
  const rows = await findApplications(
    deps.db,
    merchantId,
    pendingOnly ? ['applying'] : ['applying', 'issued', 'rejected'],
  );
  return rows.map(
    ({ claim, promotion, username }): AdminApplication => ({
      id: claim.id,
      promotionId: promotion.id,
      title: promotion.texts.EN.title,
      accountId: claim.accountId,
      username,
      status: claim.status,
      amount: moneyOf(claim.amountMinor),
      reason: claim.reason,
      createdAt: claim.createdAt.toISOString(),
      decidedAt: claim.decidedAt?.toISOString() ?? null,
      decidedBy: claim.decidedBy,
    }),
  );
}

/** Approve (the reward is paid) or reject (with a reason; nothing is paid) an application, once. */
export async function decideApplication(deps: PromoDeps, actor: Actor, claimId: number, decision: PromoDecision) {
  const preview = await claimOrFail(deps, claimId);
  const promotion = await promotionOrFail(deps, preview.promotionId);
  const merchant = await merchantOrFail(deps, promotion.merchantId);
  const accounts = await rewardAccounts(deps.db, merchant, promotion, preview.accountId);
  return inLedgerTransaction(deps, async (tx, ledger) => {
    const claim = await lockClaim(tx, claimId);
    if (!claim) throw new AppError('PROMOTION_APPLICATION_NOT_FOUND');
    if (claim.status !== 'applying') throw new AppError('ORDER_ALREADY_DECIDED');
    const decided = decision.approve
      ? await payClaim(tx, ledger, merchant, promotion, claim, accounts, actor.username)
      : await updateClaim(tx, claim.id, {
          status: 'rejected',
          reason: decision.reason,
          decidedAt: new Date(),
          decidedBy: actor.username,
        });
    await recordAudit(tx, actor, {
      action: decision.approve ? 'promotion.application.approve' : 'promotion.application.reject',
      targetType: 'promotion_claim',
      targetId: claim.id,
      merchantId: merchant.id,
      before: { status: claim.status },
      after: { status: decided.status, reason: decided.reason, amountMinor: decided.amountMinor.toString() },
    });
    return { id: decided.id, status: decided.status };
  });
}

async function claimOrFail(deps: PromoDeps, claimId: number) {
  const claim = await findClaim(deps.db, claimId);
  if (!claim) throw new AppError('PROMOTION_APPLICATION_NOT_FOUND');
  return claim;
}
