import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { balanceQuery } from '../../wallet/api/balance';
import { createSubmissionKeys } from '../../wallet/hooks/submission-key';
import { claimRebate, rebateQueryRoot } from '../api/rebate';

/**
 * Claims the accrued rebate; afterwards the rebate and the balance load again. A retry after a lost answer reuses
 * the idempotency key, so it cannot pay twice.
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [keys] = useState(() => createSubmissionKeys());
  const mutation = useMutation({
    mutationFn: () => claimRebate(keys.keyFor('rebate')),
    onSettled: async (_result, error) => {
      if (!(error instanceof ApiError && error.isNetworkFailure)) keys.settle();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateQueryRoot }),
        queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey }),
      ]);
    },
  });
  return {
    claim: () => mutation.mutate(),
    isClaiming: mutation.isPending,
    done: mutation.data ?? null,
    error: mutation.error ? errorMessage(mutation.error) : null,
  };
}
