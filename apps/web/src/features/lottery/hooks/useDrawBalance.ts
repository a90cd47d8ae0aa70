import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { balanceQueryKey } from '../../wallet/api/balance';
import { LOTTERY_QUERY_ROOT, lotteryBalanceQuery } from '../api/lottery-api';

function refreshAfterResult(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'bets'] });
  void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'balance'] });
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
}

/**
 * The balance a draw page shows (regional and SEA): the one the wallet answered after the last bet, else
 * the window's balance. A new approved result (`latestDrawId` changes) settles bets: the player's bets,
 * the window's balance and the header's are read again.
 */
export function useDrawBalance(
  token: string,
  ticket: { balance: string | null; resetBalance: () => void },
  latestDrawId: string | undefined,
): string | undefined {
  const queryClient = useQueryClient();
  const balance = useQuery({ ...lotteryBalanceQuery(token), enabled: token !== '' });
  const reset = useRef(ticket.resetBalance);
  reset.current = ticket.resetBalance;
  useEffect(() => {
    if (!latestDrawId) return;
    reset.current();
    refreshAfterResult(queryClient);
  }, [latestDrawId, queryClient]);
  return ticket.balance ?? balance.data?.balance;
}
