import { isAgentType } from '@fortuna/contracts/accounts';
import type { ErrorCode } from '@fortuna/contracts/errors';
import { type AudienceDetail, EMPTY_AUDIENCE, type PromoAudience } from '@fortuna/contracts/promo-audience';
import type { PromotionInput } from '@fortuna/contracts/promotions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { accounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import { type AccountRow, findAccountById } from '../sessions/sessions.repo';
import type { PromotionRow } from './promotions.repo';
import type { PromoDeps } from './promotions.service';
import { memberLevel } from './vip.service';

const DAY_MS = 86_400_000;

/** The audience parameters of a promotion row (older rows carry none). */
export function audienceOf(promotion: Pick<PromotionRow, 'audienceDetail'>): AudienceDetail {
  return { ...EMPTY_AUDIENCE, ...(promotion.audienceDetail ?? {}) };
}

/** Resolves the agents and members staff named, at this merchant; an unknown or wrong-type name is refused. */
export async function resolveAudience(db: DbOrTx, merchantId: number, input: PromotionInput): Promise<AudienceDetail> {
  const lookup = async (usernames: string[], wantAgents: boolean) => {
    if (usernames.length === 0) return [];
    const lowered = [...new Set(usernames.map((name) => name.toLowerCase()))];
    const rows = await db
      .select({ id: accounts.id, username: accounts.username, type: accounts.type })
      .from(accounts)
      .where(and(eq(accounts.merchantId, merchantId), inArray(sql`lower(${accounts.username})`, lowered)));
    const fitting = rows.filter((row) => isAgentType(row.type) === wantAgents);
    if (fitting.length !== lowered.length) throw new AppError('PROMOTION_AUDIENCE_UNKNOWN_ACCOUNT');
    return fitting.map((row) => ({ id: row.id, username: row.username }));
  };
  return {
    vipRanks: input.audience === 'vip_levels' ? [...new Set(input.vipRanks ?? [])].sort((a, b) => a - b) : [],
    newMemberDays: input.audience === 'new_members' ? (input.newMemberDays ?? null) : null,
    agents: input.audience === 'agent_teams' ? await lookup(input.agentUsernames ?? [], true) : [],
    members: input.audience === 'member_list' ? await lookup(input.memberUsernames ?? [], false) : [],
  };
}

const REFUSALS: Record<Exclude<PromoAudience, 'all'>, ErrorCode> = {
  vip_levels: 'PROMOTION_FOR_VIP_LEVELS',
  new_members: 'PROMOTION_FOR_NEW_MEMBERS',
  agent_teams: 'PROMOTION_FOR_AGENT_TEAMS',
  member_list: 'PROMOTION_FOR_LISTED_MEMBERS',
};

/** Whether the member is anywhere under one of the agents (the agents themselves are not their own team). */
async function isUnderAgents(db: DbOrTx, accountId: number, agentIds: number[]): Promise<boolean> {
  if (agentIds.length === 0) return false;
  const rows = await queryRows(
    db,
    sql`select 1 from account_tree where descendant_id = ${accountId} and ancestor_id <> ${accountId}
        and ancestor_id = any(${`{${agentIds.join(',')}}`}::bigint[]) limit 1`,
  );
  return rows.length > 0;
}

/** The member's VIP rank, read once per call chain (reading it records newly reached levels, as the header does). */
export type RankOf = () => Promise<number>;

export function memberRankReader(deps: PromoDeps, merchant: MerchantRow, member: AccountRow): RankOf {
  let rank: Promise<number> | undefined;
  return () => {
    rank ??= memberLevel(deps, merchant, member).then((level) => level.current?.rank ?? 0);
    return rank;
  };
}

/**
 * The refusal code when the promotion's audience leaves the member out, or null when it admits them. New members:
 * registered within `newMemberDays` days of now, or (without days) at or after the promotion's start.
 */
export async function audienceRefusal(
  db: DbOrTx,
  promotion: Pick<PromotionRow, 'audience' | 'audienceDetail' | 'startsAt'>,
  member: Pick<AccountRow, 'id' | 'createdAt'>,
  now: Date,
  rankOf: RankOf,
): Promise<ErrorCode | null> {
  const detail = audienceOf(promotion);
  const admitted = await (async () => {
    switch (promotion.audience) {
      case 'all':
        return true;
      case 'new_members':
        return detail.newMemberDays === null
          ? member.createdAt >= promotion.startsAt
          : now.getTime() - member.createdAt.getTime() <= detail.newMemberDays * DAY_MS;
      case 'vip_levels':
        return detail.vipRanks.includes(await rankOf());
      case 'agent_teams':
        return isUnderAgents(
          db,
          member.id,
          detail.agents.map((agent) => agent.id),
        );
      case 'member_list':
        return detail.members.some((listed) => listed.id === member.id);
    }
  })();
  return admitted || promotion.audience === 'all' ? null : REFUSALS[promotion.audience];
}

/** For end-of-period jobs: whether the promotion's audience admits an account (everyone for `all`). */
export async function isInAudience(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  accountId: number,
): Promise<boolean> {
  if (promotion.audience === 'all') return true;
  const member = await findAccountById(deps.db, accountId);
  if (!member) return false;
  return (
    (await audienceRefusal(deps.db, promotion, member, deps.clock.now(), memberRankReader(deps, merchant, member))) ===
    null
  );
}
