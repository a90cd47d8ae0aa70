// Player site load performance: Lighthouse (performance category, mobile settings: simulated slow 4G and
// a CPU slowdown calibrated to this host, below) on / and /rng, served by the real server with the
// embedded database.
// Usage: npm run build && npm run bench:web   (the build is run first only when apps/web/dist is missing)
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page, default 3; the
// median run by score is reported), BENCH_PAGES (default /,/rng), BENCH_REPORT_DIR (writes each page's median
// Lighthouse report there as JSON), BENCH_CPU_MULTIPLIER (a fixed slowdown instead of the calibrated one;
// 4 is Lighthouse's default).
// CPU calibration: a first Lighthouse run (discarded; it also warms the server) measures the host's
// benchmarkIndex, and the slowdown is the one Lighthouse's throttling documentation gives for reaching a
// mid-tier phone from that index (cpu-calibration.ts), so figures from different machines compare.
// The last line is JSON: { benchmarkIndex, cpuSlowdownMultiplier, pages: { "/": { score, lcpMs, tbtMs, cls,
// initialJsGzipBytes }, "/rng": … } }.
// Targets: score ≥ 95 on both pages, initialJsGzipBytes ≤ 200 KB (204,800 bytes). Sizes in the readable lines are
// kB (1000 bytes), as in Vite's build output.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { cpuSlowdownFor, median } from './cpu-calibration';
import { startBenchSite, webDist } from './web-site';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const pages = (process.env.BENCH_PAGES ?? '/,/rng').split(',');
const reportDir = process.env.BENCH_REPORT_DIR;

const site = await startBenchSite();
const { origin } = site;

/**
 * The gzip size of the JS a page loads without any interaction: every script request Lighthouse saw
 * during the load (the entry, its modulepreloads and the chunks start-up imports, such as the socket
 * client) whose file is in apps/web/dist, gzipped here at level 9, the level of the build's .gz files.
 * This is exact whatever encoding the server chose (with pre-compressed serving Chromium gets the
 * Brotli file, which is smaller; that transferred size is printed alongside).
 */
function initialJs(lhr: Result): { gzipBytes: number; transferBytes: number; files: string[] } {
  const audit = lhr.audits['network-requests'];
  const items = (audit?.details && 'items' in audit.details ? audit.details.items : []) as {
    url?: string;
    resourceType?: string;
    transferSize?: number;
  }[];
  let gzipBytes = 0;
  let transferBytes = 0;
  const files: string[] = [];
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url) continue;
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    const file = path.join(webDist, decodeURIComponent(url.pathname));
    if (!file.startsWith(webDist) || !existsSync(file)) continue;
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
    transferBytes += item.transferSize ?? 0;
    files.push(url.pathname);
  }
  return { gzipBytes, transferBytes, files };
}

/** Bytes of the page itself as transferred (index.html with the server's start-up payload, compressed). */
function documentBytes(lhr: Result): number {
  const audit = lhr.audits['network-requests'];
  const items = (audit?.details && 'items' in audit.details ? audit.details.items : []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/**
 * Lighthouse's simulated throttling multiplies the main-thread time it observes by the CPU slowdown, so
 * whatever else the machine runs shows up in TBT and LCP: the load is printed before and after, with a warning.
 */
function machineLoad(): string {
  const [load = 0] = loadavg();
  const cores = availableParallelism();
  const warning = load > cores ? ' (busy machine: TBT and LCP read high, run again when it is idle)' : '';
  return `load average ${load.toFixed(1)} on ${cores} cores${warning}`;
}

/** The host's CPU power as Lighthouse measured it at the start of a run. */
function benchmarkIndexOf(lhr: Result): number {
  return lhr.environment.benchmarkIndex;
}

/**
 * One Lighthouse run (with `cpuSlowdownMultiplier`, or Lighthouse's default 4× when undefined); a run whose
 * trace failed (NO_NAVSTART and the like happen now and then) is repeated.
 */
async function audit(page: string, cpuSlowdownMultiplier: number | undefined, attemptsLeft = 3): Promise<Result> {
  // A protocol time-out on a busy machine is thrown rather than reported: it is tried again the same way.
  const result = await lighthouse(`${origin}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  }).catch((error: unknown) => {
    if (attemptsLeft <= 1) throw error;
    console.log(`${page}: ${error instanceof Error ? error.message : 'error'}, running again`);
    return 'retry' as const;
  });
  if (result === 'retry') return audit(page, cpuSlowdownMultiplier, attemptsLeft - 1);
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse gave no result' };
  if (!result || error) {
    if (attemptsLeft > 1) {
      console.log(`${page}: ${error?.code ?? 'error'}, running again`);
      return audit(page, cpuSlowdownMultiplier, attemptsLeft - 1);
    }
    throw new Error(`${page}: ${error?.message ?? 'no result'}`);
  }
  return result.lhr;
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
const report: Record<string, { score: number; lcpMs: number; tbtMs: number; cls: number; initialJsGzipBytes: number }> =
  {};
const benchmarkIndexes: number[] = [];
let cpuSlowdownMultiplier = 4;
try {
  console.log(`calibrating: one Lighthouse run of ${pages[0]} measures the host's benchmarkIndex (${machineLoad()})`);
  const calibrationIndex = benchmarkIndexOf(await audit(pages[0] ?? '/', undefined));
  const fixed = process.env.BENCH_CPU_MULTIPLIER;
  cpuSlowdownMultiplier = fixed ? Number(fixed) : cpuSlowdownFor(calibrationIndex);
  if (!(cpuSlowdownMultiplier >= 1)) throw new Error(`BENCH_CPU_MULTIPLIER must be a number ≥ 1, not ${fixed}`);
  console.log(
    `benchmarkIndex ${Math.round(calibrationIndex)} → CPU slowdown ${cpuSlowdownMultiplier}× ` +
      `(${fixed ? 'fixed by BENCH_CPU_MULTIPLIER' : 'calibrated to a mid-tier phone'}; Lighthouse's default is 4×)`,
  );
  console.log(
    `Lighthouse ${runs} run(s) per page, mobile preset; ${origin}; node ${process.version}; ${machineLoad()}`,
  );
  console.log('page | score | LCP ms | TBT ms | CLS | FCP ms | initial JS gzip | transferred | scripts | page');
  for (const page of pages) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(page, cpuSlowdownMultiplier));
    benchmarkIndexes.push(...results.map(benchmarkIndexOf));
    const lhr = computeMedianRun(results);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(reportDir, `lighthouse-${name}.json`), JSON.stringify(lhr, null, 2));
    }
    const js = initialJs(lhr);
    const entry = {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
      tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
      cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
      initialJsGzipBytes: js.gzipBytes,
    };
    report[page] = entry;
    const scores = results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100));
    console.log(
      `${page} | ${entry.score} (runs: ${scores.join(', ')}) | ${entry.lcpMs} | ${entry.tbtMs} | ${entry.cls} | ` +
        `${Math.round(numeric(lhr, 'first-contentful-paint'))} | ${(js.gzipBytes / 1000).toFixed(1)} kB | ` +
        `${(js.transferBytes / 1000).toFixed(1)} kB | ${js.files.length} | ${(documentBytes(lhr) / 1000).toFixed(1)} kB`,
    );
    console.log(`  scripts: ${js.files.map((file) => path.basename(file)).join(', ')}`);
  }
  console.log(`after: ${machineLoad()}`);
} finally {
  chrome.kill();
  await site.close();
}

// The index of the measured runs (their median): the host as it was while the figures were taken.
const benchmarkIndex = Math.round(median(benchmarkIndexes));
console.log(JSON.stringify({ benchmarkIndex, cpuSlowdownMultiplier, pages: report }));
