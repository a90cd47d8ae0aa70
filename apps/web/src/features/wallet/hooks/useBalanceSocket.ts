import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { balanceSchema } from '@fortuna/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { balanceQueryKey } from '../api/balance';
import { walletQueryRoot } from '../api/wallet-keys';

/**
 * Applies the balance pushed after every posted transfer that touched the member, so the header
 * (and any open wallet page) updates live; after a reconnect the balance is read again.
 * Used only while signed in: the socket then carries the member's token.
 */
export function useBalanceSocket(): void {
  const queryClient = useQueryClient();
  useLiveEvent(
    useSiteSocket(),
    SOCKET_EVENTS.balance,
    (payload) => {
      const parsed = balanceSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData(balanceQueryKey, parsed.data);
      // Pages showing wallet figures other than the main balance re-read them.
      void queryClient.invalidateQueries({ queryKey: walletQueryRoot });
    },
    () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
  );
}
