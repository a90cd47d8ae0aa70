import type { OverLimitWins, RiskFlagQuery, RiskLevel } from '@fortuna/contracts/risk';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { accountSightings, accounts, memberRisk, riskFlags, riskSettings } from '../../db/schema/index';

export type RiskFlagRow = typeof riskFlags.$inferSelect;
export type RiskSettingsRow = typeof riskSettings.$inferSelect;

/** Remembers that an account was seen from a device or address (first and last time). */
export async function recordSighting(
  db: DbOrTx,
  values: { merchantId: number; accountId: number; kind: 'device' | 'ip'; value: string },
): Promise<void> {
  await db
    .insert(accountSightings)
    .values(values)
    .onConflictDoUpdate({
      target: [accountSightings.accountId, accountSightings.kind, accountSightings.value],
      set: { lastSeenAt: new Date() },
    });
}

/** Other accounts of the merchant seen from the same device. */
export async function accountsSharingDevice(db: DbOrTx, merchantId: number, accountId: number, deviceId: string) {
  const rows = await db
    .select({ accountId: accountSightings.accountId })
    .from(accountSightings)
    .where(
      and(
        eq(accountSightings.merchantId, merchantId),
        eq(accountSightings.kind, 'device'),
        eq(accountSightings.value, deviceId),
        sql`${accountSightings.accountId} <> ${accountId}`,
      ),
    )
    .limit(50);
  return rows.map((row) => row.accountId);
}

/**
 * Every account linked to this one by a shared device, sign-in address, payee account number or phone
 * (a bound mobile, or a number given in another account's registration details), with what they share.
 */
export async function findLinkedAccounts(db: DbOrTx, merchantId: number, accountId: number) {
  const rows = await queryRows(
    db,
    sql`
      with mine as (select kind, value from account_sightings where account_id = ${accountId}),
      by_sighting as (
        select s.account_id, s.kind as signal, s.value from account_sightings s
        join mine on mine.kind = s.kind and mine.value = s.value
        where s.merchant_id = ${merchantId} and s.account_id <> ${accountId}
      ),
      by_payee as (
        select other.account_id, 'payee_account' as signal, other.account_number as value
        from payee_accounts other
        join payee_accounts own on own.account_number = other.account_number and own.account_id = ${accountId}
        join accounts a on a.id = other.account_id and a.merchant_id = ${merchantId}
        where other.account_id <> ${accountId}
      ),
      my_phones as (
        select mobile_dialing_code || mobile_number as phone from accounts
        where id = ${accountId} and mobile_number is not null
        union select value from jsonb_each_text((select details from accounts where id = ${accountId}))
        where value ~ '^\\+?[0-9]{8,15}$'
      ),
      by_phone as (
        select a.id as account_id, 'phone' as signal, p.phone as value from accounts a
        join my_phones p on (a.mobile_dialing_code || a.mobile_number) = p.phone
          or a.mobile_number = p.phone
          or exists (select 1 from jsonb_each_text(a.details) d where d.value = p.phone)
        where a.merchant_id = ${merchantId} and a.id <> ${accountId}
      )
      select l.account_id, l.signal, l.value, a.username from (
        select * from by_sighting union select * from by_payee union select * from by_phone
      ) l join accounts a on a.id = l.account_id
      order by l.account_id, l.signal
      limit 500`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    username: String(row.username),
    signal: String(row.signal),
    value: String(row.value),
  }));
}

/** Inserts a flag unless the same signal was raised before; the new row, or undefined for a repeat. */
export async function insertFlagOnce(
  db: DbOrTx,
  values: typeof riskFlags.$inferInsert,
): Promise<RiskFlagRow | undefined> {
  const [row] = await db.insert(riskFlags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockFlag(tx: DbOrTx, id: number): Promise<RiskFlagRow | undefined> {
  const [row] = await tx.select().from(riskFlags).where(eq(riskFlags.id, id)).for('update');
  return row;
}

export async function updateFlag(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof riskFlags.$inferInsert>,
): Promise<RiskFlagRow> {
  const [row] = await tx
    .update(riskFlags)
    .set({ ...values, version: sql`${riskFlags.version} + 1` })
    .where(eq(riskFlags.id, id))
    .returning();
  if (!row) throw new Error('risk flag vanished');
  return row;
}

export async function findFlagPage(db: DbOrTx, query: RiskFlagQuery) {
  const where = and(
    query.merchantId ? eq(riskFlags.merchantId, query.merchantId) : undefined,
    query.accountId ? eq(riskFlags.accountId, query.accountId) : eq(riskFlags.status, query.status),
    query.kind ? eq(riskFlags.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ flag: riskFlags, username: accounts.username })
      .from(riskFlags)
      .innerJoin(accounts, eq(accounts.id, riskFlags.accountId))
      .where(where)
      .orderBy(desc(riskFlags.createdAt), desc(riskFlags.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(riskFlags).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Whether an open flag holds the member's withdrawals (a large win waiting for review, or staff's hold). */
export async function hasHoldingFlag(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: riskFlags.id })
    .from(riskFlags)
    .where(and(eq(riskFlags.accountId, accountId), eq(riskFlags.status, 'open'), eq(riskFlags.holdsWithdrawals, true)))
    .limit(1);
  return row !== undefined;
}

export async function findRiskLevel(db: DbOrTx, accountId: number): Promise<{ level: RiskLevel; note: string }> {
  const [row] = await db
    .select({ level: memberRisk.level, note: memberRisk.note })
    .from(memberRisk)
    .where(eq(memberRisk.accountId, accountId));
  return row ?? { level: 'normal', note: '' };
}

export async function upsertRiskLevel(
  tx: DbOrTx,
  values: { accountId: number; merchantId: number; level: RiskLevel; note: string; updatedBy: string },
): Promise<void> {
  await tx
    .insert(memberRisk)
    .values(values)
    .onConflictDoUpdate({
      target: memberRisk.accountId,
      set: { level: values.level, note: values.note, updatedBy: values.updatedBy, updatedAt: new Date() },
    });
}

export async function findRiskSettings(db: DbOrTx, merchantId: number): Promise<RiskSettingsRow | undefined> {
  const [row] = await db.select().from(riskSettings).where(eq(riskSettings.merchantId, merchantId));
  return row;
}

export async function upsertRiskSettings(
  tx: DbOrTx,
  values: {
    merchantId: number;
    largeWinThresholdMinor: bigint | null;
    kycWithdrawalThresholdMinor: bigint | null;
    overLimitWins: OverLimitWins;
  },
): Promise<void> {
  await tx
    .insert(riskSettings)
    .values(values)
    .onConflictDoUpdate({ target: riskSettings.merchantId, set: { ...values, updatedAt: new Date() } });
}
