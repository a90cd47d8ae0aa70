import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { useSubmissionKeys } from '../../finance/hooks/useSubmissionKeys';
import { agentKeys } from '../api/agent-keys';

/**
 * A staff action on agents (offer, terminate, run, approve), sent with an Idempotency-Key that survives a
 * retry after a lost answer. Whatever the answer, the agent lists are read again: a conflict means the
 * contract or settlement changed.
 */
export function useAgentAction<V, R>(act: (variables: V, key: string) => Promise<R>) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (variables: V) => act(variables, keys.keyFor(JSON.stringify(variables))),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
