import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { sportsBetLegs, sportsBets, sportsDeskSettlements } from '../sportsbook.schema';
import type { Decision, Paid } from './desk-settlement';

/** The statements of set-based desk settlement: a batch's claim and its record, one statement each. */

/**
 * Claims the bets decided (compare-and-set on the status they were read in: `→ settling` with the version and
 * payout); answers the ids this call claimed (a bet another node or a cash-out took meanwhile is left out).
 */
export async function claimBets(db: DbOrTx, decisions: Decision[]): Promise<string[]> {
  if (decisions.length === 0) return [];
  const rows = decisions.map((d) => ({
    id: d.bet.id,
    status: d.bet.status,
    version: d.version,
    payout: d.payout.toString(),
  }));
  const claimed = await queryRows(
    db,
    sql`update ${sportsBets} b
        set status = 'settling', claim_version = x.version, claim_payout_minor = x.payout
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, status text, version integer, payout bigint)
        where b.id = x.id and b.status = x.status
        returning b.id`,
  );
  return claimed.map((row) => String(row.id));
}

/**
 * Writes the settlements the wallet applied, in one statement: each bet still claimed at its version becomes
 * settled (status, payout, version), gets its row of `sports_desk_settlements` and its legs' results. A bet
 * whose claim another pass finished first changes nothing. Answers how many this call wrote.
 */
export async function recordSettlements(db: DbOrTx, paid: Paid[]): Promise<number> {
  if (paid.length === 0) return 0;
  const bets = paid.map((p) => ({
    id: p.decision.bet.id,
    status: p.status,
    payout: p.decision.payout.toString(),
    version: p.decision.version,
    delta: p.delta.toString(),
    tx: p.transactionId,
  }));
  const legs = paid.flatMap((p) =>
    p.decision.legResults.map((l) => ({ leg: l.legId, bet: p.decision.bet.id, result: l.result })),
  );
  const [row] = await queryRows(
    db,
    sql`with x as (
          select * from jsonb_to_recordset(${JSON.stringify(bets)}::jsonb)
            as x(id text, status text, payout bigint, version integer, delta bigint, tx text)),
        done as (
          update ${sportsBets} b
          set status = x.status, payout_minor = x.payout, settled_version = x.version,
              claim_version = null, claim_payout_minor = null, settled_at = now()
          from x
          where b.id = x.id and b.status = 'settling' and b.claim_version = x.version
          returning b.id, x.version, x.payout, x.delta, x.tx),
        settlements as (
          insert into ${sportsDeskSettlements} (bet_id, version, payout_minor, delta_minor, transaction_id)
          select id, version, payout, delta, tx from done
          on conflict do nothing),
        legs as (
          update ${sportsBetLegs} l set result = r.result
          from jsonb_to_recordset(${JSON.stringify(legs)}::jsonb) as r(leg bigint, bet text, result text), done
          where l.id = r.leg and r.bet = done.id)
        select count(*)::int as settled from done`,
  );
  return Number(row?.settled ?? 0);
}
