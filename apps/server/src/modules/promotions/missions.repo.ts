import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import type { GameType } from '@fortuna/contracts/catalogue';
import type { MissionTask } from '@fortuna/contracts/promotions';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { accounts, memberSessions, promoLeaderboardWinners } from '../../db/schema/index';

export interface Window {
  start: Date;
  end: Date;
}

const iso = (at: Date) => at.toISOString();

/** Rounds of a member counted by missions and leaderboards: settled, real money, closed inside the window. */
function roundFilter(window: Window, gameType: GameType | null) {
  const area = gameType
    ? sql`and exists (select 1 from games g where g.id = r.game_id and g.game_type = ${gameType})`
    : sql``;
  return sql`r.status = 'settled' and not r.is_trial
    and r.closed_at >= ${iso(window.start)}::timestamptz and r.closed_at < ${iso(window.end)}::timestamptz ${area}`;
}

/**
 * A member's progress on a mission task over a window: rounds settled (count), valid bet (stakes of settled
 * rounds that did not pay back exactly the stake, minor units, the rule of the member rollups), credited
 * deposits (minor units), or local days with a sign-in.
 */
export async function missionProgressOf(
  db: DbOrTx,
  query: { accountId: number; task: MissionTask; gameType: GameType | null; window: Window },
  dayOf: (at: Date) => string,
): Promise<bigint> {
  const { accountId, window } = query;
  if (query.task === 'login_days') {
    const rows = await db
      .select({ createdAt: memberSessions.createdAt })
      .from(memberSessions)
      .where(
        and(
          eq(memberSessions.accountId, accountId),
          gte(memberSessions.createdAt, window.start),
          lt(memberSessions.createdAt, window.end),
        ),
      );
    return BigInt(new Set(rows.map((row) => dayOf(row.createdAt))).size);
  }
  if (query.task === 'deposit') {
    const [row] = await queryRows(
      db,
      sql`select coalesce(sum(amount_minor), 0)::text as total from deposit_orders
          where account_id = ${accountId} and status = 'credited'
            and decided_at >= ${iso(window.start)}::timestamptz and decided_at < ${iso(window.end)}::timestamptz`,
    );
    return BigInt(String(row?.total ?? '0'));
  }
  const measure =
    query.task === 'rounds'
      ? sql`count(*)`
      : sql`coalesce(sum(r.stake_minor) filter (where r.payout_minor <> r.stake_minor), 0)`;
  const [row] = await queryRows(
    db,
    sql`select ${measure}::text as total from vendor_rounds r
        where r.account_id = ${accountId} and ${roundFilter(window, query.gameType)}`,
  );
  return BigInt(String(row?.total ?? '0'));
}

export interface Standing {
  rank: number;
  accountId: number;
  username: string;
  validBetMinor: bigint;
}

/**
 * A merchant's members ranked by valid bet over a window (game area optional), trial accounts left out.
 * Ties: the member who reached the total first (the earlier last counted round) ranks higher, then the
 * lower account id. `limit` rows from the top, and the row of `accountId` wherever it ranks.
 */
export async function standingsOf(
  db: DbOrTx,
  /** `limit` null: every ranked member. */
  query: { merchantId: number; gameType: GameType | null; window: Window; limit: number | null; accountId?: number },
): Promise<Standing[]> {
  const mine = query.accountId === undefined ? sql`false` : sql`account_id = ${query.accountId}`;
  const rows = await queryRows(
    db,
    sql`with totals as (
          select r.account_id, sum(r.stake_minor) as valid_bet, max(r.closed_at) as reached_at
          from vendor_rounds r
          where r.merchant_id = ${query.merchantId} and r.payout_minor <> r.stake_minor
            and ${roundFilter(query.window, query.gameType)}
          group by r.account_id
        ), ranked as (
          select t.account_id, a.username, t.valid_bet,
            row_number() over (order by t.valid_bet desc, t.reached_at asc, t.account_id asc) as rank
          from totals t join accounts a on a.id = t.account_id
          where a.type <> ${ACCOUNT_TYPE.TRIAL}
        )
        select account_id, username, valid_bet::text as valid_bet, rank::int as rank from ranked
        where ${query.limit === null ? sql`true` : sql`rank <= ${query.limit}`} or ${mine}
        order by rank`,
  );
  return rows.map((row) => ({
    rank: Number(row.rank),
    accountId: Number(row.account_id),
    username: String(row.username),
    validBetMinor: BigInt(String(row.valid_bet)),
  }));
}

export type WinnerRow = typeof promoLeaderboardWinners.$inferSelect;

/** Inserts a paid rank unless the rank of that period was paid already (then undefined). */
export async function insertWinnerOnce(
  db: DbOrTx,
  values: typeof promoLeaderboardWinners.$inferInsert,
): Promise<WinnerRow | undefined> {
  const [row] = await db.insert(promoLeaderboardWinners).values(values).onConflictDoNothing().returning();
  return row;
}

/** Paid ranks of a leaderboard's latest periods (newest period first, rank order), with usernames. */
export async function recentWinners(db: DbOrTx, promotionId: number, periods: number) {
  const keys = await db
    .selectDistinct({ periodKey: promoLeaderboardWinners.periodKey })
    .from(promoLeaderboardWinners)
    .where(eq(promoLeaderboardWinners.promotionId, promotionId))
    .orderBy(desc(promoLeaderboardWinners.periodKey))
    .limit(periods);
  if (keys.length === 0) return [];
  return db
    .select({ winner: promoLeaderboardWinners, username: accounts.username })
    .from(promoLeaderboardWinners)
    .innerJoin(accounts, eq(accounts.id, promoLeaderboardWinners.accountId))
    .where(
      and(
        eq(promoLeaderboardWinners.promotionId, promotionId),
        inArray(
          promoLeaderboardWinners.periodKey,
          keys.map((key) => key.periodKey),
        ),
      ),
    )
    .orderBy(desc(promoLeaderboardWinners.periodKey), promoLeaderboardWinners.rank);
}

/** Every paid rank of a period (tests and the job's checks). */
export function winnersOf(db: DbOrTx, promotionId: number, periodKey: string) {
  return db
    .select()
    .from(promoLeaderboardWinners)
    .where(and(eq(promoLeaderboardWinners.promotionId, promotionId), eq(promoLeaderboardWinners.periodKey, periodKey)))
    .orderBy(promoLeaderboardWinners.rank);
}
