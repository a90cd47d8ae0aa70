import type { Contract, Settlement } from '@fortuna/contracts/agents';
import type { DbOrTx } from '../../db/client';
import type { settlementRuns } from '../../db/schema/index';
import { moneyOf } from '../payments/payment-money';
import { type ContractRow, usernamesOf } from './contracts.repo';

export type SettlementRow = typeof settlementRuns.$inferSelect;

export function presentContract(row: ContractRow, names: Map<number, string>): Contract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period ?? null,
    status: row.status,
    upline: row.uplineId === null ? null : { id: row.uplineId, username: names.get(row.uplineId) ?? '' },
    downline: { id: row.downlineId, username: names.get(row.downlineId) ?? '' },
    tiers: row.tiers.map((tier) => ({
      minActiveMembers: tier.minActiveMembers,
      minTeamFigure: moneyOf(BigInt(tier.minTeamFigureMinor)),
      rateBp: tier.rateBp,
    })),
    maxRateBp: row.maxRateBp,
    pendingRequest: row.status === 'offered' ? 'new_contract' : row.status === 'terminating' ? 'termination' : null,
    requestedBy: row.status === 'offered' || row.status === 'terminating' ? (row.requestedBy ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export async function presentContracts(db: DbOrTx, rows: readonly ContractRow[]): Promise<Contract[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((row) => (row.uplineId === null ? [row.downlineId] : [row.uplineId, row.downlineId])),
  );
  return rows.map((row) => presentContract(row, names));
}

export function presentSettlement(row: SettlementRow, names: Map<number, string>): Settlement {
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    agent: { id: row.agentId, username: names.get(row.agentId) ?? '' },
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    status: row.status,
    teamFigure: moneyOf(row.teamFigureMinor),
    activeMembers: row.activeMembers,
    rateBp: row.rateBp,
    gross: moneyOf(row.grossMinor),
    deductions: row.deductions.map((deduction) => ({
      downlineId: deduction.downlineId,
      username: deduction.username,
      teamFigure: moneyOf(BigInt(deduction.teamFigureMinor)),
      rateBp: deduction.rateBp,
      amount: moneyOf(BigInt(deduction.amountMinor)),
    })),
    carryIn: moneyOf(row.carryInMinor),
    carryOut: moneyOf(row.carryOutMinor),
    amount: moneyOf(row.amountMinor),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export async function presentSettlements(db: DbOrTx, rows: readonly SettlementRow[]): Promise<Settlement[]> {
  const names = await usernamesOf(
    db,
    rows.map((row) => row.agentId),
  );
  return rows.map((row) => presentSettlement(row, names));
}
