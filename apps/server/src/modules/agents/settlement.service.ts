import { createHash } from 'node:crypto';
import type { ContractKind, DividendPeriod, SettlementRunResult } from '@fortuna/contracts/agents';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContracts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Ledger } from '../ledger/ledger.service';
import { findMerchantById } from '../merchants/merchants.repo';
import { paymentSettingsOf } from '../payments/channels.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { moneyOf } from '../payments/payment-money';
import { type ContractRow, usernamesOf } from './contracts.repo';
import { type FigureSums, netLossOf } from './figures';
import { endedPeriods, type Period, periodOf } from './periods';
import {
  carriedLosses,
  insertRuns,
  mainWalletIds,
  type RunInsert,
  setRunTransfers,
  settledContracts,
  teamSumsOfAgents,
} from './settlement.repo';
import { settle, tiersOf } from './settlement-math';

export interface SettlementDeps {
  db: Db;
  ledger: Ledger;
}

/** How far back each job looks for periods not settled yet (a node that was down catches up). */
const LOOKBACK_MS: Record<ContractKind, number> = {
  realtime: 2 * 3_600_000,
  hourly: 2 * 86_400_000,
  daily: 7 * 86_400_000,
  dividend: 62 * 86_400_000,
};

/**
 * A period is settled only this long after it ended: a round that closed inside it but committed a
 * moment later still counts.
 */
export const SETTLE_GRACE_MS = 30_000;

/** Salaries settle on valid bet; dividends on the house's net result (after bonuses). */
function figureOf(kind: ContractKind, sums: FigureSums | undefined): bigint {
  if (!sums) return 0n;
  return kind === 'dividend' ? netLossOf(sums) : sums.validBet;
}

/** In force when the period ended: accepted before its end, not ended before its end. */
function inForceAt(contract: ContractRow, end: Date): boolean {
  if (!contract.acceptedAt || contract.acceptedAt.getTime() >= end.getTime()) return false;
  return contract.endedAt === null || contract.endedAt.getTime() >= end.getTime();
}

async function contractsToSettle(db: Db, merchantId: number, kind: ContractKind, since: Date): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        or(
          inArray(agentContracts.status, ['active', 'terminating']),
          and(eq(agentContracts.status, 'terminated'), gte(agentContracts.endedAt, since)),
        ),
      ),
    );
}

/** The ledger key of one period's payouts: the period and the exact set of contracts it pays. */
function settlementKey(kind: ContractKind, period: Period, runs: readonly RunInsert[]): string {
  const ids = runs.map((run) => run.contractId).sort((a, b) => a - b);
  const digest = createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 32);
  return `agent-settlement:${kind}:${period.start.toISOString()}:${digest}`;
}

interface Money {
  id: number;
  currency: string;
}

/**
 * Settles one period of one kind for the contracts given: the figures of every contracted agent's team
 * come from one rollup query; every run is inserted (a contract already settled for the period is
 * skipped) and every salary paid in one transaction, so the period pays once and wholly or not at all.
 */
async function settlePeriod(
  deps: SettlementDeps,
  merchant: Money,
  kind: ContractKind,
  period: Period,
  contracts: readonly ContractRow[],
): Promise<{ paid: number; alreadySettled: number; totalMinor: bigint; considered: number }> {
  const inForce = contracts.filter((contract) => inForceAt(contract, period.end));
  const done = await settledContracts(
    deps.db,
    inForce.map((contract) => contract.id),
    period.start,
  );
  const due = inForce.filter((contract) => !done.has(contract.id));
  if (due.length === 0) return { paid: 0, alreadySettled: done.size, totalMinor: 0n, considered: inForce.length };

  const byUpline = new Map<number, ContractRow[]>();
  for (const contract of inForce) {
    if (contract.uplineId === null) continue;
    byUpline.set(contract.uplineId, [...(byUpline.get(contract.uplineId) ?? []), contract]);
  }
  const agentIds = new Set<number>();
  for (const contract of due) {
    agentIds.add(contract.downlineId);
    for (const child of byUpline.get(contract.downlineId) ?? []) agentIds.add(child.downlineId);
  }
  const sums = await teamSumsOfAgents(deps.db, kind, [...agentIds], period.start, period.end);
  const carries =
    kind === 'dividend'
      ? await carriedLosses(
          deps.db,
          due.map((c) => c.id),
          period.start,
        )
      : new Map();
  const usernames = await usernamesOf(deps.db, [...agentIds]);

  const runs: RunInsert[] = due.flatMap((contract) => {
    const own = sums.get(contract.downlineId);
    const result = settle({
      figureMinor: figureOf(kind, own),
      activeMembers: own?.activeMembers ?? 0,
      tiers: tiersOf(contract.tiers),
      carryInMinor: carries.get(contract.id) ?? 0n,
      downlines: (byUpline.get(contract.downlineId) ?? []).map((child) => {
        const childSums = sums.get(child.downlineId);
        return {
          downlineId: child.downlineId,
          username: usernames.get(child.downlineId) ?? '',
          figureMinor: figureOf(kind, childSums),
          activeMembers: childSums?.activeMembers ?? 0,
          tiers: tiersOf(child.tiers),
        };
      }),
    });
    const carryIn = carries.get(contract.id) ?? 0n;
    // A team that did nothing and carries nothing has nothing to record.
    if (figureOf(kind, own) === 0n && carryIn === 0n) return [];
    const status = result.amountMinor === 0n ? 'nothing' : kind === 'dividend' ? 'computed' : 'paid';
    return [
      {
        merchantId: merchant.id,
        contractId: contract.id,
        agentId: contract.downlineId,
        kind,
        periodStart: period.start,
        periodEnd: period.end,
        status,
        teamFigureMinor: figureOf(kind, own),
        activeMembers: own?.activeMembers ?? 0,
        rateBp: result.rateBp,
        grossMinor: result.grossMinor,
        deductions: result.deductions.map((deduction) => ({
          downlineId: deduction.downlineId,
          username: deduction.username,
          teamFigureMinor: deduction.teamFigureMinor.toString(),
          rateBp: deduction.rateBp,
          amountMinor: deduction.amountMinor.toString(),
        })),
        carryInMinor: carryIn,
        carryOutMinor: result.carryOutMinor,
        amountMinor: result.amountMinor,
      },
    ];
  });

  const toPay = runs.filter((run) => run.status === 'paid');
  const wallets = await mainWalletIds(
    deps.db,
    merchant.id,
    merchant.currency,
    toPay.map((run) => run.agentId),
  );
  const houseId = await houseAccountId(deps.db, merchant);
  const written = await inLedgerTransaction(deps, async (tx, ledger) => {
    const inserted = await insertRuns(tx, runs);
    const paying = toPay.filter((run) => inserted.has(run.contractId));
    if (paying.length > 0) {
      const result = await ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: merchant.id,
        key: settlementKey(kind, period, paying),
        transfers: paying.map((run) => {
          const walletId = wallets.get(run.agentId);
          if (walletId === undefined) throw new Error(`no main wallet for agent ${run.agentId}`);
          return {
            debitAccountId: houseId,
            creditAccountId: walletId,
            amount: run.amountMinor,
            currency: merchant.currency,
            kind: `${kind}_salary`,
            reference: `contract:${run.contractId}:${period.start.toISOString()}`,
            metadata: { contractId: run.contractId, periodStart: period.start.toISOString(), rateBp: run.rateBp },
          };
        }),
      });
      await setRunTransfers(
        tx,
        paying.map((run, index) => ({
          runId: inserted.get(run.contractId) ?? 0,
          transferId: result.transfers[index]?.id ?? '',
        })),
      );
    }
    return { inserted, paying };
  });
  return {
    paid: written.paying.length,
    alreadySettled: done.size + (due.length - written.inserted.size),
    totalMinor: written.paying.reduce((sum, run) => sum + run.amountMinor, 0n),
    considered: inForce.length,
  };
}

/**
 * Settles every ended period of a kind (within the job's look-back, or the one holding `at`) for one
 * merchant. Safe to run again, or at the same moment on another node: each (contract, period) pays once.
 */
export async function runSettlement(
  deps: SettlementDeps,
  input: { merchantId: number; kind: ContractKind; now?: Date; at?: Date },
): Promise<SettlementRunResult> {
  const now = input.now ?? new Date();
  const settledBy = new Date(now.getTime() - SETTLE_GRACE_MS);
  const merchant = await findMerchantById(deps.db, input.merchantId);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  const { timeZone } = await paymentSettingsOf(deps.db, merchant.id);
  const since = new Date(now.getTime() - LOOKBACK_MS[input.kind]);
  const contracts = await contractsToSettle(deps.db, merchant.id, input.kind, input.at ?? since);
  const totals = { periods: 0, contracts: 0, paid: 0, alreadySettled: 0, totalMinor: 0n };

  const groups = new Map<DividendPeriod | null, ContractRow[]>();
  for (const contract of contracts) {
    const key = input.kind === 'dividend' ? (contract.period ?? 'monthly') : null;
    groups.set(key, [...(groups.get(key) ?? []), contract]);
  }
  const hasEnded = (period: Period) => period.end.getTime() <= settledBy.getTime();
  const { at } = input;
  if (at) {
    // Staff name an instant: refused only when no contract's period holding it has ended yet.
    const dividendPeriods = groups.size === 0 ? [null] : [...groups.keys()];
    if (!dividendPeriods.some((period) => hasEnded(periodOf(input.kind, at, timeZone, period)))) {
      throw new AppError('SETTLEMENT_PERIOD_OPEN');
    }
  }
  for (const [dividendPeriod, group] of groups) {
    let periods: Period[];
    if (at) {
      // Contracts whose period (a month, say) holding `at` is still open wait for it to end.
      periods = [periodOf(input.kind, at, timeZone, dividendPeriod)].filter(hasEnded);
    } else {
      const firstAccepted = Math.min(...group.map((contract) => contract.acceptedAt?.getTime() ?? now.getTime()));
      const start = new Date(Math.max(firstAccepted, since.getTime()));
      periods = endedPeriods(input.kind, start, settledBy, timeZone, dividendPeriod);
    }
    for (const period of periods) {
      const outcome = await settlePeriod(deps, merchant, input.kind, period, group);
      if (outcome.considered === 0) continue;
      totals.periods += 1;
      totals.contracts += outcome.considered;
      totals.paid += outcome.paid;
      totals.alreadySettled += outcome.alreadySettled;
      totals.totalMinor += outcome.totalMinor;
    }
  }
  return {
    periods: totals.periods,
    contracts: totals.contracts,
    paid: totals.paid,
    alreadySettled: totals.alreadySettled,
    total: moneyOf(totals.totalMinor),
  };
}
