import type { SoundControls } from '../../lib/sound-context';
import type { ReelsHandle } from './Reels';
import { spinColumn } from './strips';

export interface SpinTarget<S extends string> {
  /** The reel strips the stops refer to. */
  strips: readonly (readonly S[])[];
  stops: readonly number[];
  /** The window to land on: window[reel] = [top, …, bottom]. */
  window: readonly (readonly S[])[];
}

/** Reel stop times: the first reel after `first` ms, each next one `step` ms later (0 with reduced motion). */
export function stopCascade(reels: number, first: number, step: number, reduced: boolean): number[] {
  return Array.from({ length: reels }, (_, reel) => (reduced ? 0 : Math.round(first + reel * step)));
}

/** Spins the reels from the window shown to the target, left to right, with the spin and stop sounds. */
export async function spinReels<S extends string>(
  reels: ReelsHandle | null,
  target: SpinTarget<S>,
  shown: readonly (readonly S[])[],
  durations: readonly number[],
  sound: SoundControls,
): Promise<void> {
  const columns = target.window.map((column, reel) =>
    spinColumn(
      target.strips[reel] ?? [],
      target.stops[reel],
      column,
      shown[reel] ?? column,
      durations[reel] ? Math.max(4, Math.round((durations[reel] ?? 0) / 55)) : 0,
    ),
  );
  sound.play('spin');
  await reels?.spin({ columns, durations: [...durations], onReelStop: () => sound.play('reelStop') });
}
