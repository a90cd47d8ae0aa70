import { generateServerSeed, hashServerSeed, verifyServerSeed } from '@fortuna/games/fairness/seeds';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { findWatermark, recentRuns } from './job-runs.repo';
import { kitJobRuns } from './kit.schema';
import { SeedCommitments } from './seed-commitments';
import { dailyAt, everyMs, MINUTE_MS } from './slot-calendar';
import { type SlotRun, SlotScheduler } from './slot-scheduler';

const T0 = Date.UTC(2026, 4, 1, 10, 0, 0);

describe('slot calendars', () => {
  it('lists the slots strictly after one instant and up to another', () => {
    const minutes = everyMs(MINUTE_MS).slotsBetween(new Date(T0), new Date(T0 + 3 * MINUTE_MS), 10);
    expect(minutes.map((slot) => slot.getTime())).toEqual([T0 + MINUTE_MS, T0 + 2 * MINUTE_MS, T0 + 3 * MINUTE_MS]);
    expect(everyMs(MINUTE_MS).slotsBetween(new Date(T0 - 1), new Date(T0), 10)).toEqual([new Date(T0)]);
    expect(everyMs(MINUTE_MS).slotsBetween(new Date(T0), new Date(T0 + 10 * MINUTE_MS), 2)).toHaveLength(2);
  });

  it('puts a daily slot at a local time of a fixed-offset zone (18:15 in UTC+7 is 11:15 UTC)', () => {
    const [slot] = dailyAt(18, 15, 7 * 60).slotsBetween(new Date(T0), new Date(T0 + 86_400_000), 5);
    expect(slot?.toISOString()).toBe('2026-05-01T11:15:00.000Z');
  });
});

function recorder() {
  const seen: string[] = [];
  return {
    seen,
    job(name: string, extra: Partial<Parameters<SlotScheduler['add']>[0]> = {}) {
      return {
        name,
        calendar: everyMs(MINUTE_MS),
        graceMs: 30_000,
        run: async (run: SlotRun) => {
          seen.push(`run ${new Date(run.slot).toISOString().slice(11, 16)} #${run.attempt}`);
        },
        missed: async (run: SlotRun) => {
          seen.push(`missed ${new Date(run.slot).toISOString().slice(11, 16)}`);
        },
        ...extra,
      };
    },
  };
}

function schedulerAt(app: FastifyInstance, clock: { now: number }) {
  return new SlotScheduler(app.db, app.log, { now: () => clock.now, tickMs: 10 });
}

describeEachDatabase('product kit: slot scheduler and seed commitments', (use) => {
  it('runs each slot once however many nodes tick at the same moment, and moves the watermark', async () => {
    const { app } = use();
    const clock = { now: T0 + 5_000 };
    const calls = recorder();
    const nodes = [schedulerAt(app, clock), schedulerAt(app, clock), schedulerAt(app, clock)];
    for (const node of nodes) node.add(calls.job('kit-test:once'));
    await Promise.all(nodes.map((node) => node.tick()));
    expect(calls.seen).toEqual(['run 10:00 #1']);
    for (const minute of [1, 2]) {
      clock.now = T0 + minute * MINUTE_MS + 1_000;
      await Promise.all(nodes.map((node) => node.tick()));
      await Promise.all(nodes.map((node) => node.tick()));
    }
    expect(calls.seen).toEqual(['run 10:00 #1', 'run 10:01 #1', 'run 10:02 #1']);
    expect((await findWatermark(app.db, 'kit-test:once'))?.getTime()).toBe(T0 + 2 * MINUTE_MS);
  });

  it('records a slot first seen after its grace as missed and hands it to the missed handler, never late', async () => {
    const { app } = use();
    const clock = { now: T0 + 1_000 };
    const calls = recorder();
    const node = schedulerAt(app, clock);
    node.add(calls.job('kit-test:missed'));
    await node.tick();
    // The process was down for three slots; it comes back 40 s after the last of them.
    clock.now = T0 + 3 * MINUTE_MS + 40_000;
    await node.tick();
    expect(calls.seen).toEqual(['run 10:00 #1', 'missed 10:01', 'missed 10:02', 'missed 10:03']);
    const runs = await recentRuns(app.db, 'kit-test:missed', 10);
    expect(runs.map((run) => `${run.kind}/${run.status}`)).toEqual([
      'missed/done',
      'missed/done',
      'missed/done',
      'run/done',
    ]);
  });

  it('takes over a run whose node died midway, and retries a failed run until it is done', async () => {
    const { app } = use();
    const clock = { now: T0 + 1_000 };
    // A node claimed 10:00 and died: its claim lapsed without the run finishing.
    await app.db.insert(kitJobRuns).values({
      job: 'kit-test:takeover',
      slot: new Date(T0),
      kind: 'run',
      status: 'running',
      holder: 'dead-node',
      expiresAt: sql`now() - interval '1 second'`,
    });
    let failuresLeft = 1;
    const calls = recorder();
    const node = schedulerAt(app, clock);
    node.add(
      calls.job('kit-test:takeover', {
        run: async (run: SlotRun) => {
          calls.seen.push(`run #${run.attempt}`);
          if (failuresLeft-- > 0) throw new Error('feed down');
        },
      }),
    );
    await node.tick();
    expect(calls.seen).toEqual(['run #2']);
    const [failed] = await app.db
      .select()
      .from(kitJobRuns)
      .where(and(eq(kitJobRuns.job, 'kit-test:takeover'), eq(kitJobRuns.slot, new Date(T0))));
    expect(failed).toMatchObject({ status: 'running', lastError: 'feed down' });
    // Its retry is due once the back-off lapses (this scheduler ticks every 10 ms).
    await new Promise((resolve) => setTimeout(resolve, 120));
    await node.tick();
    expect(calls.seen).toEqual(['run #2', 'run #3']);
    await node.tick();
    expect(calls.seen).toEqual(['run #2', 'run #3']);
  });

  it('commits seeds before use, keeps the first seed on a repeat, and reveals one that matches its hash', async () => {
    const { app } = use();
    const seeds = new SeedCommitments(app.secrets);
    const first = await seeds.commit(app.db, 'kit-test:draws', ['d1', 'd2']);
    const again = await seeds.commit(app.db, 'kit-test:draws', ['d1', 'd3']);
    expect(again.get('d1')).toBe(first.get('d1'));
    expect(again.get('d3')).toMatch(/^[0-9a-f]{64}$/);
    const hidden = await seeds.lookup(app.db, 'kit-test:draws', 'd1');
    expect(hidden).toMatchObject({ hash: first.get('d1'), seed: null, revealedAt: null });
    const secret = await seeds.privateSeed(app.db, 'kit-test:draws', 'd1');
    expect(secret && verifyServerSeed(secret.seed, secret.hash)).toBe(true);
    const revealed = await seeds.reveal(app.db, 'kit-test:draws', 'd1');
    expect(revealed?.seed).toBe(secret?.seed);
    expect((await seeds.reveal(app.db, 'kit-test:draws', 'd1'))?.revealedAt).toBe(revealed?.revealedAt);
    expect(await seeds.lookup(app.db, 'kit-test:draws', 'nope')).toBeUndefined();
    const stranger = generateServerSeed();
    expect(verifyServerSeed(stranger, hashServerSeed(stranger))).toBe(true);
  });
});
