import { AGENT_API } from '@fortuna/contracts/agent-paths';
import {
  type AdminContractOffer,
  type ContractKind,
  type ContractStatus,
  contractSchema,
} from '@fortuna/contracts/agents';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { idempotencyHeaders } from '../../finance/api/idempotency-key';
import { agentKeys } from './agent-keys';

export interface ContractQuery {
  merchantId: number;
  status?: ContractStatus | undefined;
  kind?: ContractKind | undefined;
}

const contractsSchema = z.array(contractSchema);

/** A merchant's agent contracts, narrowed by status and kind. */
export function contractsQuery(query: ContractQuery) {
  const params = { merchantId: query.merchantId, status: query.status, kind: query.kind };
  return queryOptions({
    queryKey: agentKeys.contracts(params),
    queryFn: ({ signal }) => apiRequest(AGENT_API.admin.contracts, contractsSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What an action answers is not read: the lists are read again afterwards, so any answer of a successful
 * envelope will do.
 */
const anyValue = z.unknown();

/** The platform offers a top-level agent a contract; `key` makes a retried call count once. */
export function offerContract(body: AdminContractOffer, key: string): Promise<unknown> {
  return apiRequest(AGENT_API.admin.contracts, anyValue, {
    method: 'POST',
    body,
    headers: idempotencyHeaders(key),
  });
}

/** Ends a contract. */
export function terminateContract(id: number, key: string): Promise<unknown> {
  return apiRequest(AGENT_API.admin.contractTerminate(id), anyValue, {
    method: 'POST',
    body: {},
    headers: idempotencyHeaders(key),
  });
}
