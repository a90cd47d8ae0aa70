// Where the player site's start-up spends the main thread: each page is loaded in the system Chromium
// with a phone's viewport and the CPU slowed 4× (as Lighthouse's mobile preset assumes), a trace is
// recorded, and every main-thread task of 50 ms or more is printed with the work inside it (module
// evaluation, a timer's callback, style and layout, paint), so a long task can be traced to its cause
// before and after a change. The blocking time printed is the observed sum of (task − 50 ms) after the
// first contentful paint: close to Lighthouse's TBT, which is simulated from an unthrottled trace.
// Usage: npm run build && npm run bench:web-tasks
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PAGES (default /,/rng), BENCH_RUNS (loads per page, default 3).
// The last line is JSON: { pages: { "/": { blockingMs: [per run], longTasks: [per run] }, … } }.
import path from 'node:path';
import { type CDPSession, chromium } from 'playwright-core';
import { startBenchSite } from './web-site';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
/** Work inside a task worth naming (µs). */
const NOTABLE_US = 8_000;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/rng').split(',');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

async function traceLoad(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The page's renderer main thread: the CrRendererMain that ran the most tasks. */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } {
  const candidates = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && TASK_NAMES.has(event.name)).length;
  const [main] = candidates.sort((a, b) => tasksOf(b) - tasksOf(a));
  if (!main) throw new Error('the trace has no renderer main thread');
  return { pid: main.pid, tid: main.tid };
}

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  const what = data?.url ? path.basename(data.url) : (data?.functionName ?? '');
  return `${event.name}${what ? `(${what})` : ''} ${Math.round((event.dur ?? 0) / 1000)}`;
}

function longTasks(events: TraceEvent[]): { blockingMs: number; lines: string[] } {
  const { pid, tid } = mainThreadOf(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const fcp = paints.find((event) => event.pid === pid) ?? paints[0];
  const start = Math.min(...onMain.filter((event) => event.name === 'ParseHTML').map((event) => event.ts));
  const tasks = onMain
    .filter((event) => TASK_NAMES.has(event.name) && (event.dur ?? 0) >= LONG_TASK_US)
    .sort((a, b) => a.ts - b.ts);
  let blockingMs = 0;
  const lines = [`  first contentful paint at ${fcp ? Math.round((fcp.ts - start) / 1000) : '?'} ms`];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    const isBlocking = fcp !== undefined && task.ts > fcp.ts;
    if (isBlocking) blockingMs += ms - 50;
    const inside = onMain
      .filter((event) => event !== task && !TASK_NAMES.has(event.name) && event.ts >= task.ts)
      .filter((event) => event.ts + (event.dur ?? 0) <= end && (event.dur ?? 0) >= NOTABLE_US)
      .slice(0, 6)
      .map(describe);
    const at = Math.round((task.ts - start) / 1000);
    lines.push(
      `  at ${at} ms: ${Math.round(ms)} ms${isBlocking ? '' : ' (before the first paint)'}: ${inside.join(' | ')}`,
    );
  }
  return { blockingMs: Math.round(blockingMs), lines };
}

const site = await startBenchSite();
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
const report: Record<string, { blockingMs: number[]; longTasks: number[] }> = {};
try {
  for (const page of pages) {
    report[page] = { blockingMs: [], longTasks: [] };
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const events = await traceLoad(cdp, async () => {
        await tab.goto(`${site.origin}${page}`, { waitUntil: 'load' });
        await tab.waitForTimeout(5000);
      });
      const { blockingMs, lines } = longTasks(events);
      console.log(`${page} run ${run + 1}: blocking ${blockingMs} ms (CPU ${CPU_SLOWDOWN}× slower)`);
      for (const line of lines) console.log(line);
      report[page].blockingMs.push(blockingMs);
      report[page].longTasks.push(lines.length - 1);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(JSON.stringify({ pages: report }));
