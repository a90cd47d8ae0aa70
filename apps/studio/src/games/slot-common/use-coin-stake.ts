import { useEffect, useMemo, useState } from 'react';
import type { GameController } from '../../shell/controller';
import { coinValues } from './coins';

/** The coin a slot bets per line (or way group), and the round's stake it makes; the controller's stake follows it. */
export function useCoinStake(ctl: GameController, lines: number) {
  const { minStake, maxStake, setStake } = ctl;
  const coins = useMemo(() => coinValues(minStake, maxStake, lines), [minStake, maxStake, lines]);
  const [coinIndex, setCoinIndex] = useState(0);
  const coin = coins[Math.min(coinIndex, coins.length - 1)] ?? 1n;
  const totalStake = coin * BigInt(lines);
  useEffect(() => setStake(totalStake), [totalStake, setStake]);
  return { coins, coinIndex, setCoinIndex, coin, totalStake };
}
