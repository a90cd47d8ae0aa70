import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * The statements of set-based reward grants (ADR 0038): a batch of members' claims inserted, their wagering
 * requirements and bonus rollups written, and the claims marked issued, one statement each.
 */

/** A claim a batch inserted (a member already holding the period's claim is left out). */
export interface InsertedClaim {
  id: number;
  accountId: number;
  amountMinor: bigint;
}

/** Ledger accounts of `kind` (the promotion's wallet) of many members, opened where missing; by member. */
export async function memberWalletIds(
  db: DbOrTx,
  merchant: { id: number; currency: string },
  kind: string,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const ids = `{${accountIds.join(',')}}`;
  const rows = await queryRows(
    db,
    sql`with opened as (
          insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, may_go_negative)
          select ${merchant.id}, 'account', owner_id, ${kind}, '', ${merchant.currency}, false
          from unnest(${ids}::bigint[]) as owner_id
          on conflict (merchant_id, owner_type, owner_id, kind, label, currency) do nothing
          returning id, owner_id)
        select id, owner_id from opened
        union all
        select id, owner_id from ledger_accounts
        where merchant_id = ${merchant.id} and owner_type = 'account' and kind = ${kind} and label = ''
          and currency = ${merchant.currency} and owner_id = any(${ids}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.owner_id), Number(row.id)]));
}

/** Inserts the period's claims (`applying`) of a batch; a member who holds one already gets none. */
export async function insertClaimsOnce(
  tx: DbOrTx,
  claim: { promotionId: number; merchantId: number; periodKey: string },
  rewards: readonly { accountId: number; amountMinor: bigint; streakDay?: number | null }[],
): Promise<InsertedClaim[]> {
  if (rewards.length === 0) return [];
  const rows = rewards.map((reward) => ({
    account_id: reward.accountId,
    amount: reward.amountMinor.toString(),
    streak_day: reward.streakDay ?? null,
  }));
  const inserted = await queryRows(
    tx,
    sql`insert into promo_claims (promotion_id, merchant_id, account_id, period_key, status, amount_minor, streak_day)
        select ${claim.promotionId}, ${claim.merchantId}, x.account_id, ${claim.periodKey}, 'applying', x.amount, x.streak_day
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, amount bigint, streak_day integer)
        order by x.account_id
        on conflict do nothing
        returning id, account_id, amount_minor::text as amount`,
  );
  return inserted
    .map((row) => ({ id: Number(row.id), accountId: Number(row.account_id), amountMinor: BigInt(String(row.amount)) }))
    .sort((a, b) => a.id - b.id);
}

/** The claims' wagering requirements (`promo:<claim id>`), one statement; answers their ids by claim. */
export async function insertClaimRequirements(
  tx: DbOrTx,
  merchantId: number,
  claims: readonly InsertedClaim[],
  multiple: number,
): Promise<Map<number, number>> {
  if (claims.length === 0 || multiple <= 0) return new Map();
  const rows = claims.map((claim) => ({
    claim: claim.id,
    account_id: claim.accountId,
    required: (claim.amountMinor * BigInt(multiple)).toString(),
  }));
  const inserted = await queryRows(
    tx,
    sql`insert into wagering_requirements (merchant_id, account_id, required_turnover_minor, source)
        select ${merchantId}, x.account_id, x.required, 'promo:' || x.claim
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(claim bigint, account_id bigint, required bigint)
        returning id, source`,
  );
  return new Map(inserted.map((row) => [Number(String(row.source).slice('promo:'.length)), Number(row.id)]));
}

/**
 * Counts the claims' amounts as bonuses in their members' hourly and daily rollups (as `countBonus` does one at a
 * time): summed per member first, then two grouped upserts, instead of two upserts per claim.
 */
export async function countClaimBonuses(
  tx: DbOrTx,
  merchantId: number,
  claims: readonly Pick<InsertedClaim, 'accountId' | 'amountMinor'>[],
) {
  if (claims.length === 0) return;
  const rows = claims.map((claim) => ({ account_id: claim.accountId, amount: claim.amountMinor.toString() }));
  await tx.execute(
    sql`with x as (
          select account_id, sum(amount)::bigint as amount
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, amount bigint)
          group by account_id
        ), hourly as (
          insert into member_hourly_stats as s (account_id, hour, merchant_id, bet_count, valid_bet_minor, stake_minor,
              payout_minor, deposit_minor, withdrawal_minor, bonus_minor)
            select account_id, stats_bucket(now(), 3600), ${merchantId}, 0, 0, 0, 0, 0, 0, amount
            from x order by account_id
            on conflict (account_id, hour) do update set bonus_minor = s.bonus_minor + excluded.bonus_minor
            returning 1
        )
        insert into member_daily_stats as d (account_id, day, merchant_id, bet_count, valid_bet_minor, stake_minor,
            payout_minor, deposit_minor, withdrawal_minor, bonus_minor)
          select account_id,
                 (now() at time zone coalesce(
                   (select time_zone from merchant_payment_settings where merchant_id = ${merchantId}),
                   'Asia/Ho_Chi_Minh'))::date,
                 ${merchantId}, 0, 0, 0, 0, 0, 0, amount
          from x order by account_id
          on conflict (account_id, day) do update set bonus_minor = d.bonus_minor + excluded.bonus_minor`,
  );
}

/** Marks the claims issued with their transfer and wagering requirement. */
export async function issueClaims(
  tx: DbOrTx,
  issued: readonly { claimId: number; transferId: number | null; requirementId: number | null }[],
): Promise<void> {
  if (issued.length === 0) return;
  const rows = issued.map((row) => ({ id: row.claimId, transfer: row.transferId, requirement: row.requirementId }));
  await tx.execute(
    sql`update promo_claims c
        set status = 'issued', transfer_id = x.transfer, wagering_requirement_id = x.requirement, decided_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id bigint, transfer bigint, requirement bigint)
        where c.id = x.id`,
  );
}
