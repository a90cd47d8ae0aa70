import type { ReferralRefusal, ReferralStatus } from '@fortuna/contracts/referral';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { promoReferralSettings, promoReferrals } from '../../db/schema/index';

export type ReferralRow = typeof promoReferrals.$inferSelect;
export type ReferralSettingsRow = typeof promoReferralSettings.$inferSelect;

export async function findReferralSettings(db: DbOrTx, merchantId: number): Promise<ReferralSettingsRow | undefined> {
  const [row] = await db.select().from(promoReferralSettings).where(eq(promoReferralSettings.merchantId, merchantId));
  return row;
}

export async function upsertReferralSettings(
  tx: DbOrTx,
  values: Omit<typeof promoReferralSettings.$inferInsert, 'updatedAt'>,
): Promise<void> {
  await tx
    .insert(promoReferralSettings)
    .values(values)
    .onConflictDoUpdate({ target: promoReferralSettings.merchantId, set: { ...values, updatedAt: new Date() } });
}

/** Attaches an invitee to its inviter (once: the invitee is the key). */
export async function insertReferral(
  tx: DbOrTx,
  values: { inviteeId: number; inviterId: number; merchantId: number },
): Promise<void> {
  await tx.insert(promoReferrals).values(values).onConflictDoNothing();
}

export async function findReferral(db: DbOrTx, inviteeId: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(promoReferrals).where(eq(promoReferrals.inviteeId, inviteeId));
  return row;
}

/**
 * Decides a pending referral: the row moves from pending only once, so of concurrent deciders (two nodes,
 * ten requests) exactly one gets the row back; the others wait on its lock and find it decided.
 */
export async function decidePendingReferral(
  tx: DbOrTx,
  inviteeId: number,
  values: { status: ReferralStatus; refusal?: ReferralRefusal | null; rewardMinor?: bigint | null },
): Promise<ReferralRow | undefined> {
  const [row] = await tx
    .update(promoReferrals)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(promoReferrals.inviteeId, inviteeId), eq(promoReferrals.status, 'pending')))
    .returning();
  return row;
}

export async function setReferralPayment(
  tx: DbOrTx,
  inviteeId: number,
  values: { transferId: number | null; wageringRequirementId: number | null },
): Promise<void> {
  await tx.update(promoReferrals).set(values).where(eq(promoReferrals.inviteeId, inviteeId));
}

/** An invitee with what its conditions are measured on: the first credited deposit and the valid bet since joining. */
export interface InviteeProgressRow {
  referral: ReferralRow;
  inviteeUsername: string;
  inviterUsername: string;
  registeredAt: Date;
  firstDepositMinor: bigint | null;
  validBetMinor: bigint;
}

function progressQuery(where: SQL, limit: number) {
  return sql`
    select r.invitee_id, r.merchant_id, r.inviter_id, r.status, r.refusal, r.reward_minor::text as reward_minor,
      r.transfer_id, r.wagering_requirement_id, r.created_at, r.decided_at,
      invitee.username as invitee_username, inviter.username as inviter_username, invitee.created_at as registered_at,
      (select d.amount_minor::text from deposit_orders d where d.account_id = r.invitee_id and d.status = 'credited'
        order by d.decided_at, d.id limit 1) as first_deposit_minor,
      (select coalesce(sum(s.valid_bet_minor), 0)::text from member_daily_stats s where s.account_id = r.invitee_id)
        as valid_bet_minor
    from promo_referrals r
    join accounts invitee on invitee.id = r.invitee_id
    join accounts inviter on inviter.id = r.inviter_id
    where ${where}
    order by r.created_at desc, r.invitee_id desc
    limit ${limit}`;
}

const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const bigintOrNull = (value: unknown) => (value === null || value === undefined ? null : BigInt(String(value)));

async function progressRows(db: DbOrTx, where: SQL, limit: number): Promise<InviteeProgressRow[]> {
  const rows = await queryRows(db, progressQuery(where, limit));
  return rows.map((row) => ({
    referral: {
      inviteeId: Number(row.invitee_id),
      merchantId: Number(row.merchant_id),
      inviterId: Number(row.inviter_id),
      status: String(row.status) as ReferralStatus,
      refusal: row.refusal === null ? null : (String(row.refusal) as ReferralRefusal),
      rewardMinor: bigintOrNull(row.reward_minor),
      transferId: row.transfer_id === null ? null : Number(row.transfer_id),
      wageringRequirementId: row.wagering_requirement_id === null ? null : Number(row.wagering_requirement_id),
      createdAt: dateOf(row.created_at),
      decidedAt: row.decided_at === null ? null : dateOf(row.decided_at),
    },
    inviteeUsername: String(row.invitee_username),
    inviterUsername: String(row.inviter_username),
    registeredAt: dateOf(row.registered_at),
    firstDepositMinor: bigintOrNull(row.first_deposit_minor),
    validBetMinor: BigInt(String(row.valid_bet_minor ?? 0)),
  }));
}

/** A member's invitees, newest first, with their progress. */
export function findInviteesOf(db: DbOrTx, inviterId: number, limit = 200): Promise<InviteeProgressRow[]> {
  return progressRows(db, sql`r.inviter_id = ${inviterId}`, limit);
}

/** A merchant's referrals for staff, newest first, optionally of one status. */
export function findMerchantReferrals(
  db: DbOrTx,
  merchantId: number,
  status: ReferralStatus | undefined,
  limit = 200,
): Promise<InviteeProgressRow[]> {
  const where = status
    ? sql`r.merchant_id = ${merchantId} and r.status = ${status}`
    : sql`r.merchant_id = ${merchantId}`;
  return progressRows(db, where, limit);
}

/** Pending referrals whose invitee now meets the conditions: what a settlement pass decides. */
export function findQualifiedPending(
  db: DbOrTx,
  merchantId: number,
  conditions: { minFirstDepositMinor: bigint; minValidBetMinor: bigint },
  limit = 500,
): Promise<InviteeProgressRow[]> {
  return progressRows(
    db,
    sql`r.merchant_id = ${merchantId} and r.status = 'pending'
      and (select d.amount_minor from deposit_orders d where d.account_id = r.invitee_id and d.status = 'credited'
        order by d.decided_at, d.id limit 1) >= ${conditions.minFirstDepositMinor}
      and (select coalesce(sum(s.valid_bet_minor), 0) from member_daily_stats s where s.account_id = r.invitee_id)
        >= ${conditions.minValidBetMinor}`,
    limit,
  );
}

/**
 * What an invitee shares with its inviter: a device or sign-in address either was seen from, a payee account
 * number both bound, or the inviter's own identity (the same payee name or ID number given at registration).
 */
export async function sharedSignals(
  db: DbOrTx,
  inviteeId: number,
  inviterId: number,
): Promise<{ signal: ReferralRefusal; value: string }[]> {
  const rows = await queryRows(
    db,
    sql`
      select 'self' as signal, '' as value from accounts invitee join accounts inviter on inviter.id = ${inviterId}
        where invitee.id = ${inviteeId} and (
          (coalesce(lower(trim(invitee.details->>'payeeName')), '') <> ''
            and lower(trim(invitee.details->>'payeeName')) = lower(trim(inviter.details->>'payeeName')))
          or (coalesce(trim(invitee.details->>'idNumber'), '') <> ''
            and trim(invitee.details->>'idNumber') = trim(inviter.details->>'idNumber')))
      union
      select a.kind as signal, a.value from account_sightings a
        join account_sightings b on b.kind = a.kind and b.value = a.value and b.account_id = ${inviterId}
        where a.account_id = ${inviteeId}
      union
      select 'payee_account' as signal, a.account_number as value from payee_accounts a
        join payee_accounts b on b.account_number = a.account_number and b.account_id = ${inviterId}
        where a.account_id = ${inviteeId}`,
  );
  return rows.map((row) => ({ signal: String(row.signal) as ReferralRefusal, value: String(row.value) }));
}

/** How many a member invited, how many paid and wait, and what they earned in all. */
export async function inviteeTotals(db: DbOrTx, inviterId: number) {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as invited,
          count(*) filter (where status = 'rewarded')::int as rewarded,
          count(*) filter (where status = 'pending')::int as pending,
          coalesce(sum(reward_minor) filter (where status = 'rewarded'), 0)::text as earned
        from promo_referrals where inviter_id = ${inviterId}`,
  );
  return {
    invited: Number(row?.invited ?? 0),
    rewarded: Number(row?.rewarded ?? 0),
    pending: Number(row?.pending ?? 0),
    earnedMinor: BigInt(String(row?.earned ?? 0)),
  };
}
