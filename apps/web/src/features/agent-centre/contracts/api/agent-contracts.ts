import { AGENT_API } from '@fortuna/contracts/agent-paths';
import {
  type Contract,
  type ContractKind,
  contractSchema,
  contractSummarySchema,
  type SettlementQuery,
  settlementPageSchema,
} from '@fortuna/contracts/agents';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../../api/member-info';
import type { ContractRole } from '../hooks/contract-model';

/** Every agent contract and settlement query, dropped together after an answer or a request. */
export const agentContractsQueryRoot = [...MEMBER_QUERY_ROOT, 'agent', 'contracts'] as const;

/** The list comes as a bare array or inside a page; both read as the contracts. */
const contractListSchema = z
  .union([z.array(contractSchema), z.object({ list: z.array(contractSchema) })])
  .transform((value): Contract[] => (Array.isArray(value) ? value : value.list));

/** Contract flags for the menu and the number of requests waiting for the agent. */
export function contractSummaryQuery() {
  return queryOptions({
    queryKey: [...agentContractsQueryRoot, 'summary'],
    queryFn: ({ signal }) => apiRequest(AGENT_API.contractSummary, contractSummarySchema, { signal }),
    staleTime: 30_000,
    retry: 1,
  });
}

/** The agent's contracts of a kind: its own (as the downline) or those it offered (as the upline). */
export function contractsQuery(kind: ContractKind, role: ContractRole) {
  return queryOptions({
    queryKey: [...agentContractsQueryRoot, 'list', kind, role],
    queryFn: ({ signal }) => apiRequest(AGENT_API.contracts, contractListSchema, { signal, query: { kind, role } }),
    staleTime: 0,
  });
}

/** One page of settlements; the previous page stays shown while the next loads. */
export function settlementsQuery(filter: SettlementQuery | null) {
  return queryOptions({
    queryKey: [...agentContractsQueryRoot, 'settlements', filter],
    queryFn: filter
      ? ({ signal }) => apiRequest(AGENT_API.settlements, settlementPageSchema, { signal, query: { ...filter } })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type ContractAnswer = 'accept' | 'reject' | 'terminate';

const ANSWER_PATHS: Record<ContractAnswer, (id: number) => string> = {
  accept: AGENT_API.contractAccept,
  reject: AGENT_API.contractReject,
  terminate: AGENT_API.contractTerminate,
};

/** Accepts or rejects the request waiting on a contract, or asks to end it (withdraws an offer). */
export function answerContract(id: number, answer: ContractAnswer): Promise<unknown> {
  return apiRequest(ANSWER_PATHS[answer](id), z.unknown(), { method: 'POST', body: {} });
}

/** Asks the upline to pay a computed dividend. */
export function requestDividend(id: number) {
  return apiRequest(AGENT_API.dividendRequest(id), z.unknown(), { method: 'POST', body: {} });
}

/** Approves a downline's requested dividend (the money moves). */
export function approveDividend(id: number) {
  return apiRequest(AGENT_API.dividendApprove(id), z.unknown(), { method: 'POST', body: {} });
}
