import type {
  Contract,
  ContractKind,
  ContractStatus,
  DividendPeriod,
  Settlement,
  SettlementStatus,
} from '@fortuna/contracts/agents';
import { parseMinor } from '@fortuna/contracts/money';
import type { BadgeTone } from '../../../ui/Badge';

interface StatusMeta {
  label: string;
  tone: BadgeTone;
}

export const CONTRACT_KIND_META: Record<ContractKind, { label: string; short: string; hint: string }> = {
  realtime: { label: 'Real-time salary', short: 'Real-time', hint: 'A share of the team’s valid bet, every 5 minutes' },
  hourly: { label: 'Hourly salary', short: 'Hourly', hint: 'A share of the team’s valid bet, every hour' },
  daily: { label: 'Daily salary', short: 'Daily', hint: 'A share of the team’s valid bet, every day' },
  dividend: { label: 'Dividend', short: 'Dividend', hint: 'A share of the team’s net loss, per dividend period' },
};

export const DIVIDEND_PERIOD_LABELS: Record<DividendPeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
};

export const CONTRACT_STATUS_META: Record<ContractStatus, StatusMeta> = {
  offered: { label: 'Offered', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  terminating: { label: 'Terminating', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'neutral' },
  terminated: { label: 'Terminated', tone: 'neutral' },
};

export const SETTLEMENT_STATUS_META: Record<SettlementStatus, StatusMeta> = {
  paid: { label: 'Paid', tone: 'success' },
  nothing: { label: 'Nothing earned', tone: 'neutral' },
  computed: { label: 'Computed', tone: 'info' },
  requested: { label: 'Requested', tone: 'warning' },
};

/** Contracts that are still in play (offered, active, terminating): the ones a tree node shows. */
const LIVE_STATUSES: readonly ContractStatus[] = ['offered', 'active', 'terminating'];
const KIND_ORDER: readonly ContractKind[] = ['realtime', 'hourly', 'daily', 'dividend'];

/** A node's contracts worth a chip: the live ones, in the order salaries then dividend. */
export function liveContracts<T extends { kind: ContractKind; status: ContractStatus }>(contracts: readonly T[]): T[] {
  return contracts
    .filter((contract) => LIVE_STATUSES.includes(contract.status))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/** A contract the platform or staff may still end. */
export function isTerminable(contract: Pick<Contract, 'status'>): boolean {
  return LIVE_STATUSES.includes(contract.status);
}

/** Ids of the contracts the platform gave top-level agents (no upline): their dividends are the platform's to approve. */
export function platformContractIds(contracts: readonly Pick<Contract, 'id' | 'upline'>[]): Set<number> {
  return new Set(contracts.filter((contract) => contract.upline === null).map((contract) => contract.id));
}

/** A requested dividend of a top-level agent: staff approve it (pay it); an agent's upline approves the others. */
export function canApproveDividend(
  settlement: Pick<Settlement, 'kind' | 'status' | 'contractId'>,
  platformContracts: ReadonlySet<number>,
): boolean {
  return (
    settlement.kind === 'dividend' && settlement.status === 'requested' && platformContracts.has(settlement.contractId)
  );
}

/** What the downline agents earned on their own teams, taken from the gross. */
export function deductionsMinor(settlement: Pick<Settlement, 'deductions'>): bigint {
  return settlement.deductions.reduce((sum, deduction) => sum + parseMinor(deduction.amount.amountMinor), 0n);
}

/** Pages of a list the server counts but does not page-count. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
