import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches;
}

/** Whether the player asked the system for less motion (animations then shrink to short fades). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(QUERY);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(query);
    const onChange = () => setMatches(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

export const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Ease-out cubic. */
export const easeOut = (x: number) => 1 - (1 - x) ** 3;

/**
 * Counts an amount up from `from` to `to` over `duration` ms (exact at the end), calling `onFrame`
 * once per animation frame. Resolves when done or aborted (then with the final value).
 */
export function countUp(
  from: bigint,
  to: bigint,
  duration: number,
  onFrame: (value: bigint) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (duration <= 0 || from === to || signal?.aborted) {
      onFrame(to);
      resolve();
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      if (signal?.aborted) {
        onFrame(to);
        resolve();
        return;
      }
      const progress = Math.min(1, (now - start) / duration);
      const scaled = BigInt(Math.round(easeOut(progress) * 10_000));
      onFrame(from + ((to - from) * scaled) / 10_000n);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
