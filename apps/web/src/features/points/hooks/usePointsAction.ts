import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { balanceQuery } from '../../wallet/api/balance';
import { createSubmissionKeys } from '../../wallet/hooks/submission-key';
import { pointsQueryRoot } from '../api/points';

/**
 * A money-like points action (redeem, convert): the idempotency key is kept for a retry after a lost answer, and
 * afterwards the points, the goods and the balance load again.
 */
export function usePointsAction<Input, Result>(send: (input: Input, key: string) => Promise<Result>) {
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [keys] = useState(() => createSubmissionKeys());
  const mutation = useMutation({
    mutationFn: (input: Input) => send(input, keys.keyFor(JSON.stringify(input))),
    onSettled: async (_result, error) => {
      if (!(error instanceof ApiError && error.isNetworkFailure)) keys.settle();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey }),
      ]);
    },
  });
  return {
    submit: (input: Input) => mutation.mutate(input),
    isPending: mutation.isPending,
    done: mutation.data ?? null,
    error: mutation.error ? errorMessage(mutation.error) : null,
    reset: mutation.reset,
  };
}
