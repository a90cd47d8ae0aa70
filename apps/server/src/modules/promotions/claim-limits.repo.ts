import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { promoClaimLimits } from '../../db/schema/index';

export type ClaimLimitsRow = typeof promoClaimLimits.$inferSelect;

export async function findClaimLimits(db: DbOrTx, promotionId: number): Promise<ClaimLimitsRow | undefined> {
  const [row] = await db.select().from(promoClaimLimits).where(eq(promoClaimLimits.promotionId, promotionId));
  return row;
}

export async function upsertClaimLimits(
  tx: DbOrTx,
  values: Omit<typeof promoClaimLimits.$inferInsert, 'updatedAt'>,
): Promise<void> {
  await tx
    .insert(promoClaimLimits)
    .values(values)
    .onConflictDoUpdate({ target: promoClaimLimits.promotionId, set: { ...values, updatedAt: new Date() } });
}

/** Claims of the promotion that count against a limit: paid and waiting ones (a rejected application does not). */
export async function countMemberClaims(db: DbOrTx, promotionId: number, accountId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as claims from promo_claims
        where promotion_id = ${promotionId} and account_id = ${accountId} and status <> 'rejected'`,
  );
  return Number(row?.claims ?? 0);
}

/** The member's devices and payee account numbers: what device and payee limits are counted on. */
export async function memberLimitKeys(db: DbOrTx, accountId: number): Promise<{ kind: string; value: string }[]> {
  const rows = await queryRows(
    db,
    sql`select 'device' as kind, value from account_sightings where account_id = ${accountId} and kind = 'device'
        union select 'payee_account' as kind, account_number as value from payee_accounts where account_id = ${accountId}`,
  );
  return rows.map((row) => ({ kind: String(row.kind), value: String(row.value) }));
}

/**
 * Serialises claims of one promotion that count on the same device or payee account (advisory locks held to the
 * end of the transaction, taken in one order so two claimants cannot deadlock).
 */
export async function lockLimitKeys(tx: DbOrTx, promotionId: number, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${promotionId}::int, hashtext(${key}))`);
  }
}

/** The busiest of the member's devices (or payee accounts) for this promotion: its claims and who made them. */
export interface SharedClaims {
  value: string;
  claims: number;
  usernames: string;
}

async function busiest(db: DbOrTx, query: SQL): Promise<SharedClaims | undefined> {
  const [row] = await queryRows(db, query);
  return row ? { value: String(row.value), claims: Number(row.claims), usernames: String(row.usernames) } : undefined;
}

export function deviceClaims(db: DbOrTx, promotionId: number, accountId: number) {
  return busiest(
    db,
    sql`select mine.value, count(distinct c.id)::int as claims, string_agg(distinct a.username, ', ') as usernames
        from account_sightings mine
        join account_sightings s on s.kind = 'device' and s.value = mine.value and s.merchant_id = mine.merchant_id
        join promo_claims c on c.account_id = s.account_id and c.promotion_id = ${promotionId} and c.status <> 'rejected'
        join accounts a on a.id = c.account_id
        where mine.account_id = ${accountId} and mine.kind = 'device'
        group by mine.value order by claims desc limit 1`,
  );
}

export function payeeClaims(db: DbOrTx, promotionId: number, accountId: number) {
  return busiest(
    db,
    sql`select mine.account_number as value, count(distinct c.id)::int as claims,
          string_agg(distinct a.username, ', ') as usernames
        from payee_accounts mine
        join payee_accounts p on p.account_number = mine.account_number and p.merchant_id = mine.merchant_id
        join promo_claims c on c.account_id = p.account_id and c.promotion_id = ${promotionId} and c.status <> 'rejected'
        join accounts a on a.id = c.account_id
        where mine.account_id = ${accountId}
        group by mine.account_number order by claims desc limit 1`,
  );
}
