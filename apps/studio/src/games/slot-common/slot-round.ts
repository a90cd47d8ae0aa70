import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useState } from 'react';
import type { SoundControls } from '../../lib/sound-context';
import type { GameController } from '../../shell/controller';
import { coversAmount } from '../common/stake';
import { winLevel } from './coins';
import type { RevealPacing } from './pacing';

const FOCUS_STEP_MS = 1400;
const BIG_WIN_MS = 2600;

/** How big a win is against the stake. */
export type WinLevel = NonNullable<ReturnType<typeof winLevel>>;

/**
 * Shows a round's detail on the reels; resolves false when the screen went away part way (the round
 * is then left unsettled).
 */
export type ShowRound<Detail> = (detail: Detail, answer: PlayRoundAnswer) => Promise<boolean>;

/**
 * A slot's round from the spin button to the settled answer. `start` sends a round when nothing is
 * under way and the balance covers the stake: a click, `clear` to take the last round's wins off the
 * screen, then the round. Its answer's detail (read by `read`) is shown by `show` while `revealing`
 * is true, then the round is settled; an answer without a readable detail is settled at once.
 */
export function useSlotRound(ctl: GameController, pacing: RevealPacing) {
  const [revealing, setRevealing] = useState(false);

  const reveal = async <Detail>(
    answer: PlayRoundAnswer,
    read: (detail: unknown) => Detail | null,
    show: ShowRound<Detail>,
  ) => {
    const detail = read(answer.round.detail);
    if (!detail) {
      ctl.settle(answer);
      return;
    }
    setRevealing(true);
    pacing.reset();
    if (!(await show(detail, answer))) return;
    setRevealing(false);
    ctl.settle(answer);
  };

  const start = <Detail>(
    choices: unknown,
    stake: bigint,
    clear: () => void,
    read: (detail: unknown) => Detail | null,
    show: ShowRound<Detail>,
  ) => {
    if (ctl.busy) return;
    if (!coversAmount(ctl, stake)) return;
    ctl.sound.play('click');
    clear();
    ctl.play(choices, stake, (answer) => {
      void reveal(answer, read, show);
    });
  };

  return { revealing, start };
}

/** A banner over the reels shown for a (paced, skippable) while. */
export function useSlotBanner<Banner>(pacing: RevealPacing, sound: SoundControls) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const show = async (next: Banner, ms: number) => {
    setBanner(next);
    await pacing.pause(ms);
    setBanner(null);
  };
  /** The big, mega or epic win banner a payout earns against the stake, if any. */
  const celebrate = async (payout: bigint, stake: bigint, bannerFor: (level: WinLevel) => Banner) => {
    const level = winLevel(payout, stake);
    if (!level) return;
    sound.play('bigWin');
    await show(bannerFor(level), BIG_WIN_MS);
  };
  return { banner, show, celebrate };
}

/**
 * After a spin with several wins, which one is shown on its own: 0 for all of them, then 1…n in turn,
 * one step every 1.4 s while no round is being revealed.
 */
export function useWinFocus(revealing: boolean, wins: readonly unknown[]) {
  const [focus, setFocus] = useState(0);
  useEffect(() => {
    if (revealing || wins.length < 2) return;
    const timer = setInterval(() => setFocus((n) => (n + 1) % (wins.length + 1)), FOCUS_STEP_MS);
    return () => clearInterval(timer);
  }, [revealing, wins]);
  return { focus, setFocus };
}
