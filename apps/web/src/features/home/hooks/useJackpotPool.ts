import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { type JackpotPool, jackpotPoolSchema } from '@fortuna/contracts/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSiteSocket } from '../../../hooks/useSiteSocket';
import { jackpotQuery, jackpotQueryKey } from '../api/content';

/**
 * The real progressive pool of the merchant, or null when no progressive game offers one. Every stake and
 * every hit the server pushes over the site socket replaces it at once; a reconnect reads it again.
 */
export function useJackpotPool(): JackpotPool | null {
  const socket = useSiteSocket();
  const queryClient = useQueryClient();
  const { data } = useQuery(jackpotQuery());

  useEffect(() => {
    if (!socket) return;
    const handlePool = (payload: unknown) => {
      const parsed = jackpotPoolSchema.safeParse(payload);
      if (parsed.success) queryClient.setQueryData(jackpotQueryKey, parsed.data);
    };
    const refetch = () => void queryClient.invalidateQueries({ queryKey: jackpotQueryKey });
    socket.on(SOCKET_EVENTS.jackpot, handlePool);
    socket.io.on('reconnect', refetch);
    return () => {
      socket.off(SOCKET_EVENTS.jackpot, handlePool);
      socket.io.off('reconnect', refetch);
    };
  }, [socket, queryClient]);

  return data ?? null;
}
