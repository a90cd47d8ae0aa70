import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { balanceSchema } from '@fortuna/contracts/wallet';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { paymentsQueryRoot } from '../../payments/api/payment-keys';
import { balanceQueryKey } from '../api/balance';
import { walletQueryRoot } from '../api/wallet-keys';

/** Member-centre figures that follow the money: other wallets, the transaction history, deposit and withdrawal orders. */
const MONEY_QUERY_ROOTS = [walletQueryRoot, [...MEMBER_QUERY_ROOT, 'transactions'], paymentsQueryRoot] as const;

/** Open pages showing money figures read them again (only queries on screen are fetched). */
function refreshMoneyPages(queryClient: QueryClient): void {
  for (const queryKey of MONEY_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Applies the balance pushed after every ledger operation that touched the member (rounds of every
 * product, deposits, withdrawals, transfers, bonuses), so the header and any open member-centre page
 * follow it live; `wallet:changed` (a bonus, points or vendor wallet) has those pages read theirs again.
 * After a reconnect the balance is read again. Used only while signed in: the socket then carries the
 * member's token. An open game hears of the same events through its window (`useGameBalanceRelay`).
 */
export function useBalanceSocket(): void {
  const queryClient = useQueryClient();
  const socket = useSiteSocket();
  useLiveEvent(
    socket,
    SOCKET_EVENTS.balance,
    (payload) => {
      const parsed = balanceSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData(balanceQueryKey, parsed.data);
      refreshMoneyPages(queryClient);
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      refreshMoneyPages(queryClient);
    },
  );
  useLiveEvent(
    socket,
    SOCKET_EVENTS.walletChanged,
    () => refreshMoneyPages(queryClient),
    () => undefined,
  );
}
