import type { GameType } from '@fortuna/contracts/catalogue';
import {
  type AdminPromotion,
  type CashbackPeriod,
  type MissionTask,
  PROMO_RULE_KINDS,
  type PromoRule,
  type PromoRuleKind,
  type PromotionInput,
  promotionInputSchema,
} from '@fortuna/contracts/promotions';
import {
  audienceFieldsOf,
  emptyRaffleAudience,
  type RaffleAudienceDraft,
  raffleAudienceOf,
  raffleRuleOf,
} from './raffle-audience-draft';

/** The promotion form as typed: every field text, the rule's parameters side by side. */
export interface PromotionDraft extends RaffleAudienceDraft {
  kind: PromoRuleKind;
  category: PromotionInput['category'];
  audience: PromotionInput['audience'];
  startsAt: string;
  endsAt: string;
  artworkUrl: string;
  titleEn: string;
  termsEn: string;
  titleTy: string;
  termsTy: string;
  percent: string;
  cap: string;
  minDeposit: string;
  minLoss: string;
  cashbackPeriod: CashbackPeriod;
  streakRewards: string;
  amount: string;
  missionTask: MissionTask;
  target: string;
  /** '' for every game area. */
  gameType: GameType | '';
  prizes: string;
  wallet: PromotionInput['wallet'];
  wageringMultiple: string;
  sort: string;
}

export const KIND_LABELS: Record<PromoRuleKind, string> = {
  first_deposit: 'First deposit bonus',
  reload_deposit: 'Reload deposit bonus',
  daily_checkin: 'Daily check-in',
  apply_approve: 'Apply and approve',
  cashback: 'Cashback on net loss',
  mission: 'Mission',
  leaderboard: 'Leaderboard (valid bet)',
  raffle: 'Raffle (tickets, provably fair draw)',
};
export const MISSION_TASK_LABELS: Record<MissionTask, string> = {
  rounds: 'Play N rounds',
  valid_bet: 'Wager X valid bet',
  deposit: 'Deposit Y',
  login_days: 'Log in on N days',
};
export const CASHBACK_PERIOD_LABELS: Record<CashbackPeriod, string> = {
  day: 'Each day',
  week: 'Each week (Monday–Sunday)',
};
export const RULE_KINDS = PROMO_RULE_KINDS;

/** "2026-11-27T10:30" in the browser's zone from an ISO instant. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export function emptyDraft(): PromotionDraft {
  return {
    kind: 'first_deposit',
    category: 'deposit',
    audience: 'all',
    startsAt: localInput(new Date().toISOString()),
    endsAt: '',
    artworkUrl: '',
    titleEn: '',
    termsEn: '',
    titleTy: '',
    termsTy: '',
    percent: '100',
    cap: '1000000',
    minDeposit: '100000',
    minLoss: '100000',
    cashbackPeriod: 'day',
    streakRewards: '5000, 10000, 15000',
    amount: '50000',
    missionTask: 'rounds',
    target: '3',
    gameType: '',
    prizes: '1000000, 500000, 200000',
    wallet: 'main',
    wageringMultiple: '1',
    sort: '0',
    ...emptyRaffleAudience(),
  };
}

export function draftOf(promotion: AdminPromotion): PromotionDraft {
  const rule = promotion.rule;
  return {
    ...emptyDraft(),
    ...raffleAudienceOf(promotion),
    kind: rule.kind,
    category: promotion.category,
    audience: promotion.audience,
    startsAt: localInput(promotion.startsAt),
    endsAt: promotion.endsAt ? localInput(promotion.endsAt) : '',
    artworkUrl: promotion.artworkUrl,
    titleEn: promotion.texts.EN.title,
    termsEn: promotion.texts.EN.terms,
    titleTy: promotion.texts.TY.title,
    termsTy: promotion.texts.TY.terms,
    ...(rule.kind === 'first_deposit' || rule.kind === 'reload_deposit'
      ? { percent: String(rule.percent), cap: rule.cap, minDeposit: rule.minDeposit }
      : {}),
    ...(rule.kind === 'daily_checkin' ? { streakRewards: rule.streakRewards.join(', ') } : {}),
    ...(rule.kind === 'apply_approve' ? { amount: rule.amount } : {}),
    ...(rule.kind === 'cashback'
      ? {
          percent: String(rule.percent),
          cap: rule.cap,
          minLoss: rule.minLoss,
          cashbackPeriod: rule.period,
        }
      : {}),
    ...(rule.kind === 'mission'
      ? {
          missionTask: rule.task,
          target: rule.target,
          gameType: rule.gameType ?? '',
          cashbackPeriod: rule.period,
          amount: rule.reward,
        }
      : {}),
    ...(rule.kind === 'leaderboard'
      ? { prizes: rule.prizes.join(', '), gameType: rule.gameType ?? '', cashbackPeriod: rule.period }
      : {}),
    wallet: promotion.wallet,
    wageringMultiple: String(promotion.wageringMultiple),
    sort: String(promotion.sort),
  };
}

function ruleOf(draft: PromotionDraft): PromoRule {
  switch (draft.kind) {
    case 'first_deposit':
    case 'reload_deposit':
      return {
        kind: draft.kind,
        percent: Number(draft.percent),
        cap: draft.cap.trim(),
        minDeposit: draft.minDeposit.trim(),
      };
    case 'daily_checkin':
      return {
        kind: 'daily_checkin',
        streakRewards: draft.streakRewards
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      };
    case 'apply_approve':
      return { kind: 'apply_approve', amount: draft.amount.trim() };
    case 'cashback':
      return {
        kind: 'cashback',
        percent: Number(draft.percent),
        cap: draft.cap.trim(),
        minLoss: draft.minLoss.trim(),
        period: draft.cashbackPeriod,
      };
    case 'mission':
      return {
        kind: 'mission',
        task: draft.missionTask,
        target: draft.target.trim(),
        gameType: draft.gameType || null,
        period: draft.cashbackPeriod,
        reward: draft.amount.trim(),
      };
    case 'leaderboard':
      return {
        kind: 'leaderboard',
        period: draft.cashbackPeriod,
        gameType: draft.gameType || null,
        prizes: draft.prizes
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      };
    case 'raffle':
      return raffleRuleOf(draft);
  }
}

function isoOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The request body, or the fields to correct (keyed by the form's field names). */
export function validateDraft(
  draft: PromotionDraft,
): { ok: true; body: PromotionInput } | { ok: false; errors: Record<string, string> } {
  const input = {
    category: draft.category,
    audience: draft.audience,
    ...audienceFieldsOf(draft.audience, draft),
    startsAt: isoOf(draft.startsAt),
    endsAt: draft.endsAt ? isoOf(draft.endsAt) : null,
    artworkUrl: draft.artworkUrl.trim(),
    texts: { EN: { title: draft.titleEn, terms: draft.termsEn }, TY: { title: draft.titleTy, terms: draft.termsTy } },
    rule: ruleOf(draft),
    wallet: draft.wallet,
    wageringMultiple: Number(draft.wageringMultiple),
    sort: Number(draft.sort || '0'),
  };
  const parsed = promotionInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] = issue.message;
  }
  return { ok: false, errors };
}
