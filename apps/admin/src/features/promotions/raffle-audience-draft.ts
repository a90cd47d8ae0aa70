import type { AdminPromotion, PromotionInput } from '@fortuna/contracts/promotions';
import type { RaffleRule, RaffleSource } from '@fortuna/contracts/raffle';

/** The raffle rule and the audience as typed in the promotion form. */
export interface RaffleAudienceDraft {
  raffleSource: RaffleSource;
  ticketEvery: string;
  /** "500 x 1, 50 x 10": prize × winners, first tier first. */
  raffleTiers: string;
  needsClaim: boolean;
  /** "2, 3" */
  vipRanks: string;
  /** '' for "registered since the start". */
  newMemberDays: string;
  /** Usernames, one per line or comma-separated. */
  agentUsernames: string;
  memberUsernames: string;
}

export const RAFFLE_SOURCE_LABELS: Record<RaffleSource, string> = {
  deposit: 'Credited deposits',
  valid_bet: 'Valid bet',
};

export const AUDIENCE_LABELS: Record<PromotionInput['audience'], string> = {
  all: 'All members',
  vip_levels: 'VIP levels',
  new_members: 'New members',
  agent_teams: 'Agents’ teams',
  member_list: 'A list of members',
};

export function emptyRaffleAudience(): RaffleAudienceDraft {
  return {
    raffleSource: 'deposit',
    ticketEvery: '100000',
    raffleTiers: '5000000 x 1, 1000000 x 3, 200000 x 10',
    needsClaim: false,
    vipRanks: '',
    newMemberDays: '',
    agentUsernames: '',
    memberUsernames: '',
  };
}

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export function raffleAudienceOf(promotion: AdminPromotion): RaffleAudienceDraft {
  const rule = promotion.rule;
  return {
    ...emptyRaffleAudience(),
    ...(rule.kind === 'raffle'
      ? {
          raffleSource: rule.source,
          ticketEvery: rule.ticketEvery,
          raffleTiers: rule.prizeTiers.map((tier) => `${tier.prize} x ${tier.winners}`).join(', '),
          needsClaim: rule.needsClaim,
        }
      : {}),
    vipRanks: promotion.vipRanks.join(', '),
    newMemberDays: promotion.newMemberDays === null ? '' : String(promotion.newMemberDays),
    agentUsernames: promotion.agentUsernames.join('\n'),
    memberUsernames: promotion.memberUsernames.join('\n'),
  };
}

/** The raffle rule of the draft; a tier that does not read "prize x winners" counts 0 winners (refused). */
export function raffleRuleOf(draft: RaffleAudienceDraft): RaffleRule {
  return {
    kind: 'raffle',
    source: draft.raffleSource,
    ticketEvery: draft.ticketEvery.trim(),
    prizeTiers: draft.raffleTiers
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [prize = '', winners = '1'] = part.split(/\s*[x×]\s*/i);
        return { prize: prize.trim(), winners: Number(winners) };
      }),
    needsClaim: draft.needsClaim,
  };
}

/** The audience fields of the request for the chosen audience. */
export function audienceFieldsOf(
  audience: PromotionInput['audience'],
  draft: RaffleAudienceDraft,
): Pick<PromotionInput, 'vipRanks' | 'newMemberDays' | 'agentUsernames' | 'memberUsernames'> {
  return {
    vipRanks: audience === 'vip_levels' ? list(draft.vipRanks).map(Number) : [],
    newMemberDays: audience === 'new_members' && draft.newMemberDays.trim() ? Number(draft.newMemberDays) : null,
    agentUsernames: audience === 'agent_teams' ? list(draft.agentUsernames) : [],
    memberUsernames: audience === 'member_list' ? list(draft.memberUsernames) : [],
  };
}
