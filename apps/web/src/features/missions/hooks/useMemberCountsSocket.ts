import { MEMBER_COUNTS_EVENT } from '@fortuna/contracts/missions';
import { memberCountsSchema } from '@fortuna/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { memberCountsQueryKey } from '../../member-centre/api/member-counts';
import { missionsQueryRoot } from '../api/missions';

/**
 * Applies the member's counts pushed after a round settles (or other money moves) while missions run: the red
 * badges follow at once, and an open missions page reads its progress again. After a reconnect both are read again.
 */
export function useMemberCountsSocket(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: missionsQueryRoot });
  };
  useLiveEvent(
    useSiteSocket(),
    MEMBER_COUNTS_EVENT,
    (payload) => {
      const parsed = memberCountsSchema.safeParse(payload);
      if (parsed.success) queryClient.setQueryData(memberCountsQueryKey, parsed.data);
      refresh();
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: memberCountsQueryKey });
      refresh();
    },
  );
}
