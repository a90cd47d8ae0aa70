import { AGENT_TYPES } from '@fortuna/contracts/accounts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { FIGURE_COLUMNS, type FigureSums, idArray, sumsOf } from './figures';

const AGENT_TYPE_LIST = idArray(AGENT_TYPES);

/** True when `accountId` is `ancestorId` or anywhere under it. */
export async function isInTeam(db: DbOrTx, ancestorId: number, accountId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from account_tree where ancestor_id = ${ancestorId} and descendant_id = ${accountId}`,
  );
  return rows.length > 0;
}

/** A range of the merchant's local days, both included (yyyy-MM-dd). */
export interface DayRange {
  from: string;
  to: string;
}

const inDays = (days: DayRange) => sql`s.day >= ${days.from}::date and s.day <= ${days.to}::date`;

/**
 * Figures of everyone under the agent (not the agent itself) over local days: the whole range and each
 * day, from one pass over the daily rollups.
 */
export async function teamSumsByDay(
  db: DbOrTx,
  agentId: number,
  days: DayRange,
): Promise<{ total: FigureSums; daily: { day: string; sums: FigureSums }[] }> {
  const rows = await queryRows(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, grouping(s.day) as is_total, ${FIGURE_COLUMNS}
        from account_tree t join member_daily_stats s on s.account_id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.descendant_id <> ${agentId} and ${inDays(days)}
        group by grouping sets ((s.day), ())
        order by 2, 1`,
  );
  const total = rows.find((row) => Number(row.is_total) === 1);
  return {
    total: sumsOf(total),
    daily: rows.filter((row) => Number(row.is_total) === 0).map((row) => ({ day: String(row.day), sums: sumsOf(row) })),
  };
}

export interface TeamCounts {
  members: number;
  agents: number;
  newMembers: number;
}

export async function teamCounts(db: DbOrTx, agentId: number, start: Date, end: Date): Promise<TeamCounts> {
  const rows = await queryRows(
    db,
    sql`select count(*)::int as members,
               (count(*) filter (where a.type = any(${AGENT_TYPE_LIST}::smallint[])))::int as agents,
               (count(*) filter (where a.created_at >= ${start.toISOString()} and a.created_at < ${end.toISOString()}))::int
                 as new_members
        from account_tree t join accounts a on a.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.descendant_id <> ${agentId}`,
  );
  const row = rows[0];
  return {
    members: Number(row?.members ?? 0),
    agents: Number(row?.agents ?? 0),
    newMembers: Number(row?.new_members ?? 0),
  };
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  createdAt: Date;
  teamSize: number;
  sums: FigureSums;
}

/**
 * A page of accounts: the direct downlines of `parentId`, or (with `search`) accounts anywhere under
 * `rootId` whose username contains the text. Each with its team size and the figures of the account
 * and everyone under it.
 */
export async function downlinePage(
  db: DbOrTx,
  query: { rootId: number; parentId: number; search?: string; days: DayRange; limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const where = query.search
    ? sql`a.id in (select descendant_id from account_tree where ancestor_id = ${query.rootId} and descendant_id <> ${query.rootId})
          and a.username ilike ${`%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`}`
    : sql`a.upline_id = ${query.parentId}`;
  const [countRows, rows] = await Promise.all([
    queryRows(db, sql`select count(*)::int as total from accounts a where ${where}`),
    queryRows(
      db,
      sql`select a.id, a.username, a.nickname, a.type, a.status, a.created_at,
                 (select count(*)::int - 1 from account_tree sub where sub.ancestor_id = a.id) as team_size,
                 f.*
          from accounts a
          cross join lateral (
            select ${FIGURE_COLUMNS}
            from account_tree t join member_daily_stats s on s.account_id = t.descendant_id
            where t.ancestor_id = a.id and ${inDays(query.days)}
          ) f
          where ${where}
          order by a.created_at desc, a.id desc
          limit ${query.limit} offset ${query.offset}`,
    ),
  ]);
  return {
    total: Number(countRows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      id: Number(row.id),
      username: String(row.username),
      nickname: String(row.nickname ?? ''),
      type: Number(row.type),
      status: String(row.status),
      createdAt: new Date(String(row.created_at)),
      teamSize: Number(row.team_size ?? 0),
      sums: sumsOf(row),
    })),
  };
}

/** The accounts from `rootId` down to `accountId` (both included), top first. */
export async function pathBetween(
  db: DbOrTx,
  rootId: number,
  accountId: number,
): Promise<{ id: number; username: string }[]> {
  const rows = await queryRows(
    db,
    sql`select a.id, a.username from account_tree up
        join account_tree root on root.ancestor_id = ${rootId} and root.descendant_id = up.ancestor_id
        join accounts a on a.id = up.ancestor_id
        where up.descendant_id = ${accountId}
        order by up.depth desc`,
  );
  return rows.map((row) => ({ id: Number(row.id), username: String(row.username) }));
}

export interface MemberFigureRow {
  accountId: number;
  username: string;
  uplineUsername: string | null;
  depth: number;
  sums: FigureSums;
}

const SORT_COLUMNS = {
  validBet: sql`sum(s.valid_bet_minor)`,
  profitLoss: sql`sum(s.payout_minor) - sum(s.stake_minor)`,
  deposits: sql`sum(s.deposit_minor)`,
  withdrawals: sql`sum(s.withdrawal_minor)`,
} as const;

/** Per-member figures of everyone under the agent who had any activity in the range, sorted. */
export async function teamMemberFigures(
  db: DbOrTx,
  query: {
    agentId: number;
    days: DayRange;
    sort: keyof typeof SORT_COLUMNS;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: MemberFigureRow[]; total: number; totals: FigureSums }> {
  const range = sql`t.ancestor_id = ${query.agentId} and t.descendant_id <> ${query.agentId} and ${inDays(query.days)}`;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [totalRows, rows] = await Promise.all([
    queryRows(
      db,
      sql`select count(distinct s.account_id)::int as total, ${FIGURE_COLUMNS}
          from account_tree t join member_daily_stats s on s.account_id = t.descendant_id
          where ${range}`,
    ),
    queryRows(
      db,
      sql`select s.account_id, min(t.depth)::int as depth, a.username, up.username as upline_username, ${FIGURE_COLUMNS}
          from account_tree t
          join member_daily_stats s on s.account_id = t.descendant_id
          join accounts a on a.id = s.account_id
          left join accounts up on up.id = a.upline_id
          where ${range}
          group by s.account_id, a.username, up.username
          order by ${SORT_COLUMNS[query.sort]} ${direction}, s.account_id
          limit ${query.limit} offset ${query.offset}`,
    ),
  ]);
  return {
    total: Number(totalRows[0]?.total ?? 0),
    totals: sumsOf(totalRows[0]),
    rows: rows.map((row) => ({
      accountId: Number(row.account_id),
      username: String(row.username),
      uplineUsername: row.upline_username == null ? null : String(row.upline_username),
      depth: Number(row.depth),
      sums: sumsOf(row),
    })),
  };
}
