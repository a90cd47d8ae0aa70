import type { ContractKind } from '@fortuna/contracts/agents';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { StoredDeduction } from '../../db/schema/agents';
import { type FigureSums, idArray, sumsOf } from './figures';

/** Team figures of many agents for one period, from the hourly rollups (or the 5-minute windows). */
export async function teamSumsOfAgents(
  db: DbOrTx,
  kind: ContractKind,
  agentIds: readonly number[],
  start: Date,
  end: Date,
): Promise<Map<number, FigureSums>> {
  if (agentIds.length === 0) return new Map();
  const ids = idArray(agentIds);
  const rows =
    kind === 'realtime'
      ? await queryRows(
          db,
          sql`select t.ancestor_id,
                     coalesce(sum(w.valid_bet_minor), 0)::text as valid_bet,
                     coalesce(sum(w.bet_count), 0)::int as bet_count,
                     (count(distinct w.account_id) filter (where w.bet_count > 0))::int as active_members
              from member_window_bets w
              join account_tree t on t.descendant_id = w.account_id and t.depth > 0
              where w.window_start >= ${start.toISOString()} and w.window_start < ${end.toISOString()}
                and t.ancestor_id = any(${ids}::bigint[])
              group by t.ancestor_id`,
        )
      : await queryRows(
          db,
          sql`select t.ancestor_id,
                     coalesce(sum(s.valid_bet_minor), 0)::text as valid_bet,
                     coalesce(sum(s.stake_minor), 0)::text as stake,
                     coalesce(sum(s.payout_minor), 0)::text as payout,
                     coalesce(sum(s.bonus_minor), 0)::text as bonuses,
                     coalesce(sum(s.bet_count), 0)::int as bet_count,
                     (count(distinct s.account_id) filter (where s.bet_count > 0))::int as active_members
              from member_hourly_stats s
              join account_tree t on t.descendant_id = s.account_id and t.depth > 0
              where s.hour >= ${start.toISOString()} and s.hour < ${end.toISOString()}
                and t.ancestor_id = any(${ids}::bigint[])
              group by t.ancestor_id`,
        );
  return new Map(rows.map((row) => [Number(row.ancestor_id), sumsOf(row)]));
}

/** Which of these contracts already have a run for the period. */
export async function settledContracts(
  db: DbOrTx,
  contractIds: readonly number[],
  periodStart: Date,
): Promise<Set<number>> {
  if (contractIds.length === 0) return new Set();
  const rows = await queryRows(
    db,
    sql`select contract_id from settlement_runs
        where period_start = ${periodStart.toISOString()} and contract_id = any(${idArray(contractIds)}::bigint[])`,
  );
  return new Set(rows.map((row) => Number(row.contract_id)));
}

/** The loss each contract carries into the period: the carry-out of its run for the period before. */
export async function carriedLosses(
  db: DbOrTx,
  contractIds: readonly number[],
  periodStart: Date,
): Promise<Map<number, bigint>> {
  if (contractIds.length === 0) return new Map();
  const rows = await queryRows(
    db,
    sql`select distinct on (contract_id) contract_id, carry_out_minor::text as carry
        from settlement_runs
        where contract_id = any(${idArray(contractIds)}::bigint[]) and period_start < ${periodStart.toISOString()}
        order by contract_id, period_start desc`,
  );
  return new Map(rows.map((row) => [Number(row.contract_id), BigInt(String(row.carry))]));
}

export interface RunInsert {
  merchantId: number;
  contractId: number;
  agentId: number;
  kind: ContractKind;
  periodStart: Date;
  periodEnd: Date;
  status: 'paid' | 'nothing' | 'computed';
  teamFigureMinor: bigint;
  activeMembers: number;
  rateBp: number;
  grossMinor: bigint;
  deductions: StoredDeduction[];
  carryInMinor: bigint;
  carryOutMinor: bigint;
  amountMinor: bigint;
}

/**
 * Inserts the runs of one period; a contract whose run exists (or is being written by another process,
 * which this waits for) is skipped. Answers the ids of the runs this call wrote, by contract.
 */
export async function insertRuns(db: DbOrTx, runs: readonly RunInsert[]): Promise<Map<number, number>> {
  if (runs.length === 0) return new Map();
  const rows = await queryRows(
    db,
    sql`insert into settlement_runs (merchant_id, contract_id, agent_id, kind, period_start, period_end, status,
          team_figure_minor, active_members, rate_bp, gross_minor, deductions, carry_in_minor, carry_out_minor, amount_minor,
          paid_at)
        select r.merchant_id, r.contract_id, r.agent_id, r.kind, r.period_start, r.period_end, r.status,
          r.team_figure_minor, r.active_members, r.rate_bp, r.gross_minor, r.deductions, r.carry_in_minor,
          r.carry_out_minor, r.amount_minor, case when r.status = 'paid' then now() end
        from jsonb_to_recordset(${JSON.stringify(runs.map(runJson))}::jsonb) as r(
          merchant_id int, contract_id bigint, agent_id bigint, kind text, period_start timestamptz, period_end timestamptz,
          status text, team_figure_minor bigint, active_members int, rate_bp int, gross_minor bigint, deductions jsonb,
          carry_in_minor bigint, carry_out_minor bigint, amount_minor bigint)
        order by r.contract_id
        on conflict (contract_id, period_start) do nothing
        returning id, contract_id`,
  );
  return new Map(rows.map((row) => [Number(row.contract_id), Number(row.id)]));
}

function runJson(run: RunInsert) {
  return {
    merchant_id: run.merchantId,
    contract_id: run.contractId,
    agent_id: run.agentId,
    kind: run.kind,
    period_start: run.periodStart.toISOString(),
    period_end: run.periodEnd.toISOString(),
    status: run.status,
    team_figure_minor: run.teamFigureMinor.toString(),
    active_members: run.activeMembers,
    rate_bp: run.rateBp,
    gross_minor: run.grossMinor.toString(),
    deductions: run.deductions,
    carry_in_minor: run.carryInMinor.toString(),
    carry_out_minor: run.carryOutMinor.toString(),
    amount_minor: run.amountMinor.toString(),
  };
}

export async function setRunTransfers(db: DbOrTx, transfers: readonly { runId: number; transferId: string }[]) {
  if (transfers.length === 0) return;
  await db.execute(
    sql`update settlement_runs r set ledger_transfer_id = x.transfer_id
        from jsonb_to_recordset(${JSON.stringify(transfers.map((t) => ({ run_id: t.runId, transfer_id: t.transferId })))}::jsonb)
          as x(run_id bigint, transfer_id text)
        where r.id = x.run_id`,
  );
}

/** The main wallets of many accounts, opened where missing (no row is locked: call it outside a transaction). */
export async function mainWalletIds(
  db: DbOrTx,
  merchantId: number,
  currency: string,
  accountIds: readonly number[],
): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const ids = idArray(accountIds);
  await db.execute(
    sql`insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, may_go_negative)
        select ${merchantId}, 'account', owner_id, 'main', '', ${currency}, false
        from unnest(${ids}::bigint[]) as owner_id
        on conflict (merchant_id, owner_type, owner_id, kind, label, currency) do nothing`,
  );
  const rows = await queryRows(
    db,
    sql`select id, owner_id from ledger_accounts
        where merchant_id = ${merchantId} and owner_type = 'account' and kind = 'main' and label = ''
          and currency = ${currency} and owner_id = any(${ids}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.owner_id), Number(row.id)]));
}
