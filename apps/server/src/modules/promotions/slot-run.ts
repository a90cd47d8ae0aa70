import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { claimLapsedRun, claimNewSlot, failRun, finishRun } from '../../products/kit/job-runs.repo';
import type { PromoDeps } from './promotions.service';

const LEASE_MS = 120_000;
const RETRY_IN_MS = 60_000;

/**
 * Runs `work` for a (job, slot) once across nodes through the kit's job-runs rows: the node whose row lands
 * runs it; a run whose node died is taken over after its lease; a finished slot is skipped. The work itself
 * must be safe to repeat (its own keys pay once): the rows only spare the others the reading.
 */
export async function runSlotOnce(
  db: Db,
  job: string,
  slot: Date,
  holder: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const claimed =
    (await claimNewSlot(db, { job, slot, kind: 'run', holder, leaseMs: LEASE_MS })) ??
    (await claimLapsedRun(db, job, slot, holder, LEASE_MS));
  if (!claimed) return false;
  try {
    await work();
    await finishRun(db, job, slot, holder);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failRun(db, job, slot, holder, message, RETRY_IN_MS).catch(() => undefined);
    throw error;
  }
}

/** A periodic pass on this node every `intervalMs`, never two at once; errors are logged and retried next pass. */
export function schedulePass(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  pass: (deps: PromoDeps, holder: string) => Promise<void>,
): void {
  const deps: PromoDeps = { db: app.db, ledger: app.ledger, clock: app.clock };
  const holder = randomUUID();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass(deps, holder)
      .catch((error: unknown) => app.log.warn({ err: error }, `the ${name} job failed; the next pass tries again`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
