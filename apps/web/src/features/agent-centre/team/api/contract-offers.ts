import { AGENT_API } from '@fortuna/contracts/agent-paths';
import type { ContractOfferInput } from '@fortuna/contracts/agents';
import { z } from 'zod';
import { apiRequest } from '../../../../api/client';

/** Offers a contract to a direct downline agent; it waits for the downline's answer. */
export async function offerContract(body: ContractOfferInput): Promise<void> {
  await apiRequest(AGENT_API.contracts, z.unknown(), { method: 'POST', body });
}
