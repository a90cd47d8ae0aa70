/**
 * Set-based settlement in batches (ADR 0018, 0038), as the sportsbook desk and the lottery run it: batches are
 * read in key order after the last key of the one before (`prepare(after)`, null when nothing is left), and
 * while one batch is paid and recorded (`settle`) the next is already read and decided. Answers the sum of what
 * `settle` answered. `settle` may answer `stop: true` (the wallet refused something) to end after that batch.
 */
export async function settleInBatches<Batch>(
  prepare: (after: string) => Promise<{ last: string; batch: Batch } | null>,
  settle: (batch: Batch) => Promise<{ settled: number; stop?: boolean }>,
): Promise<number> {
  let settled = 0;
  let next = prepare('');
  for (;;) {
    const prepared = await next;
    if (!prepared) return settled;
    next = prepare(prepared.last);
    next.catch(() => undefined);
    const done = await settle(prepared.batch);
    settled += done.settled;
    if (done.stop) {
      await next.catch(() => undefined);
      return settled;
    }
  }
}
