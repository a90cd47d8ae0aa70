import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { p2pPartEventSchema } from '@fortuna/contracts/payments-p2p';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { p2pQueryRoot } from './p2p-api';

/**
 * Keeps the P2P screens live: the server pushes a part's change to both members' sockets, and the
 * screen's queries are read again (after a reconnect too, since events may have been missed).
 */
export function useP2pLive(isFor: (event: { withdrawalId: number; depositId: number }) => boolean): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: p2pQueryRoot });
  useLiveEvent(
    useSiteSocket(),
    SOCKET_EVENTS.p2pPart,
    (payload) => {
      const parsed = p2pPartEventSchema.safeParse(payload);
      if (parsed.success && isFor(parsed.data)) refresh();
    },
    refresh,
  );
}
