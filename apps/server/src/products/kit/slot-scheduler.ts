import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  advanceWatermark,
  claimLapsedRun,
  claimNewSlot,
  failRun,
  findWatermark,
  finishRun,
  type JobRunRow,
  lapsedRuns,
  renewClaim,
  runsBetween,
} from './job-runs.repo';
import type { JobRunKind } from './kit.schema';
import type { SlotCalendar } from './slot-calendar';

/** What a run of one slot is told. */
export interface SlotRun {
  job: string;
  slot: Date;
  /** `missed`: the slot was first seen after its grace; the job's `missed` handler runs instead of `run`. */
  kind: JobRunKind;
  /** 1 for the first claim; more when a node took over a run that failed or whose node died. */
  attempt: number;
  /** Aborted when the scheduler stops: long runs may end early and finish on the next claim. */
  signal: AbortSignal;
}

export interface SlotJob {
  /** Unique across the products, e.g. `lottery:draw:fast-vn-1`. */
  name: string;
  calendar: SlotCalendar;
  /** A slot first seen more than this after its time is not run late but recorded as missed. */
  graceMs: number;
  /** How long a claim lasts without renewal before another node may take the run over (default 30 s). */
  leaseMs?: number;
  /** Does the slot's work. Must be safe to run again after a crash midway (it will be, on takeover). */
  run(run: SlotRun): Promise<void>;
  /** Handles a missed slot (void, refund). Without it a missed slot is only recorded. Same safety rule. */
  missed?(run: SlotRun): Promise<void>;
}

export interface SchedulerOptions {
  /** How often every job is looked at (default 1 s). */
  tickMs?: number;
  /** The clock slots are compared with (tests move it). Claims expire by the database's clock. */
  now?: () => number;
  /** At most this many slots of one job per pass (an outage's backlog is worked through over passes). */
  maxSlotsPerTick?: number;
}

const DEFAULT_LEASE_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * Runs product jobs on slots (every minute, at 18:15 every day…) on any number of nodes: each node looks
 * at every job each tick, and a slot runs on the node whose claim row for (job, slot) lands first, so it
 * runs once, never twice. A claim is renewed while its run goes on; if its node dies, another node takes
 * the run over once the claim lapses (runs must be safe to repeat). A slot seen first after its grace is
 * `missed`: recorded, and handed to the job's `missed` handler rather than run late.
 */
export class SlotScheduler {
  readonly holder = randomUUID();
  readonly #jobs = new Map<string, SlotJob>();
  readonly #busy = new Map<string, Promise<void>>();
  readonly #tickMs: number;
  readonly #now: () => number;
  readonly #maxSlots: number;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  readonly #abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: SchedulerOptions = {},
  ) {
    this.#tickMs = options.tickMs ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#maxSlots = options.maxSlotsPerTick ?? 500;
  }

  add(job: SlotJob): void {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
    this.#jobs.set(job.name, job);
  }

  start(): void {
    if (this.#timer || this.#stopped) return;
    const loop = () => {
      this.#timer = setTimeout(() => {
        void this.tick().finally(() => {
          if (!this.#stopped) loop();
        });
      }, this.#tickMs);
      this.#timer.unref();
    };
    loop();
  }

  /** Stops looking for slots and waits for the runs under way (they are told through their signal). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#abort.abort();
    if (this.#timer) clearTimeout(this.#timer);
    await Promise.allSettled([...this.#busy.values()]);
  }

  /** One pass over every job; a job still busy from an earlier pass is skipped. Tests call it directly. */
  async tick(): Promise<void> {
    await Promise.all(
      [...this.#jobs.values()].map((job) => {
        if (this.#busy.has(job.name)) return this.#busy.get(job.name);
        const pass = this.#pass(job)
          .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'slot job pass failed'))
          .finally(() => this.#busy.delete(job.name));
        this.#busy.set(job.name, pass);
        return pass;
      }),
    );
  }

  async #pass(job: SlotJob): Promise<void> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    for (const lapsed of await lapsedRuns(this.db, job.name)) {
      if (this.#stopped) return;
      const claimed = await claimLapsedRun(this.db, job.name, lapsed.slot, this.holder, leaseMs);
      if (claimed) await this.#execute(job, claimed);
    }
    const now = new Date(this.#now());
    const from = await this.#lookFrom(job, now);
    const due = job.calendar.slotsBetween(from, now, this.#maxSlots);
    if (due.length === 0) return;
    const known = new Map((await runsBetween(this.db, job.name, from, now)).map((row) => [row.slot.getTime(), row]));
    let finishedThrough: Date | null = null;
    let isContiguous = true;
    for (const slot of due) {
      if (this.#stopped) return;
      let row = known.get(slot.getTime());
      if (!row) {
        const kind: JobRunKind = this.#now() - slot.getTime() > job.graceMs ? 'missed' : 'run';
        const claimed = await claimNewSlot(this.db, { job: job.name, slot, kind, holder: this.holder, leaseMs });
        row = claimed ? await this.#execute(job, claimed) : undefined;
      }
      isContiguous &&= row?.status === 'done';
      if (isContiguous) finishedThrough = slot;
    }
    if (finishedThrough) await advanceWatermark(this.db, job.name, finishedThrough);
  }

  /** Where to look for due slots: after the watermark, or (a job seen for the first time) from its grace ago. */
  async #lookFrom(job: SlotJob, now: Date): Promise<Date> {
    const watermark = await findWatermark(this.db, job.name);
    return watermark ?? new Date(now.getTime() - job.graceMs - 1);
  }

  /** Runs a claimed slot with its claim renewed meanwhile; marks it done, or lets it go for a retry. */
  async #execute(job: SlotJob, claim: JobRunRow): Promise<JobRunRow> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const renewal = setInterval(
      () => {
        void renewClaim(this.db, job.name, claim.slot, this.holder, leaseMs).catch(() => undefined);
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    const run: SlotRun = {
      job: job.name,
      slot: claim.slot,
      kind: claim.kind,
      attempt: claim.attempts,
      signal: this.#abort.signal,
    };
    try {
      if (claim.kind === 'run') await job.run(run);
      else await job.missed?.(run);
      clearInterval(renewal);
      await finishRun(this.db, job.name, claim.slot, this.holder);
      return { ...claim, status: 'done' };
    } catch (error) {
      clearInterval(renewal);
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, job: job.name, slot: claim.slot, attempt: claim.attempts }, 'slot run failed');
      const retryInMs = Math.min(MAX_RETRY_DELAY_MS, this.#tickMs * 2 ** Math.min(claim.attempts, 6));
      await failRun(this.db, job.name, claim.slot, this.holder, message, retryInMs).catch(() => undefined);
      return claim;
    }
  }
}
