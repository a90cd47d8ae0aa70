import type { CashbackView, MemberPromotion, PromoClaim, PromoState } from '@fortuna/contracts/promotions';
import type { RaffleView } from '@fortuna/contracts/raffle';
import type { Language } from '@fortuna/contracts/system';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { Ledger } from '../ledger/ledger.service';
import { findMerchantById, type MerchantRow } from '../merchants/merchants.repo';
import { paymentSettingsOf } from '../payments/channels.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { moneyOf } from '../payments/payment-money';
import { assertRealMoneyAccount } from '../payments/real-money-guard';
import type { AccountRow } from '../sessions/sessions.repo';
import { netLossByDay } from './cashback.repo';
import { enforceClaimLimits, flaggingLimitRefusals, memberLimitReached } from './claim-limits';
import { findClaimLimits } from './claim-limits.repo';
import { merchantDays, missionProgressNow } from './mission-progress';
import { audienceOf, audienceRefusal, memberRankReader } from './promo-audience';
import { payClaim, rewardAccounts } from './promo-grant';
import { dayInZone, type Evaluation, evaluatePromotion, type RaffleFacts } from './promo-rules';
import {
  type ClaimRow,
  findAccountClaims,
  findActivePromotions,
  findClaimByKey,
  findCreditedDeposits,
  findMemberClaims,
  findPromotion,
  insertClaimOnce,
  type PromotionRow,
} from './promotions.repo';
import { setWinnerClaim } from './raffle.repo';
import { raffleFactsOf, raffleViewOf } from './raffle.service';

export interface PromoDeps {
  db: Db;
  ledger: Ledger;
  clock: Clock;
}

/** Promotion texts exist in EN and TY: TY for a TY reader, EN for every other language. */
export function textsIn(promotion: PromotionRow, language: Language) {
  return language === 'TY' ? promotion.texts.TY : promotion.texts.EN;
}

function cashbackViewOf(promotion: PromotionRow, evaluation: Pick<Evaluation, 'cashback'>): CashbackView | null {
  const rule = promotion.rule;
  const view = evaluation.cashback;
  if (rule.kind !== 'cashback' || !view) return null;
  return {
    period: rule.period,
    percent: rule.percent,
    from: view.from,
    to: view.to,
    netLoss: moneyOf(view.netLossMinor),
    expected: moneyOf(view.expectedMinor),
    lastPaid: view.lastPaidMinor === null ? null : moneyOf(view.lastPaidMinor),
  };
}

export function presentPromotion(
  promotion: PromotionRow,
  language: Language,
  evaluation: Pick<Evaluation, 'state' | 'rewardMinor' | 'streakDay' | 'reason' | 'cashback'>,
  raffle: RaffleView | null = null,
): MemberPromotion {
  const text = textsIn(promotion, language);
  return {
    id: promotion.id,
    category: promotion.category,
    kind: promotion.rule.kind,
    title: text.title,
    terms: text.terms,
    artworkUrl: promotion.artworkUrl,
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null,
    wallet: promotion.wallet,
    wageringMultiple: promotion.wageringMultiple,
    state: evaluation.state,
    reward: evaluation.rewardMinor === null ? null : moneyOf(evaluation.rewardMinor),
    streakDays: evaluation.streakDay,
    reason: evaluation.reason,
    cashback: cashbackViewOf(promotion, evaluation),
    raffle,
  };
}

/** A drawn raffle stays listed this long after its end, so members see the winners. */
const RAFFLE_LISTED_AFTER_END_MS = 7 * 86_400_000;

function isRecentRaffle(promotion: PromotionRow, now: Date): boolean {
  return (
    promotion.rule.kind === 'raffle' &&
    promotion.endsAt !== null &&
    now.getTime() - promotion.endsAt.getTime() < RAFFLE_LISTED_AFTER_END_MS
  );
}

/** Visitors see promotions open to everyone and to new members (they may register); not the targeted ones. */
function isForVisitors(promotion: PromotionRow): boolean {
  return promotion.audience === 'all' || promotion.audience === 'new_members';
}

/** Missions and leaderboards live on the member centre's missionLeaderboard page, not among the promotions. */
export function isListedPromotion(promotion: PromotionRow): boolean {
  return promotion.rule.kind !== 'mission' && promotion.rule.kind !== 'leaderboard';
}

/** Running promotions as a visitor sees them: join (sign in) or coming soon; ended ones are not listed. */
export async function publicPromotions(deps: PromoDeps, merchant: MerchantRow, language: Language) {
  const now = deps.clock.now();
  const listed = (await findActivePromotions(deps.db, merchant.id)).filter(
    (promotion) =>
      isListedPromotion(promotion) &&
      isForVisitors(promotion) &&
      (promotion.endsAt === null || promotion.endsAt > now || isRecentRaffle(promotion, now)),
  );
  const cards: MemberPromotion[] = [];
  for (const promotion of listed)
    cards.push(
      presentPromotion(
        promotion,
        language,
        { state: promotion.startsAt > now ? 'coming_soon' : 'join', rewardMinor: null, streakDay: null, reason: null },
        await raffleViewOf(deps.db, promotion, null, now),
      ),
    );
  return cards;
}

export async function memberFacts(deps: PromoDeps, db: Db, member: AccountRow) {
  const now = deps.clock.now();
  const [deposits, claims, settings, lossByDay] = await Promise.all([
    findCreditedDeposits(db, member.id),
    findMemberClaims(db, member.id),
    paymentSettingsOf(db, member.merchantId),
    // Cashback shows the running period (a week at most): the rollups of the last two weeks cover it.
    netLossByDay(db, member.id, new Date(now.getTime() - 15 * 86_400_000).toISOString().slice(0, 10)),
  ]);
  const dayOf = dayInZone(settings.timeZone);
  return (promotion: PromotionRow, missionProgress?: bigint, raffle?: RaffleFacts) =>
    evaluatePromotion({
      rule: promotion.rule,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      // New members counted in days are checked with the audience; "since the start" closes it here too.
      audience:
        promotion.audience === 'new_members' && audienceOf(promotion).newMemberDays === null ? 'new_members' : 'all',
      memberSince: member.createdAt,
      now,
      dayOf,
      deposits,
      claims: claims.get(promotion.id) ?? [],
      netLossByDay: lossByDay,
      missionProgress,
      raffle,
    });
}

/** Running promotions with the member's state; ended ones stay while the member has something in them. */
export async function memberPromotions(
  deps: PromoDeps,
  member: AccountRow,
  language: Language,
): Promise<MemberPromotion[]> {
  const evaluate = await memberFacts(deps, deps.db, member);
  const merchant = await merchantOf(deps, member);
  const rankOf = memberRankReader(deps, merchant, member);
  const now = deps.clock.now();
  const listed: MemberPromotion[] = [];
  for (const promotion of await findActivePromotions(deps.db, member.merchantId)) {
    if (!isListedPromotion(promotion)) continue;
    if (await audienceRefusal(deps.db, promotion, member, now, rankOf)) continue;
    const isRaffle = promotion.rule.kind === 'raffle';
    const evaluation = evaluate(
      promotion,
      undefined,
      isRaffle ? await raffleFactsOf(deps.db, promotion.id, member.id) : undefined,
    );
    const ended = promotion.endsAt !== null && promotion.endsAt <= now;
    if (ended && evaluation.state === 'close' && !isRecentRaffle(promotion, now)) continue;
    const usedUp = await usedUpByMember(deps.db, promotion, member, evaluation.state);
    listed.push(
      presentPromotion(
        promotion,
        language,
        usedUp ? { ...evaluation, state: 'close', rewardMinor: null } : evaluation,
        await raffleViewOf(deps.db, promotion, member.id, now),
      ),
    );
  }
  return listed;
}

/** A promotion the member could still claim or earn in, but whose per-member limit they have reached. */
function usedUpByMember(db: Db, promotion: PromotionRow, member: AccountRow, state: PromoState): Promise<boolean> {
  if (state !== 'claim' && state !== 'process') return Promise.resolve(false);
  return memberLimitReached(db, promotion.id, member.id);
}

async function merchantOf(deps: PromoDeps, member: AccountRow): Promise<MerchantRow> {
  const merchant = await findMerchantById(deps.db, member.merchantId);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  return merchant;
}

/** The reward-centre badge: promotions with something to claim now. */
export async function claimableCount(deps: PromoDeps, member: AccountRow): Promise<number> {
  const promotions = (await findActivePromotions(deps.db, member.merchantId)).filter(isListedPromotion);
  if (promotions.length === 0) return 0;
  const evaluate = await memberFacts(deps, deps.db, member);
  const merchant = await merchantOf(deps, member);
  const rankOf = memberRankReader(deps, merchant, member);
  let count = 0;
  for (const promotion of promotions) {
    const raffle = promotion.rule.kind === 'raffle' ? await raffleFactsOf(deps.db, promotion.id, member.id) : undefined;
    if (evaluate(promotion, undefined, raffle).state !== 'claim') continue;
    if (await audienceRefusal(deps.db, promotion, member, deps.clock.now(), rankOf)) continue;
    if (!(await usedUpByMember(deps.db, promotion, member, 'claim'))) count += 1;
  }
  return count;
}

/** The answer a claim call gives: the promotion as that claim left it (issued, or applying for apply-and-approve). */
function presentClaimAnswer(promotion: PromotionRow, claim: ClaimRow, language: Language): MemberPromotion {
  return presentPromotion(promotion, language, {
    state: promotion.rule.kind === 'apply_approve' ? 'applying' : 'issued',
    rewardMinor: null,
    streakDay: claim.streakDay,
    reason: null,
  });
}

/** A repeat of an idempotency key answers its first claim again; the key used on another promotion is refused. */
async function replayOfKey(
  deps: PromoDeps,
  member: AccountRow,
  promotion: PromotionRow,
  key: string,
  language: Language,
) {
  const earlier = await findClaimByKey(deps.db, member.id, key);
  if (!earlier) return undefined;
  if (earlier.promotionId !== promotion.id) throw new AppError('IDEMPOTENCY_CONFLICT');
  return presentClaimAnswer(promotion, earlier, language);
}

/**
 * Claims this period's reward (or applies, for apply-and-approve). The claim row's unique key (promotion,
 * member, period) admits one claim per period: concurrent calls wait on it and find it taken. The client's
 * idempotency key makes a retry safe: a repeat answers the first claim and pays nothing.
 */
export async function claimPromotion(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  promotionId: number,
  language: Language,
  idempotencyKey: string,
): Promise<MemberPromotion> {
  assertRealMoneyAccount(member);
  const promotion = await findPromotion(deps.db, promotionId);
  if (!promotion || promotion.merchantId !== merchant.id) throw new AppError('PROMOTION_NOT_FOUND');
  const replay = await replayOfKey(deps, member, promotion, idempotencyKey, language);
  if (replay) return replay;
  if (promotion.status !== 'active') throw new AppError('PROMOTION_NOT_FOUND');
  const refusal = await audienceRefusal(
    deps.db,
    promotion,
    member,
    deps.clock.now(),
    memberRankReader(deps, merchant, member),
  );
  if (refusal) throw new AppError(refusal);
  const accounts = await rewardAccounts(deps.db, merchant, promotion, member.id);
  const evaluate = await memberFacts(deps, deps.db, member);
  const progress =
    promotion.rule.kind === 'mission'
      ? (
          await missionProgressNow(
            deps.db,
            member.id,
            promotion,
            deps.clock.now(),
            await merchantDays(deps.db, merchant.id),
          )
        ).progress
      : undefined;
  const isRaffle = promotion.rule.kind === 'raffle';
  const raffle = isRaffle ? await raffleFactsOf(deps.db, promotion.id, member.id) : undefined;
  const evaluation = evaluate(promotion, progress, raffle);
  if (evaluation.state === 'issued' || evaluation.state === 'applying') {
    // Perhaps claimed a moment ago by a call with the same key: then answer that claim.
    const raced = await replayOfKey(deps, member, promotion, idempotencyKey, language);
    if (raced) return raced;
    throw new AppError('PROMOTION_ALREADY_CLAIMED');
  }
  if (promotion.rule.kind === 'mission' && evaluation.state === 'process') throw new AppError('MISSION_NOT_COMPLETE');
  if (isRaffle && evaluation.state !== 'claim')
    throw new AppError(raffle?.isDrawn ? 'RAFFLE_NOT_WON' : 'RAFFLE_NOT_DRAWN');
  if (evaluation.state !== 'claim' || evaluation.periodKey === null || evaluation.rewardMinor === null)
    throw new AppError('PROMOTION_NOT_CLAIMABLE');
  const isApplication = promotion.rule.kind === 'apply_approve';
  const { periodKey, rewardMinor } = evaluation;
  const limits = await findClaimLimits(deps.db, promotion.id);
  const claim = await flaggingLimitRefusals(deps.db, member, promotion, () =>
    inLedgerTransaction(deps, async (tx, ledger) => {
      if (limits) await enforceClaimLimits(tx, limits, promotion.id, member.id);
      const inserted = await insertClaimOnce(tx, {
        promotionId: promotion.id,
        merchantId: merchant.id,
        accountId: member.id,
        periodKey,
        status: 'applying',
        amountMinor: rewardMinor,
        streakDay: evaluation.streakDay,
        depositId: evaluation.depositId,
        idempotencyKey,
      });
      if (!inserted) return undefined;
      if (isApplication) return inserted;
      const paid = await payClaim(tx, ledger, merchant, promotion, inserted, accounts, null);
      if (isRaffle) await setWinnerClaim(tx, promotion.id, member.id, paid.id);
      return paid;
    }),
  );
  if (claim) return presentClaimAnswer(promotion, claim, language);
  // Another call got there first: the same key (answer it again) or another claim of the period.
  const raced = await replayOfKey(deps, member, promotion, idempotencyKey, language);
  if (raced) return raced;
  throw new AppError('PROMOTION_ALREADY_CLAIMED');
}

function presentClaim(claim: ClaimRow, promotion: PromotionRow, language: Language): PromoClaim {
  return {
    id: claim.id,
    promotionId: promotion.id,
    title: textsIn(promotion, language).title,
    kind: promotion.rule.kind,
    status: claim.status,
    amount: moneyOf(claim.amountMinor),
    wallet: promotion.wallet,
    reason: claim.reason,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  };
}

/** The member's claims and applications, newest first. */
export async function memberClaims(db: Db, member: AccountRow, language: Language): Promise<PromoClaim[]> {
  return (await findAccountClaims(db, member.id)).map((row) => presentClaim(row.claim, row.promotion, language));
}
