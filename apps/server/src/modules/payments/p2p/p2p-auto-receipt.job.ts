import { P2P_PAY_WINDOW_MINUTES } from '@fortuna/contracts/payments-p2p';
import type { FastifyInstance } from 'fastify';
import { findDueParts, findLapsedMatches } from './p2p.repo';
import { type P2pDeps, receiveInTx, returnToRemainderInTx, withPartLocked } from './p2p-parts';

/** How often the job looks for paid parts whose auto-receipt time has come. */
export const AUTO_RECEIPT_INTERVAL_MS = 30_000;

/**
 * One pass of the auto-receipt job: every paid part unconfirmed past its auto-receipt time counts as
 * received. Each part is a compare-and-set under its locks, so a second run (or a member confirming at
 * the same moment) changes nothing. Returns how many parts it moved.
 */
export async function runAutoReceipt(
  deps: P2pDeps,
  options: { now?: Date; limit?: number; onError?: (partId: number, error: unknown) => void } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let moved = 0;
  for (const due of await findDueParts(deps.db, now, options.limit ?? 100)) {
    try {
      let isDue = false;
      await withPartLocked(deps, due.id, async (tx, ledger, context, ids) => {
        const { part } = context;
        isDue = part.status === 'paid' && part.autoReceiptAt !== null && part.autoReceiptAt <= now;
        if (!isDue) return context;
        return receiveInTx(tx, ledger, context, ids, {
          target: 'auto_received',
          from: ['paid'],
          by: 'system:auto-receipt',
        });
      });
      // Counted once its transaction has committed.
      if (isDue) moved += 1;
    } catch (error) {
      // One part that cannot move now must not hold up the others; the next run tries again.
      options.onError?.(due.id, error);
    }
  }
  return moved;
}

/**
 * One pass of the pay-window job: a part matched more than P2P_PAY_WINDOW_MINUTES ago and still not
 * marked paid lapses, as if its depositor had cancelled: the hold goes back to the withdrawal's
 * remainder, open to other depositors, and the deposit is cancelled. Compare-and-set under the part's
 * locks like every change, so a depositor marking it paid at the same moment wins or loses cleanly.
 */
export async function runLapsedMatches(
  deps: P2pDeps,
  options: { now?: Date; limit?: number; onError?: (partId: number, error: unknown) => void } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const matchedBefore = new Date(now.getTime() - P2P_PAY_WINDOW_MINUTES * 60_000);
  let moved = 0;
  for (const lapsed of await findLapsedMatches(deps.db, matchedBefore, options.limit ?? 100)) {
    try {
      let hasLapsed = false;
      await withPartLocked(deps, lapsed.id, async (tx, ledger, context, ids) => {
        hasLapsed = context.part.status === 'matched' && context.part.matchedAt <= matchedBefore;
        if (!hasLapsed) return context;
        return returnToRemainderInTx(tx, ledger, context, ids, {
          target: 'cancelled',
          from: ['matched'],
          by: 'system:pay-window',
          reason: `Not paid within ${P2P_PAY_WINDOW_MINUTES} minutes`,
        });
      });
      if (hasLapsed) moved += 1;
    } catch (error) {
      options.onError?.(lapsed.id, error);
    }
  }
  return moved;
}

/** Runs the auto-receipt and pay-window jobs on a timer for the app's lifetime. */
export function scheduleAutoReceipt(app: FastifyInstance, deps: P2pDeps): void {
  const failed = (partId: number, error: unknown) =>
    app.log.warn({ err: error, partId }, 'a P2P part could not be moved by its job; the next run tries again');
  const timer = setInterval(() => {
    const runs = [runAutoReceipt(deps, { onError: failed }), runLapsedMatches(deps, { onError: failed })];
    void Promise.all(runs).catch((error: unknown) =>
      app.log.warn({ err: error }, 'a P2P job failed; the next run tries again'),
    );
  }, AUTO_RECEIPT_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
