import { ACCOUNT_TYPE, isAgentType } from '@fortuna/contracts/accounts';
import type { AdminTreeNode, Contract, ContractKind, ContractStatus, SettlementPage } from '@fortuna/contracts/agents';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { agentContracts, settlementRuns } from '../../db/schema/index';
import { paymentSettingsOf } from '../payments/channels.repo';
import { presentContracts } from './agents.present';
import { listContracts } from './contracts.repo';
import { settlementPage } from './dividends.service';
import { dateRangeInstants } from './zoned-time';

/** One level of the merchant's account tree: the top-level accounts, or the direct downlines of one. */
export async function agentTree(
  db: Db,
  query: { merchantId: number; parentId?: number; search?: string },
): Promise<AdminTreeNode[]> {
  const where = query.search
    ? sql`a.username ilike ${`%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`}`
    : query.parentId
      ? sql`a.upline_id = ${query.parentId}`
      : sql`a.upline_id is null`;
  const rows = await queryRows(
    db,
    sql`select a.id, a.username, a.type,
               (select count(*)::int - 1 from account_tree t where t.ancestor_id = a.id) as team_size,
               (select count(*)::int from accounts d where d.upline_id = a.id) as direct_count
        from accounts a
        where a.merchant_id = ${query.merchantId} and a.type <> ${ACCOUNT_TYPE.TRIAL} and ${where}
        order by team_size desc, a.username
        limit 200`,
  );
  const ids = rows.map((row) => Number(row.id));
  const contracts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(agentContracts)
          .where(
            and(
              inArray(agentContracts.downlineId, ids),
              inArray(agentContracts.status, ['offered', 'active', 'terminating']),
            ),
          );
  return rows.map((row) => ({
    id: Number(row.id),
    username: String(row.username),
    isAgent: isAgentType(Number(row.type)),
    teamSize: Number(row.team_size ?? 0),
    directCount: Number(row.direct_count ?? 0),
    contracts: contracts
      .filter((contract) => contract.downlineId === Number(row.id))
      .map((contract) => ({
        id: contract.id,
        kind: contract.kind,
        status: contract.status,
        maxRateBp: contract.maxRateBp,
      })),
  }));
}

export async function adminContracts(
  db: Db,
  query: { merchantId: number; kind?: ContractKind; status?: ContractStatus },
): Promise<Contract[]> {
  const rows = await listContracts(db, {
    merchantId: query.merchantId,
    where: and(
      query.kind ? eq(agentContracts.kind, query.kind) : undefined,
      query.status ? eq(agentContracts.status, query.status) : undefined,
    ),
    limit: 500,
  });
  return presentContracts(db, rows);
}

export async function adminSettlements(
  db: Db,
  query: { merchantId: number; kind?: ContractKind; from: string; to: string; pageNo: number; pageSize: number },
): Promise<SettlementPage> {
  const { timeZone } = await paymentSettingsOf(db, query.merchantId);
  const { start, end } = dateRangeInstants(query.from, query.to, timeZone);
  return settlementPage(
    db,
    and(
      eq(settlementRuns.merchantId, query.merchantId),
      gte(settlementRuns.periodStart, start),
      lt(settlementRuns.periodStart, end),
      query.kind ? eq(settlementRuns.kind, query.kind) : undefined,
    ),
    query,
  );
}
