import { AGENT_API } from '@fortuna/contracts/agent-paths';
import {
  type AdminSettlementRun,
  type ContractKind,
  settlementPageSchema,
  settlementRunResultSchema,
} from '@fortuna/contracts/agents';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { idempotencyHeaders } from '../../finance/api/idempotency-key';
import { agentKeys } from './agent-keys';

export interface SettlementListQuery {
  merchantId: number;
  kind?: ContractKind | undefined;
  /** Calendar days (yyyy-MM-dd), both inclusive. */
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

/** One page of a merchant's settlements, each with the figures it was computed from. */
export function settlementsQuery(query: SettlementListQuery) {
  const params = {
    merchantId: query.merchantId,
    kind: query.kind,
    from: query.from,
    to: query.to,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
  return queryOptions({
    queryKey: agentKeys.settlements(params),
    queryFn: ({ signal }) => apiRequest(AGENT_API.admin.settlements, settlementPageSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Settles every contract of a kind for the ended period holding `at`; periods already settled are skipped. */
export function runSettlement(body: AdminSettlementRun, key: string) {
  return apiRequest(AGENT_API.admin.settlementRun, settlementRunResultSchema, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(key),
  });
}

/** Approves (pays) a dividend a top-level agent requested. */
export function approveDividend(id: number, key: string): Promise<unknown> {
  // The answer is not read: the list is read again afterwards.
  return apiRequest(AGENT_API.admin.dividendApprove(id), z.unknown(), {
    method: 'POST',
    body: {},
    headers: idempotencyHeaders(key),
  });
}
