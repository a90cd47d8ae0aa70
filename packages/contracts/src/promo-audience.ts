import { z } from 'zod';

/**
 * Who may see and claim a promotion (docs/promotions.md "Audiences"): everyone; members at chosen VIP levels;
 * new members (registered since the start, or within N days); the teams of chosen agents (members anywhere
 * under them); or a list of members.
 */
export const PROMO_AUDIENCES = ['all', 'vip_levels', 'new_members', 'agent_teams', 'member_list'] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];

const usernameListSchema = z.array(z.string().trim().min(1).max(64)).max(1000);

/** The audience's parameters as staff enter them (usernames); only the ones of the chosen audience matter. */
export const audienceInputFields = {
  audience: z.enum(PROMO_AUDIENCES),
  /** vip_levels: the ranks admitted (1 = lowest level). */
  vipRanks: z.array(z.number().int().min(1).max(30)).max(30).optional(),
  /** new_members: registered within this many days (null: registered since the promotion started). */
  newMemberDays: z.number().int().min(1).max(365).nullable().optional(),
  /** agent_teams: agents whose downlines (at any depth) are admitted. */
  agentUsernames: usernameListSchema.optional(),
  /** member_list: the members admitted. */
  memberUsernames: usernameListSchema.optional(),
};

/** The stored audience: resolved accounts beside the usernames staff typed. */
export interface AudienceDetail {
  vipRanks: number[];
  newMemberDays: number | null;
  agents: { id: number; username: string }[];
  members: { id: number; username: string }[];
}

export const EMPTY_AUDIENCE: AudienceDetail = { vipRanks: [], newMemberDays: null, agents: [], members: [] };

/** Whether an audience names what it needs (levels, agents or members). */
export function audienceIsComplete(input: {
  audience: PromoAudience;
  vipRanks?: number[] | undefined;
  agentUsernames?: string[] | undefined;
  memberUsernames?: string[] | undefined;
}): boolean {
  if (input.audience === 'vip_levels') return (input.vipRanks ?? []).length > 0;
  if (input.audience === 'agent_teams') return (input.agentUsernames ?? []).length > 0;
  if (input.audience === 'member_list') return (input.memberUsernames ?? []).length > 0;
  return true;
}
