import type { ContractOfferInput } from '@fortuna/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentQueryRoot } from '../api/agent-keys';
import { offerContract } from '../api/contract-offers';

/** The code of the refusal that asks the agent to confirm a rate below the downline's current contract. */
export const LOWER_RATE_CONFIRM = 'CONTRACT_LOWER_RATE_CONFIRM';

/** Sends a contract offer; the downline list and the contract lists are read again afterwards. */
export function useContractOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: ContractOfferInput) => offerContract(offer),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentQueryRoot }),
  });
}
