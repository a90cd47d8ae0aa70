/**
 * Runs `work` over `items` in slices of `size`, at most `inFlight` slices at once, and answers their results in
 * the slices' order. Each slice runs in its own transaction on its own connection, so with PostgreSQL two
 * slices use both cores instead of one waiting on the other's statements (on PGlite, one connection, they run
 * one after another). The first failure is thrown once the slices already started have ended; no slice starts
 * after it.
 */
export async function inSlices<Item, Result>(
  items: readonly Item[],
  size: number,
  inFlight: number,
  work: (slice: Item[]) => Promise<Result>,
): Promise<Result[]> {
  const starts: number[] = [];
  for (let start = 0; start < items.length; start += size) starts.push(start);
  const results: Result[] = new Array(starts.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < starts.length) {
      const index = next++;
      const start = starts[index] ?? 0;
      try {
        results[index] = await work(items.slice(start, start + size));
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(inFlight, starts.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
