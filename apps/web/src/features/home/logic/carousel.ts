/** Spec §2 and §9: banner and winner carousels. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const WINNER_AUTOPLAY_MS = 3000;
export const WINNER_SPEED_MS = 1000;
/** A horizontal finger movement longer than this turns the carousel. */
export const SWIPE_THRESHOLD_PX = 40;

/** Keeps an index inside 0..count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * The slide `delta` steps away from `current`. With more than one slide the carousel loops;
 * with one (or none) it stays on the first.
 */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 1) return 0;
  return wrapIndex(current + delta, count);
}

/** Whether a carousel of `count` slides turns by itself (and shows arrows and dots). */
export function isCarouselActive(count: number): boolean {
  return count > 1;
}

/** The direction of a swipe: -1 back, 1 forward, 0 when the movement was too short or mostly vertical. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
