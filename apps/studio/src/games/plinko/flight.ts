import { ballAt, type Point } from './board';

/**
 * Moves the ball along its flight points, one hop per `msPerHop`, calling `onFrame` once per
 * animation frame and `onHop(i)` when it reaches point i (a peg, then the bucket). Resolves when
 * the ball rests in its bucket or the signal aborts (then at the end position).
 */
export function flyBall(
  points: readonly Point[],
  msPerHop: number,
  onFrame: (at: Point) => void,
  onHop: (point: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const hops = points.length - 1;
  return new Promise((resolve) => {
    const finish = () => {
      onFrame(ballAt(points, hops));
      resolve();
    };
    if (hops < 1 || msPerHop <= 0 || signal.aborted) {
      for (let i = 1; i <= hops; i++) onHop(i);
      finish();
      return;
    }
    const start = performance.now();
    let reached = 0;
    const step = (now: number) => {
      if (signal.aborted) return finish();
      const progress = Math.min(hops, (now - start) / msPerHop);
      while (reached < Math.floor(progress)) onHop(++reached);
      onFrame(ballAt(points, progress));
      if (progress < hops) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
