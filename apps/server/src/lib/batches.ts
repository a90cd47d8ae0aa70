/**
 * Runs jobs read one after another by `next` (null: none left), at most `limit` at once. The next job is read as
 * soon as one starts, so reading overlaps the work. Each job runs in its own transaction on its own connection,
 * so with PostgreSQL two jobs use both cores instead of one waiting on the other's statements (on PGlite, one
 * connection, they run one after another). A job answering `stop` or failing starts no job after it; the jobs
 * already started finish, then a failure is thrown.
 */
export async function runInFlight<Job>(
  next: () => Promise<Job | null>,
  limit: number,
  work: (job: Job) => Promise<{ stop?: boolean } | undefined>,
): Promise<void> {
  let stop = false;
  let failure: { error: unknown } | undefined;
  const running = new Set<Promise<void>>();
  let reading = next();
  for (;;) {
    const job = await reading.catch((error: unknown) => {
      failure ??= { error };
      return null;
    });
    if (job === null || stop || failure) break;
    reading = next();
    reading.catch(() => undefined);
    const started: Promise<void> = work(job)
      .then((done) => {
        if (done?.stop) stop = true;
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(started));
    running.add(started);
    while (running.size >= Math.max(1, limit)) await Promise.race(running);
  }
  await Promise.all(running);
  await reading.catch(() => undefined);
  if (failure) throw failure.error;
}

/** `work` over `items` in slices of `size`, at most `inFlight` at once (`runInFlight`); results in slice order. */
export async function inSlices<Item, Result>(
  items: readonly Item[],
  size: number,
  inFlight: number,
  work: (slice: Item[]) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  let offset = 0;
  await runInFlight(
    async () => {
      if (offset >= items.length) return null;
      const from = offset;
      offset += size;
      return from;
    },
    inFlight,
    async (from) => {
      results[from / size] = await work(items.slice(from, from + size));
      return undefined;
    },
  );
  return results;
}
