import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, playableMax, steppedValues } from '../../lib/money';
import type { GameController } from '../../shell/controller';
import { coversAmount } from './stake';

const NOTICE_MS = 2600;

/** The games whose tables are bet with chips; their text keys carry the game's name. */
export type ChipTableGame = 'roulette' | 'baccarat';

interface ChipTableOptions<P> {
  game: ChipTableGame;
  totalOf(placements: readonly P[]): bigint;
  /** A result is on the table: the next touch starts a new bet. */
  showingResult: boolean;
  /** Takes the last result off the table. */
  startOver(): void;
}

/**
 * The bet on a chip table (roulette, baccarat): the chips put down and the last bet sent, the chip
 * denominations and the chosen chip, a short notice that clears itself, the most the bet may reach,
 * undo / clear / rebet, and sending the bet. The controller's stake follows the bet's total.
 */
export function useChipTable<P>(ctl: GameController, { game, totalOf, showingResult, startOver }: ChipTableOptions<P>) {
  const { t } = useI18n();
  const { minStake, maxStake, currency, sound, busy, setStake } = ctl;
  const [placements, setPlacements] = useState<P[]>([]);
  const [lastBet, setLastBet] = useState<P[]>([]);
  const denominations = useMemo(() => steppedValues(minStake, maxStake, 6), [minStake, maxStake]);
  const [chipIndex, setChipIndex] = useState(0);
  const chipValue = denominations[Math.min(chipIndex, denominations.length - 1)] ?? minStake;
  const [notice, setNotice] = useState<string | null>(null);
  const total = totalOf(placements);
  const limit = playableMax({ min: minStake, max: maxStake, balance: ctl.balance });

  useEffect(() => setStake(total), [total, setStake]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  /** The chips a new touch builds on: none once a result is showing (it is taken off). */
  const fresh = (): P[] => {
    if (!showingResult) return placements;
    startOver();
    return [];
  };

  const undo = () => {
    sound.play('click');
    setPlacements(fresh().slice(0, -1));
  };
  const clear = () => {
    sound.play('click');
    fresh();
    setPlacements([]);
  };
  const rebet = () => {
    if (lastBet.length === 0) return;
    if (totalOf(lastBet) > limit) {
      setNotice(t(`${game}.tooMuch`));
      return;
    }
    sound.play('chip');
    fresh();
    setPlacements(lastBet);
  };

  /**
   * Sends the bet when there is one, it is inside the game's limits (otherwise a notice says so) and
   * the balance covers it; the answer goes to `reveal` with the chips it was for.
   */
  const send = (choicesOf: (bet: P[]) => unknown, reveal: (answer: PlayRoundAnswer, bet: P[]) => Promise<void>) => {
    if (busy || placements.length === 0) return;
    if (total < minStake || total > maxStake) {
      setNotice(t('error.stakeRange', { min: formatMinor(minStake, currency), max: formatMinor(maxStake, currency) }));
      return;
    }
    if (!coversAmount(ctl, total)) return;
    sound.play('click');
    startOver();
    const bet = placements;
    ctl.play(choicesOf(bet), total, (answer) => {
      void reveal(answer, bet);
    });
  };

  /** A revealed bet becomes the one to rebet, and the round is settled. */
  const settle = (answer: PlayRoundAnswer, bet: P[]) => {
    setLastBet(bet);
    ctl.settle(answer);
  };

  return {
    game,
    placements,
    setPlacements,
    lastBet,
    total,
    denominations,
    chipIndex,
    setChipIndex,
    chipValue,
    notice,
    setNotice,
    limit,
    fresh,
    undo,
    clear,
    rebet,
    send,
    settle,
  };
}

/** The state `useChipTable` gives a chip table. */
export type ChipTable<P> = ReturnType<typeof useChipTable<P>>;
