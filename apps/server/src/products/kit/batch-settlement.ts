/**
 * Set-based settlement in batches (ADR 0018, 0038), as the sportsbook desk and the lottery run it: batches are
 * read in key order after the last key of the one before (`prepare(after)`, null when nothing is left), and
 * while a batch is paid and recorded (`settle`) the next is already read and decided. Up to `inFlight` batches
 * are paid at once (ADR 0046: each its own wallet transaction, so PostgreSQL works on them with both cores).
 * Answers the sum of what `settle` answered. `settle` may answer `stop: true` (the wallet refused something):
 * no batch starts after it, and those already started finish. A failure is thrown once they have.
 */
export async function settleInBatches<Batch>(
  prepare: (after: string) => Promise<{ last: string; batch: Batch } | null>,
  settle: (batch: Batch) => Promise<{ settled: number; stop?: boolean }>,
  inFlight = 1,
): Promise<number> {
  let settled = 0;
  let stop = false;
  let failure: { error: unknown } | undefined;
  const running = new Set<Promise<void>>();
  let next = prepare('');
  for (;;) {
    const prepared = await next.catch((error: unknown) => {
      failure ??= { error };
      return null;
    });
    if (!prepared || stop || failure) break;
    next = prepare(prepared.last);
    next.catch(() => undefined);
    const paying: Promise<void> = settle(prepared.batch)
      .then((done) => {
        settled += done.settled;
        if (done.stop) stop = true;
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(paying));
    running.add(paying);
    while (running.size >= Math.max(1, inFlight)) await Promise.race(running);
  }
  await Promise.all(running);
  await next.catch(() => undefined);
  if (failure) throw failure.error;
  return settled;
}
