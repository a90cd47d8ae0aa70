/*
 * What a reel shows while it spins: the final window on top, then the strip's following symbols,
 * and the window it started from at the bottom. The reel animates from its end (the start window)
 * to its start (the final window).
 */

/** The window a stop shows on a strip: strip[stop], strip[stop + 1], … (wrapping). */
export function windowAt<S extends string>(strip: readonly S[], stop: number, rows: number, fallback: S): S[] {
  const length = strip.length;
  return Array.from({ length: rows }, (_, row) =>
    length === 0 ? fallback : (strip[(((stop + row) % length) + length) % length] ?? fallback),
  );
}

/**
 * The column of one spinning reel. When the strip and stop explain the target window the reel
 * runs through the strip's real symbols; otherwise it spins through the strip anyway and lands on
 * the window sent.
 */
export function spinColumn<S extends string>(
  strip: readonly S[],
  stop: number | undefined,
  target: readonly S[],
  startWindow: readonly S[],
  filler: number,
): S[] {
  const rows = target.length;
  const fallback = target[0] ?? startWindow[0];
  if (strip.length === 0 || fallback === undefined) return [...target, ...startWindow];
  if (stop !== undefined && windowAt(strip, stop, rows, fallback).join() === target.join()) {
    return [...windowAt(strip, stop, rows + filler, fallback), ...startWindow];
  }
  const middle = Array.from({ length: filler }, (_, i) => strip[(i * 7) % strip.length] ?? fallback);
  return [...target, ...middle, ...startWindow];
}
