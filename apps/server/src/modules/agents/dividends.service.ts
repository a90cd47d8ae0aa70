import type { Settlement, SettlementPage, SettlementQuery } from '@fortuna/contracts/agents';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContracts, settlementRuns } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { findMerchantById } from '../merchants/merchants.repo';
import { paymentSettingsOf } from '../payments/channels.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId, memberMainId } from '../payments/payment-accounts';
import { moneyOf } from '../payments/payment-money';
import type { AccountRow } from '../sessions/sessions.repo';
import { presentSettlement, presentSettlements, type SettlementRow } from './agents.present';
import { usernamesOf } from './contracts.repo';
import type { SettlementDeps } from './settlement.service';
import { dateRangeInstants } from './zoned-time';

async function findRun(db: Db, id: number, forUpdate = false): Promise<SettlementRow | undefined> {
  const query = db.select().from(settlementRuns).where(eq(settlementRuns.id, id)).limit(1);
  return (forUpdate ? await query.for('update') : await query)[0];
}

/** The agent asks for a computed dividend to be paid: it goes to its upline (or the platform) to approve. */
export async function requestDividend(db: Db, agent: AccountRow, id: number): Promise<Settlement> {
  const [row] = await db
    .update(settlementRuns)
    .set({ status: 'requested' })
    .where(
      and(
        eq(settlementRuns.id, id),
        eq(settlementRuns.agentId, agent.id),
        eq(settlementRuns.kind, 'dividend'),
        eq(settlementRuns.status, 'computed'),
      ),
    )
    .returning();
  if (!row) {
    const existing = await findRun(db, id);
    if (existing?.agentId !== agent.id) throw new AppError('NOT_FOUND', 'This dividend does not exist');
    throw new AppError('DIVIDEND_STATE');
  }
  return presentSettlement(row, await usernamesOf(db, [row.agentId]));
}

/**
 * Approves a requested dividend and pays it from the house, once: the status moves from requested to
 * paid under the run's row lock, in the same transaction as the ledger transfer keyed by the run.
 * `approver` is the upline agent, or null for staff approving a top-level agent's dividend.
 */
export async function approveDividend(
  deps: SettlementDeps,
  approver: { agentId: number | null; merchantId?: number },
  id: number,
): Promise<{ settlement: Settlement; merchantId: number }> {
  const peek = await findRun(deps.db, id);
  const outOfReach = approver.merchantId !== undefined && peek?.merchantId !== approver.merchantId;
  if (!peek || outOfReach || peek.kind !== 'dividend') {
    throw new AppError('NOT_FOUND', 'This dividend does not exist');
  }
  const [contract] = await deps.db.select().from(agentContracts).where(eq(agentContracts.id, peek.contractId)).limit(1);
  if (!contract || contract.uplineId !== approver.agentId) throw new AppError('FORBIDDEN');
  const merchant = await findMerchantById(deps.db, peek.merchantId);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  const houseId = await houseAccountId(deps.db, merchant);
  const walletId = await memberMainId(deps.db, merchant, peek.agentId);
  const paid = await inLedgerTransaction(deps, async (tx, ledger) => {
    const [row] = await tx.select().from(settlementRuns).where(eq(settlementRuns.id, id)).limit(1).for('update');
    if (row?.status !== 'requested') throw new AppError('DIVIDEND_STATE');
    const result = await ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: merchant.id,
      key: `agent-dividend:${row.id}`,
      transfers: [
        {
          debitAccountId: houseId,
          creditAccountId: walletId,
          amount: row.amountMinor,
          currency: merchant.currency,
          kind: 'dividend',
          reference: `contract:${row.contractId}:${row.periodStart.toISOString()}`,
          metadata: { contractId: row.contractId, runId: row.id },
        },
      ],
    });
    const [updated] = await tx
      .update(settlementRuns)
      .set({ status: 'paid', paidAt: new Date(), ledgerTransferId: result.transfers[0]?.id ?? null })
      .where(eq(settlementRuns.id, row.id))
      .returning();
    if (!updated) throw new Error('dividend run vanished');
    return updated;
  });
  return {
    settlement: presentSettlement(paid, await usernamesOf(deps.db, [paid.agentId])),
    merchantId: paid.merchantId,
  };
}

/**
 * Settlement records: the agent's own payouts, or (scope downlines) those of the agents it holds
 * contracts with, over a date range in the merchant's zone (by period start).
 */
export async function listSettlements(db: Db, agent: AccountRow, query: SettlementQuery): Promise<SettlementPage> {
  const { timeZone } = await paymentSettingsOf(db, agent.merchantId);
  const { start, end } = dateRangeInstants(query.from, query.to, timeZone);
  const who =
    query.scope === 'mine'
      ? eq(settlementRuns.agentId, agent.id)
      : inArray(
          settlementRuns.contractId,
          db.select({ id: agentContracts.id }).from(agentContracts).where(eq(agentContracts.uplineId, agent.id)),
        );
  return settlementPage(
    db,
    and(
      who,
      gte(settlementRuns.periodStart, start),
      lt(settlementRuns.periodStart, end),
      query.kind ? eq(settlementRuns.kind, query.kind) : undefined,
    ),
    query,
  );
}

export async function settlementPage(
  db: Db,
  where: ReturnType<typeof and>,
  page: { pageNo: number; pageSize: number },
): Promise<SettlementPage> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(settlementRuns)
      .where(where)
      .orderBy(desc(settlementRuns.periodStart), desc(settlementRuns.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${settlementRuns.amountMinor}) filter (where ${settlementRuns.status} = 'paid'), 0)::text`,
      })
      .from(settlementRuns)
      .where(where),
  ]);
  return {
    list: await presentSettlements(db, rows),
    total: Number(totals[0]?.total ?? 0),
    totalAmount: moneyOf(BigInt(totals[0]?.amount ?? '0')),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}
