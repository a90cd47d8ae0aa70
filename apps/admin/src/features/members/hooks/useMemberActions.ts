import type { MemberStatusChange } from '@fortuna/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { changeMemberStatus, resetMemberPassword, signOutMemberEverywhere, unlockMember } from '../api/members.api';

/** After any action on a member: the list, the open member and the audit log are read again. */
function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.membersAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
  };
}

export function useChangeMemberStatus() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ memberId, change }: { memberId: number; change: MemberStatusChange }) =>
      changeMemberStatus(memberId, change),
    onSuccess: refresh,
  });
}

export function useSignOutMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (memberId: number) => signOutMemberEverywhere(memberId),
    onSuccess: refresh,
  });
}

export function useUnlockMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (memberId: number) => unlockMember(memberId),
    onSuccess: refresh,
  });
}

export function useResetMemberPassword() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (memberId: number) => resetMemberPassword(memberId),
    onSuccess: refresh,
    // The temporary password is shown once: do not keep it in the mutation cache after the dialog closes.
    gcTime: 0,
  });
}
