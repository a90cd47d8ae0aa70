import type { LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { balanceQueryKey } from '../../wallet/api/balance';
import { LOTTERY_QUERY_ROOT, placeBet } from '../api/lottery-api';

export const STAKE_CHOICES = [1_000, 5_000, 10_000, 50_000];

const newRequestId = () => crypto.getRandomValues(new Uint32Array(4)).join('-');

/**
 * A ticket being made on a lottery page (fast or regional): the bet type, the numbers picked, the stake
 * per point, and placing it on `drawId` through the lottery window `token` at the odds the window shows
 * (`oddsVersion`); the balance the wallet answered after the last bet. A bet refused because the odds
 * changed (LOTTERY_ODDS_CHANGED, nothing debited) keeps the slip, says so and reads the odds again, so the
 * player confirms again at the new ones.
 */
export function useTicket<T extends string = LotteryBetType>(
  token: string,
  drawId: string | undefined,
  initialType: T = 'lo2' as T,
  /** The prize mode whose odds the ticket takes (left out: the game's own). */
  prizeMode?: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA',
  /** The version of the odds (or payouts) the window shows for the ticket's mode. */
  oddsVersion?: string,
) {
  const queryClient = useQueryClient();
  const errorText = useApiErrorMessage();
  const [betType, setBetTypeState] = useState<T>(initialType);
  const [picked, setPicked] = useState<string[]>([]);
  const [stakeMajor, setStakeMajor] = useState(STAKE_CHOICES[0] ?? 1_000);
  const [balance, setBalance] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: () =>
      placeBet(token, {
        drawId: drawId ?? '0',
        betType,
        numbers: picked,
        stakePerPoint: String(BigInt(stakeMajor) * 100n),
        requestId: newRequestId(),
        ...(prizeMode ? { prizeMode } : {}),
        oddsVersion: oddsVersion ?? '-',
      }),
    onSuccess: (answer) => {
      setBalance(answer.balance);
      setPicked([]);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'bets'] });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
    onError: (failure) => {
      setError(errorText(failure));
      if (failure instanceof ApiError && failure.code === 'LOTTERY_ODDS_CHANGED') {
        void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'odds'] });
        void queryClient.invalidateQueries({ queryKey: [...LOTTERY_QUERY_ROOT, 'sea-lobby'] });
      }
    },
  });
  return {
    betType,
    setBetType(type: T) {
      setBetTypeState(type);
      setPicked([]);
    },
    picked,
    setPicked,
    stakeMajor,
    setStakeMajor,
    balance,
    /** Forgets the last answered balance (another game's window is opened). */
    resetBalance: () => setBalance(null),
    error,
    place,
  };
}

export type Ticket = ReturnType<typeof useTicket<LotteryBetType>>;
