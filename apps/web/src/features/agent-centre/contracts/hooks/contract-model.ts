import type { Contract, ContractKind, ContractSummary } from '@fortuna/contracts/agents';
import type { ContractFlags, ContractPageId } from '../../hooks/agent-pages';

/** The contract kind each contract entry of the menu shows. */
export const PAGE_KINDS: Record<ContractPageId, ContractKind> = {
  realtimeSalary: 'realtime',
  hourlySalary: 'hourly',
  dailyWages: 'daily',
  dividend: 'dividend',
};

/** The menu entry of a contract kind. */
export function pageOfKind(kind: ContractKind): ContractPageId {
  const entry = Object.entries(PAGE_KINDS).find(([, candidate]) => candidate === kind);
  return (entry?.[0] ?? 'dividend') as ContractPageId;
}

/** A contract entry is shown while the agent holds that kind of contract or a request of it waits (spec §3). */
export function contractFlagsOf(summary: ContractSummary | undefined): ContractFlags {
  if (!summary) return {};
  return {
    realtimeSalary: summary.salary || summary.realtimesalreqtype,
    hourlySalary: summary.hourSalary || summary.contracthoursalreq,
    dailyWages: summary.dailySalary || summary.dailysalreq,
    dividend: summary.enableCt || summary.divtypereq,
  };
}

/** The contract entries where a request waits for the agent's answer. */
export function pagesWithRequests(summary: ContractSummary | undefined): ContractPageId[] {
  if (!summary) return [];
  const waiting: [ContractPageId, boolean][] = [
    ['realtimeSalary', summary.realtimesalreqtype],
    ['hourlySalary', summary.contracthoursalreq],
    ['dailyWages', summary.dailysalreq],
    ['dividend', summary.divtypereq],
  ];
  return waiting.filter(([, isWaiting]) => isWaiting).map(([page]) => page);
}

/** A rate in basis points as a percent: 150 → "1.5%", 1000 → "10%", 5 → "0.05%". */
export function formatRateBp(rateBp: number): string {
  const percent = (rateBp / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${percent}%`;
}

export type ContractRole = 'upline' | 'downline';
export type ContractAction = 'accept' | 'reject' | 'terminate';

/** Whether a request was sent by the other side of the contract than the caller. */
function isFromOtherSide(contract: Contract, role: ContractRole): boolean {
  if (contract.requestedBy === null) return false;
  return role === 'downline' ? contract.requestedBy !== 'downline' : contract.requestedBy === 'downline';
}

/**
 * What the caller may do with a contract from its side: answer an offer or a termination request of
 * the other side, ask to end an active contract, or (as the upline) withdraw an offer still unanswered.
 */
export function contractActions(contract: Contract, role: ContractRole): ContractAction[] {
  switch (contract.status) {
    case 'offered':
      if (role === 'upline') return ['terminate'];
      return contract.requestedBy === 'downline' ? [] : ['accept', 'reject'];
    case 'terminating':
      return isFromOtherSide(contract, role) ? ['accept', 'reject'] : [];
    case 'active':
      return ['terminate'];
    default:
      return [];
  }
}

/** Whether the contract's pending request waits for the caller. */
export function isWaitingForCaller(contract: Contract, role: ContractRole): boolean {
  return contractActions(contract, role).includes('accept');
}
