import type { StaffLogin } from '@fortuna/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { useSessionStore } from '../../../session/session-store';
import { logIn } from '../api/session.api';

export function useLogin() {
  const queryClient = useQueryClient();
  const signIn = useSessionStore((state) => state.signIn);

  return useMutation({
    mutationFn: (credentials: StaffLogin) => logIn(credentials),
    onSuccess: ({ token, staff }) => {
      queryClient.clear();
      signIn(token, staff);
      queryClient.setQueryData(queryKeys.session, staff);
    },
  });
}
