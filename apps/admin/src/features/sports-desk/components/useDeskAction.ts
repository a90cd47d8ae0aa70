import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-store';
import { deskKeys } from '../api/sports-desk.api';

/** A desk action: on success the desk and the audit log are read again and `done` is shown; errors as toasts. */
export function useDeskAction<T>(action: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
      toast.success(done);
    },
    onError: (error) => toast.error(error.message),
  });
}
