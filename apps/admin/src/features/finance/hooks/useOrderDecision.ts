import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { financeKeys } from '../api/finance-keys';
import type { OrderDecision } from '../api/orders.api';
import { useSubmissionKeys } from './useSubmissionKeys';

type Decide<T> = (id: number, decision: OrderDecision, key: string) => Promise<T>;

/**
 * A staff decision on a pending order, sent with an Idempotency-Key that survives a retry after a lost
 * answer. Whatever the answer, the finance lists are read again: a conflict means the order changed.
 */
export function useOrderDecision<T>(decide: Decide<T>) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: OrderDecision }) =>
      decide(id, decision, keys.keyFor(`${id}:${JSON.stringify(decision)}`)),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
