import type { CreateDownline } from '@fortuna/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentQueryRoot } from '../api/agent-keys';
import { createDownline } from '../api/downlines';
import { type CreatedAccount, createdAccountOf } from './created-account';

/** Registers a downline; the team's figures and lists are read again once it exists. */
export function useRegisterDownline(onCreated: (account: CreatedAccount) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDownline) => createDownline(body),
    onSuccess: (answer, sent) => {
      onCreated(createdAccountOf(answer, sent));
      void queryClient.invalidateQueries({ queryKey: agentQueryRoot });
    },
  });
}
