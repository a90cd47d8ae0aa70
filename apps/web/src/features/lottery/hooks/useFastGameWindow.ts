import type { FastGameCode } from '@fortuna/contracts/lottery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryKey } from '../../wallet/api/balance';
import {
  LOTTERY_QUERY_ROOT,
  lotteryLobbyQuery,
  myBetsQuery,
  openLottery,
  recentResultsQuery,
} from '../api/lottery-api';
import { windowOddsQuery } from '../api/lottery-stats-api';
import { useNow } from './useNow';
import { useTicket } from './useTicket';

/**
 * A fast game's window as every fast betting page uses it: the lottery session, the game's open draw and
 * countdown state, recent results, the player's bets and a ticket on the open draw.
 */
export function useFastGameWindow<T extends string>(gameCode: FastGameCode, initialType: T) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: [...LOTTERY_QUERY_ROOT, 'session', gameCode],
    queryFn: () => openLottery(gameCode, i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const token = session.data?.lotteryToken ?? '';
  const lobby = useQuery(lotteryLobbyQuery());
  const game = lobby.data?.find((entry) => entry.gameCode === gameCode);
  const results = useQuery(recentResultsQuery(gameCode));
  const bets = useQuery({ ...myBetsQuery(token), enabled: token !== '', refetchInterval: 4_000 });
  const now = useNow(250);
  // The odds in force, read again every few seconds and on focus (the session's until the first answer).
  const inForce = useQuery(windowOddsQuery(token)).data;
  const odds = inForce ? (inForce.modes[0]?.odds ?? []) : (session.data?.odds ?? []);
  const payTable = inForce ? inForce.payTable : session.data?.payTable;
  const oddsVersion = inForce ? inForce.versions[inForce.defaultMode] : session.data?.oddsVersion;
  const ticket = useTicket<T>(token, game?.next?.drawId, initialType, undefined, oddsVersion);
  const lastDrawId = game?.last?.drawId;

  // A new result: the board, the history and the bets (now settled) are read again.
  useEffect(() => {
    if (!lastDrawId) return;
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'results', gameCode] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'bets'] });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }, [lastDrawId, gameCode, queryClient]);

  const closesAt = game?.next?.closesAt;
  // The next draw is listed as soon as the current one closes, but it takes bets only from its opening
  // (the current draw's time): until then the page says the draw is under way.
  const opensAt = game?.next?.opensAt;
  const isClosed = !closesAt || !opensAt || Date.parse(opensAt) > now || Date.parse(closesAt) <= now;
  return {
    session,
    token,
    /** The North bet types' odds the slip shows (the game's own mode). */
    odds,
    /** Keno, K3 and SSC: the pay table in force the pickers show. */
    payTable,
    game,
    results,
    bets,
    now,
    ticket,
    closesAt,
    isClosed,
    shownBalance: ticket.balance ?? session.data?.balance,
  };
}
