import type { GrantBonus } from '@fortuna/contracts/payments-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { grantBonus } from '../api/reports.api';
import { useSubmissionKeys } from './useSubmissionKeys';

/** Grants a bonus with an Idempotency-Key that survives a retry after a lost answer; members and the audit log are read again. */
export function useGrantBonus() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: (body: GrantBonus) => grantBonus(body, keys.keyFor(JSON.stringify(body))),
    onSuccess: () => keys.settle(),
    onError: (error) => keys.settle(error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.membersAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
