import { ACCOUNT_TYPE, isAgentType } from '@fortuna/contracts/accounts';
import type {
  AgentLinks,
  CreateDownline,
  DateRangeQuery,
  Downline,
  DownlinePage,
  DownlineQuery,
  TeamMembersPage,
  TeamMembersQuery,
  TeamOverview,
} from '@fortuna/contracts/agents';
import { checkFieldRule } from '@fortuna/contracts/field-rules';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, agentContracts } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { listDomains, type MerchantRow } from '../merchants/merchants.repo';
import { paymentSettingsOf } from '../payments/channels.repo';
import { moneyOf } from '../payments/payment-money';
import { ensureInviteCode, newInviteCode } from '../registration/invite-codes';
import { type AccountRow, findAccountByUsername } from '../sessions/sessions.repo';
import { openMemberWallets } from '../wallet/member-wallets';
import { figuresOf, sumsOf } from './figures';
import {
  type DownlineRow,
  downlinePage,
  isInTeam,
  pathBetween,
  teamCounts,
  teamMemberFigures,
  teamSumsByDay,
} from './team.repo';
import { dateRangeInstants } from './zoned-time';

async function rangeOf(db: Db, agent: AccountRow, range: DateRangeQuery) {
  const { timeZone } = await paymentSettingsOf(db, agent.merchantId);
  return { timeZone, ...dateRangeInstants(range.from, range.to, timeZone) };
}

/** The team overview (spec §2 agentTeamOverview): counts, figures and one point per local day. */
export async function teamOverview(db: Db, agent: AccountRow, range: DateRangeQuery): Promise<TeamOverview> {
  const { timeZone, start, end } = await rangeOf(db, agent, range);
  const [{ total: sums, daily }, counts] = await Promise.all([
    teamSumsByDay(db, agent.id, range),
    teamCounts(db, agent.id, start, end),
  ]);
  return {
    ...figuresOf(sums),
    ...counts,
    from: range.from,
    to: range.to,
    timeZone,
    series: daily.map(({ day, sums: daySums }) => ({
      day,
      validBet: moneyOf(daySums.validBet),
      profitLoss: moneyOf(daySums.payout - daySums.stake),
      deposits: moneyOf(daySums.deposits),
      withdrawals: moneyOf(daySums.withdrawals),
      activeMembers: daySums.activeMembers,
    })),
  };
}

async function contractsOf(db: Db, downlineIds: number[]) {
  if (downlineIds.length === 0) return new Map<number, Downline['contracts']>();
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.downlineId, downlineIds),
        inArray(agentContracts.status, ['offered', 'active', 'terminating']),
      ),
    );
  const byDownline = new Map<number, Downline['contracts']>();
  for (const row of rows) {
    const list = byDownline.get(row.downlineId) ?? [];
    list.push({ id: row.id, kind: row.kind, status: row.status, maxRateBp: row.maxRateBp });
    byDownline.set(row.downlineId, list);
  }
  return byDownline;
}

function presentDownline(row: DownlineRow, contracts: Downline['contracts']): Downline {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    isAgent: isAgentType(row.type),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    teamSize: row.teamSize,
    figures: figuresOf(row.sums),
    contracts,
  };
}

/** A page of an agent's downlines: direct ones of any account in its team, or a search of the whole team. */
export async function listDownlines(db: Db, agent: AccountRow, query: DownlineQuery): Promise<DownlinePage> {
  const parentId = query.parentId ?? agent.id;
  if (parentId !== agent.id && !(await isInTeam(db, agent.id, parentId))) throw new AppError('NOT_A_DOWNLINE');
  const page = await downlinePage(db, {
    rootId: agent.id,
    parentId,
    search: query.search || undefined,
    days: query,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const contracts = await contractsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    path: await pathBetween(db, agent.id, parentId),
    list: page.rows.map((row) => presentDownline(row, contracts.get(row.id) ?? [])),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: page.total,
  };
}

/** Per-member figures of the whole team (team betting, user loss, P&L statements, downline transactions). */
export async function teamMembers(db: Db, agent: AccountRow, query: TeamMembersQuery): Promise<TeamMembersPage> {
  const page = await teamMemberFigures(db, {
    agentId: agent.id,
    days: query,
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: page.rows.map((row) => {
      const { activeMembers: _active, ...figures } = figuresOf(row.sums);
      return {
        ...figures,
        accountId: row.accountId,
        username: row.username,
        uplineUsername: row.uplineUsername,
        depth: row.depth,
      };
    }),
    totals: figuresOf(page.totals),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: page.total,
  };
}

/**
 * The agent's affiliate code and its registration links: first on the site the agent is using, with its
 * real scheme, host and port (`siteOrigin`, from the request), then on each other domain of the merchant
 * (https). A domain that is the site's own host is not listed twice without its port.
 */
export async function agentLinks(
  db: Db,
  agent: AccountRow,
  merchant: MerchantRow,
  siteOrigin: string,
): Promise<AgentLinks> {
  const code = await ensureInviteCode(db, agent);
  const siteHost = URL.canParse(siteOrigin) ? new URL(siteOrigin).hostname : '';
  const domains = (await listDomains(db, [merchant.id]))
    .map((row) => row.domain)
    .filter((domain) => domain !== siteHost);
  const origins = [...new Set([siteHost ? siteOrigin : '', ...domains.map((domain) => `https://${domain}`)])];
  return {
    affiliateCode: code,
    links: origins.filter(Boolean).map((origin) => `${origin}/register?code=${encodeURIComponent(code)}`),
  };
}

/** An agent registers a downline member or agent directly under it (the merchant's username and password rules apply). */
export async function createDownline(
  db: Db,
  agent: AccountRow,
  merchant: MerchantRow,
  input: CreateDownline,
): Promise<Downline> {
  const rules = merchant.registerRules;
  const usernameProblem = checkFieldRule({ ...rules.username, enabled: true, required: true }, input.username);
  if (usernameProblem) throw new AppError('VALIDATION_FAILED', `username: ${usernameProblem}`);
  const passwordProblem = checkFieldRule({ ...rules.password, enabled: true, required: true }, input.password, true);
  if (passwordProblem) throw new AppError('VALIDATION_FAILED', `password: ${passwordProblem}`);
  if (await findAccountByUsername(db, merchant.id, input.username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    const account = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          merchantId: merchant.id,
          username: input.username,
          passwordHash,
          type: input.kind === 'agent' ? ACCOUNT_TYPE.AGENT : ACCOUNT_TYPE.MEMBER,
          nickname: input.nickname || input.username,
          uplineId: agent.id,
          inviteCode: newInviteCode(),
        })
        .returning();
      if (!row) throw new Error('account not created');
      await openMemberWallets(tx, { id: row.id, merchantId: merchant.id }, merchant.currency);
      return row;
    });
    return presentDownline(
      {
        id: account.id,
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        status: account.status,
        createdAt: account.createdAt,
        teamSize: 0,
        // A new account has no figures yet.
        sums: sumsOf(undefined),
      },
      [],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}
