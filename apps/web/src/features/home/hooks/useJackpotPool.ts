import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { type JackpotPool, jackpotPoolSchema } from '@fortuna/contracts/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { jackpotQuery, jackpotQueryKey } from '../api/content';

/**
 * The real progressive pool of the merchant, or null when no progressive game offers one. Every stake and
 * every hit the server pushes over the site socket replaces it at once; a reconnect reads it again.
 */
export function useJackpotPool(): JackpotPool | null {
  const queryClient = useQueryClient();
  const { data } = useQuery(jackpotQuery());
  useLiveEvent(
    useSiteSocket(),
    SOCKET_EVENTS.jackpot,
    (payload) => {
      const parsed = jackpotPoolSchema.safeParse(payload);
      if (parsed.success) queryClient.setQueryData(jackpotQueryKey, parsed.data);
    },
    () => void queryClient.invalidateQueries({ queryKey: jackpotQueryKey }),
  );
  return data ?? null;
}
