import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { queryRows } from '../../db/raw';

export interface MemberListRow {
  id: number;
  merchantId: number;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'suspended' | 'closed';
  uplineUsername: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  lastLoginIp: string | null;
  liveSessions: number;
  balanceMinor: bigint;
}

const STATUSES = ['active', 'suspended', 'closed'] as const;

function toRow(raw: Record<string, unknown>): MemberListRow {
  const status = STATUSES.find((candidate) => candidate === raw.status) ?? 'closed';
  return {
    id: Number(raw.id),
    merchantId: Number(raw.merchant_id),
    username: String(raw.username),
    nickname: String(raw.nickname),
    type: Number(raw.type),
    status,
    uplineUsername: raw.upline_username === null ? null : String(raw.upline_username),
    createdAt: new Date(String(raw.created_at)),
    lastLoginAt: raw.last_login_at === null ? null : new Date(String(raw.last_login_at)),
    lastLoginIp: raw.last_login_ip === null ? null : String(raw.last_login_ip),
    liveSessions: Number(raw.live_sessions),
    balanceMinor: BigInt(String(raw.balance_minor)),
  };
}

const selectMembers = sql`
  select a.id, a.merchant_id, a.username, a.nickname, a.type, a.status, u.username as upline_username, a.created_at,
         last.created_at as last_login_at, last.ip as last_login_ip,
         (select count(*) from member_sessions s
           where s.account_id = a.id and s.revoked_at is null and s.expires_at > now()) as live_sessions,
         coalesce((select la.balance - la.pending_debits from ledger_accounts la
           where la.owner_type = 'account' and la.owner_id = a.id
             and la.kind = case when a.type = 4 then 'demo' else 'main' end
           limit 1), 0)::text as balance_minor
  from accounts a
  left join accounts u on u.id = a.upline_id
  left join lateral (select s.created_at, s.ip from member_sessions s where s.account_id = a.id
                     order by s.created_at desc limit 1) last on true`;

/** Members and agents of a merchant, newest first, optionally filtered by username. */
export async function findMembers(
  db: DbOrTx,
  filter: { merchantId: number; search?: string; limit: number; offset: number },
): Promise<{ rows: MemberListRow[]; total: number }> {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = sql`where a.merchant_id = ${filter.merchantId} and (${pattern}::text is null or a.username ilike ${pattern})`;
  const [rows, totals] = await Promise.all([
    queryRows(db, sql`${selectMembers} ${where} order by a.id desc limit ${filter.limit} offset ${filter.offset}`),
    queryRows(db, sql`select count(*) as total from accounts a ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(totals[0]?.total ?? 0) };
}

export async function findMemberRow(db: DbOrTx, id: number): Promise<MemberListRow | undefined> {
  const rows = await queryRows(db, sql`${selectMembers} where a.id = ${id}`);
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function updateMemberStatus(db: DbOrTx, id: number, status: 'active' | 'suspended'): Promise<void> {
  await queryRows(db, sql`update accounts set status = ${status} where id = ${id} returning id`);
}
