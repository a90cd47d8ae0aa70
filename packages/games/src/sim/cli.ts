/**
 * RTP simulator: plays many rounds of each studio game through the real play path with fresh
 * random seeds and checks the measured RTP against the stated one.
 *
 *   npm run sim -- --all                      every game, 1,000,000 rounds each
 *   npm run sim -- --game fortuna-dice --rounds 200000
 *   npm run sim -- --all --workers 1          one thread (default: one per core, at most 4)
 *   npm run sim -- --format keno --rounds 200000   a fast lottery format: that many draws, RTP per bet type
 *
 * `--all` also runs every fast lottery format (Keno, K3), a row per bet type (Keno: per spot count).
 *
 * A game passes when |measured − stated| ≤ max(3.5 × standard error, 0.001). The last line is
 * JSON; the exit code is 1 when any game fails (2 for bad arguments).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FAST_FORMATS, type FastFormat } from '../lottery/fast/formats';
import { studioGames } from '../studio/index';
import { simulateFormat } from './lottery-sim';
import { simulate } from './runner';
import {
  checkRtp,
  emptyMoments,
  type Moments,
  type MomentsJson,
  mergeMoments,
  momentsFromJson,
  type RtpCheck,
} from './stats';

const DEFAULT_ROUNDS = 1_000_000;

const USAGE = `usage: npm run sim -- (--all | --game CODE [--game CODE…] | --format NAME…) [--rounds N] [--workers N]
games: ${Object.keys(studioGames).join(', ')}
formats: ${FAST_FORMATS.join(', ')}`;

interface Options {
  games: string[];
  formats: FastFormat[];
  rounds: number;
  workers: number;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function positiveInteger(flag: string, value: string | undefined, min: number): number {
  const n = value === undefined ? Number.NaN : Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < min) fail(`${flag} needs a whole number of at least ${min}`);
  return n;
}

function parseArgs(args: readonly string[]): Options {
  const games: string[] = [];
  const formats: FastFormat[] = [];
  let all = false;
  let rounds = DEFAULT_ROUNDS;
  let workers = Math.min(4, availableParallelism());
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [flag, inline] = arg?.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = (): string | undefined => inline ?? args[++i];
    switch (flag) {
      case '--all':
        all = true;
        break;
      case '--game': {
        for (const code of (value() ?? '').split(',')) {
          if (!Object.hasOwn(studioGames, code)) fail(`unknown game '${code}'`);
          if (!games.includes(code)) games.push(code);
        }
        break;
      }
      case '--format': {
        for (const name of (value() ?? '').split(',')) {
          const format = FAST_FORMATS.find((each) => each === name);
          if (!format) fail(`unknown format '${name}'`);
          if (!formats.includes(format)) formats.push(format);
        }
        break;
      }
      case '--rounds':
        rounds = positiveInteger('--rounds', value(), 2);
        break;
      case '--workers':
        workers = positiveInteger('--workers', value(), 1);
        break;
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        process.exit(0);
        break;
      default:
        fail(`unknown argument '${arg}'`);
    }
  }
  if (all) return { games: Object.keys(studioGames), formats: [...FAST_FORMATS], rounds, workers };
  if (games.length === 0 && formats.length === 0) fail('choose --all, --game CODE or --format NAME');
  return { games, formats, rounds, workers };
}

function runInWorker(code: string, rounds: number): Promise<Moments> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit the tsx loader on Node 20: register it before importing the TypeScript worker.
    const workerUrl = new URL('./worker.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
    const worker = new Worker(bootstrap, { eval: true, workerData: { code, rounds } });
    worker.once('message', (message: MomentsJson) => resolve(momentsFromJson(message)));
    worker.once('error', reject);
    worker.once('exit', (exitCode) => {
      if (exitCode !== 0) reject(new Error(`simulation worker for ${code} exited with ${exitCode}`));
    });
  });
}

/** Splits the rounds over the workers (in-process when there is one). */
async function simulateGame(code: string, rounds: number, workers: number): Promise<Moments> {
  if (workers <= 1) return simulate(code, rounds);
  const shares = Array.from(
    { length: workers },
    (_, i) => Math.floor(rounds / workers) + (i < rounds % workers ? 1 : 0),
  ).filter((share) => share > 0);
  const parts = await Promise.all(shares.map((share) => runInWorker(code, share)));
  return parts.reduce(mergeMoments, emptyMoments());
}

const percent = (x: number, digits = 4): string => `${(x * 100).toFixed(digits)}%`;
const grouped = (n: bigint | number): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  process.stdout.write(
    `Simulating ${[...options.games, ...options.formats].join(', ')}: ${grouped(options.rounds)} rounds (draws) each on ${options.workers} thread(s)\n`,
  );
  const results: Record<string, RtpCheck & { seconds: number }> = {};
  const started = performance.now();
  for (const code of options.games) {
    const game = studioGames[code];
    if (!game) continue;
    const t0 = performance.now();
    const moments = await simulateGame(code, options.rounds, options.workers);
    const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
    const check = checkRtp(moments, game.statedRtp);
    results[code] = { ...check, seconds };
    const columns = [
      `${code.padEnd(17)} rounds ${grouped(check.rounds)}`,
      `stake ${grouped(moments.stake)}`,
      `payout ${grouped(moments.payout)}`,
      `RTP ${percent(check.measuredRtp)}`,
      `stated ${percent(check.statedRtp)}`,
      `SE ${percent(check.standardError)}`,
      `tolerance ±${percent(check.tolerance)}`,
      `${check.pass ? 'PASS' : 'FAIL'}`,
      `${seconds}s`,
    ];
    process.stdout.write(`${columns.join('  ')}\n`);
  }
  for (const format of options.formats) {
    const t0 = performance.now();
    for (const row of simulateFormat(format, options.rounds)) {
      const check = checkRtp(row.moments, row.statedRtp);
      results[`${format}: ${row.label}`] = { ...check, seconds: 0 };
      const columns = [
        `${`${format}: ${row.label}`.padEnd(24)} draws ${grouped(check.rounds)}`,
        `RTP ${percent(check.measuredRtp)}`,
        `stated ${percent(check.statedRtp)}`,
        `SE ${percent(check.standardError)}`,
        `tolerance ±${percent(check.tolerance)}`,
        `${check.pass ? 'PASS' : 'FAIL'}`,
      ];
      process.stdout.write(`${columns.join('  ')}\n`);
    }
    process.stdout.write(`${format}: ${((performance.now() - t0) / 1000).toFixed(1)}s\n`);
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const games = Object.fromEntries(
    Object.entries(results).map(([code, r]) => [
      code,
      {
        rounds: r.rounds,
        measuredRtp: Number(r.measuredRtp.toFixed(6)),
        statedRtp: r.statedRtp,
        tolerance: Number(r.tolerance.toFixed(6)),
        pass: r.pass,
        standardError: Number(r.standardError.toFixed(6)),
        seconds: r.seconds,
      },
    ]),
  );
  const pass = Object.values(results).every((r) => r.pass);
  process.stdout.write(`${JSON.stringify({ games, pass, seconds, workers: options.workers })}\n`);
  process.exitCode = pass ? 0 : 1;
}

await main();
