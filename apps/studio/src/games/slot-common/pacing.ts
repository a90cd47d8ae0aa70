import { useRef } from 'react';
import { useReducedMotion, wait } from '../../lib/motion';
import { useAlive } from '../common/use-alive';

/** Timing of a slot's reveal: pauses the player can skip, faster after a skip, short with reduced motion. */
export interface RevealPacing {
  reduced: boolean;
  /** A duration as played now (shorter after a skip or with reduced motion). */
  pace(ms: number): number;
  /** Waits `ms` (paced); a skip or leaving the screen ends it early. */
  pause(ms: number): Promise<void>;
  /** Speeds up the rest of the reveal and ends the current pause. */
  skip(): void;
  /** Back to normal speed for the next round. */
  reset(): void;
  /** Aborted when the screen goes away. */
  signal(): AbortSignal;
}

export function useRevealPacing(): RevealPacing {
  const reduced = useReducedMotion();
  const fast = useRef(false);
  const pauseAbort = useRef<AbortController | null>(null);
  const alive = useAlive();

  const pace = (ms: number) => (reduced ? Math.min(ms, 200) : fast.current ? ms / 4 : ms);
  return {
    reduced,
    pace,
    async pause(ms) {
      const controller = new AbortController();
      pauseAbort.current = controller;
      const stop = () => controller.abort();
      alive.current.signal.addEventListener('abort', stop);
      await wait(pace(ms), controller.signal);
      alive.current.signal.removeEventListener('abort', stop);
    },
    skip() {
      fast.current = true;
      pauseAbort.current?.abort();
    },
    reset() {
      fast.current = false;
    },
    signal: () => alive.current.signal,
  };
}
