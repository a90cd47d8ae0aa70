import { runInFlight } from '../../lib/batches';

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
  let after = '';
  await runInFlight(
    async () => {
      const prepared = await prepare(after);
      if (!prepared) return null;
      after = prepared.last;
      return { batch: prepared.batch };
    },
    inFlight,
    async ({ batch }) => {
      const done = await settle(batch);
      settled += done.settled;
      return { stop: done.stop };
    },
  );
  return settled;
}
