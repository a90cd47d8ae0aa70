import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unlockIp } from '../api/ip-locks.api';

export function useUnlockIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lockId: number) => unlockIp(lockId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.ipLocksAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
