import type { MemberStatusChange } from '@fortuna/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { changeMemberStatus, signOutMemberEverywhere } from '../api/members.api';

export function useChangeMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, change }: { memberId: number; change: MemberStatusChange }) =>
      changeMemberStatus(memberId, change),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.membersAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}

export function useSignOutMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => signOutMemberEverywhere(memberId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.membersAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
    },
  });
}
