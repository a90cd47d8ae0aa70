import type { PlayRoundAnswer, StudioRound } from '@fortuna/contracts/studio';
import { useRef, useState } from 'react';
import type { GameController } from '../../shell/controller';
import { coversAmount } from './stake';
import { useAlive } from './use-alive';

/** The round this game left open at launch (after a reload or a lost connection), with its detail read. */
export function openRoundOf<View>(
  ctl: GameController,
  read: (detail: unknown) => View | null,
): { round: StudioRound; view: View } | null {
  const round = ctl.openRound;
  const view = round && round.gameCode === ctl.game.code ? read(round.detail) : null;
  return round && view ? { round, view } : null;
}

interface PresentSteps<View> {
  /** Puts the answer's cards on the table; false when the screen went away part way. */
  deal(view: View): Promise<boolean>;
  /** Shows a settled round's result and waits while it is read. */
  result(view: View, answer: PlayRoundAnswer): Promise<void>;
}

/**
 * A card game's round the player takes decisions in (blackjack, video poker): the open round's id,
 * whether cards are being dealt, and `present`, which plays each answer out and settles the round
 * once it is over. `startDeal` says whether a new round may start now (it clicks when it may).
 */
export function useCardRound<View extends { phase: string }>(
  ctl: GameController,
  read: (detail: unknown) => View | null,
  resumedRoundId: string | null,
) {
  const roundId = useRef<string | null>(resumedRoundId);
  const [animating, setAnimating] = useState(false);
  const alive = useAlive();

  const present = async (answer: PlayRoundAnswer, steps: PresentSteps<View>) => {
    const next = read(answer.round.detail);
    if (!next) {
      if (answer.round.status === 'settled') ctl.settle(answer);
      return;
    }
    roundId.current = answer.round.roundId;
    setAnimating(true);
    if (!(await steps.deal(next))) return;
    if (next.phase === 'settled') {
      await steps.result(next, answer);
      roundId.current = null;
      ctl.settle(answer);
    }
    setAnimating(false);
  };

  const startDeal = (stake: bigint): boolean => {
    if (ctl.busy || animating) return false;
    if (!coversAmount(ctl, stake)) return false;
    ctl.sound.play('click');
    return true;
  };

  return { roundId, animating, alive, present, startDeal, locked: ctl.busy || animating };
}
