// What the benches that start the server as its own process on a fresh PostgreSQL database share: the database
// made and dropped, the server started (optionally with a CPU profile), JSON calls over kept-alive connections,
// members written and funded by SQL, staff signed in, a member's game window opened through the real calls,
// and a closed-loop load of members each sending its next call when the last answered.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { Challenge } from '@fortuna/contracts/auth';
import pg from 'pg';
import { solveChallengeValue } from '../../apps/server/src/test/http-login';

export const root = path.resolve(import.meta.dirname, '../..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Answer<T> {
  success: boolean;
  code: string;
  message: string;
  value: T | null;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database named `${prefix}_<random>`; answers its URL and name. */
export async function freshDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Statement timing on the bench's database only, for a profile (the shared server may not preload
 * pg_stat_statements): BENCH_LOG_MS logs every statement slower than that to the server's log, and
 * BENCH_EXPLAIN_MS logs the plans (nested statements of triggers and functions included) of those slower than that.
 */
export async function logSlowStatements(name: string): Promise<void> {
  const settings: string[] = [];
  if (process.env.BENCH_LOG_MS) settings.push(`log_min_duration_statement = ${Number(process.env.BENCH_LOG_MS)}`);
  if (process.env.BENCH_EXPLAIN_MS) {
    settings.push(
      "session_preload_libraries = 'auto_explain'",
      `auto_explain.log_min_duration = ${Number(process.env.BENCH_EXPLAIN_MS)}`,
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_analyze = on',
      'auto_explain.log_timing = off',
    );
  }
  for (const setting of settings) await asAdmin((admin) => admin.query(`alter database ${name} set ${setting}`));
}

export async function dropDatabase(name: string): Promise<void> {
  if (process.env.BENCH_KEEP === '1') {
    console.log(`kept database ${name}`);
    return;
  }
  await asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
}

/** The server on `port` as its own process (`--profile` on the command line: a CPU profile in bench/profiles). */
export class BenchServer {
  readonly origin: string;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private process: ChildProcess | undefined;

  constructor(readonly port: number) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  async start(databaseUrl: string, name: string, env: Record<string, string> = {}): Promise<void> {
    const flags = ['--import', 'tsx'];
    if (process.argv.includes('--profile')) {
      flags.push('--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench', 'profiles')}`);
    }
    this.process = spawn(process.execPath, [...flags, path.join(root, 'apps/server/src/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '10',
        DEMO_SEED: 'true',
        LOG_LEVEL: 'warn',
        SERVE_STATIC: 'false',
        REDIS_URL: '',
        RATE_LIMIT_NAMESPACE: `${name}:`,
        RATE_LIMIT_PER_MINUTE: '100000000',
        MONEY_RATE_LIMIT_PER_MINUTE: '100000000',
        SIGN_IN_RATE_LIMIT: '1000',
        SETTLEMENT_JOBS: 'false',
        TRUSTED_PROXIES: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${this.origin}/wps/system/status`)).ok) return;
      } catch {}
      if (attempt > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Stops the server (SIGTERM, so a CPU profile is written) and waits for it to exit. */
  async stop(): Promise<void> {
    const child = this.process;
    this.agent.destroy();
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }

  /** A JSON call over a kept-alive connection; answers the envelope. */
  call<T>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const text = body === undefined ? '' : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          path: route,
          method,
          agent: this.agent,
          headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  }

  /** A staff member's authorization header (the demo staff's password). */
  async staff(username: string): Promise<Record<string, string>> {
    const login = must(
      await this.call<{ token: string }>('POST', '/api/admin/session/login', { username, password: 'Demo#2026' }),
      'staff login',
    );
    return { authorization: `Bearer ${login.token}` };
  }

  /**
   * A member signs in, launches the game `gameId` and opens the product's window at `windowPath` with the launch
   * token; answers the window's token.
   */
  async openWindow(username: string, n: number, gameId: number, windowPath: string): Promise<string> {
    const player = { 'x-forwarded-for': `198.51.100.${n % 250}` };
    const challenge = must(await this.call<Challenge>('GET', '/wps/challenge', undefined, player), 'challenge');
    const login = must(
      await this.call<{ token: string }>(
        'POST',
        '/wps/session/login',
        { type: 'username', username, password: 'Demo#2026', challenge: await solveChallengeValue(challenge) },
        player,
      ),
      'login',
    );
    const launch = must(
      await this.call<{ url: string }>(
        'POST',
        '/wps/game/launchGame',
        { nodeId: gameId, isTrial: false, language: 'EN' },
        { authorization: `Bearer ${login.token}`, ...player },
      ),
      'launch',
    );
    const launchToken = new URL(launch.url, this.origin).searchParams.get('token');
    const opened = must(
      await this.call<Record<string, string>>('POST', windowPath, { launchToken }, player),
      'game window',
    );
    return opened.token ?? opened.lotteryToken ?? '';
  }
}

export function must<T>(answer: Answer<T>, what: string): T {
  if (!answer.success || answer.value === null) throw new Error(`${what}: ${answer.message}`);
  return answer.value;
}

/**
 * Members `${prefix}1…N` of merchant 1 written once (no bulk sign-up, the demo member's password) and each funded
 * with `funding` from a world account, so the ledger still sums to zero.
 */
export async function fundedMembers(db: pg.Client, prefix: string, count: number, funding: bigint): Promise<void> {
  await db.query(
    `insert into accounts (merchant_id, username, password_hash, type)
     select 1, $2 || n, (select password_hash from accounts where username = 'demo01'), 0
     from generate_series(1, $1) n`,
    [count, prefix],
  );
  await db.query(
    `with world as (
       insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
       select 1, 'merchant', 0, 'world', 'bench', currency, -($1::bigint * $2), true from merchants where id = 1
       returning currency)
     insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
     select 1, 'account', a.id, 'main', '', w.currency, $1::bigint, false
     from accounts a, world w where a.username like $3`,
    [funding.toString(), count, `${prefix}%`],
  );
}

export interface LoadFigures {
  calls: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: Record<string, number>;
  errorCount: number;
}

/**
 * Closed-loop load: every window sends its next call (`send(window, member, n)`) the moment the last answered,
 * for `seconds`; answers the rate of successful calls and their latency percentiles.
 */
export async function closedLoop(
  windows: string[],
  seconds: number,
  send: (window: string, member: number, n: number) => Promise<Answer<unknown>>,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    windows.map(async (window, member) => {
      for (let n = member; performance.now() < until; n++) {
        const t0 = performance.now();
        const answer = await send(window, member, n);
        if (answer.success) latencies.push(performance.now() - t0);
        else errors[answer.code] = (errors[answer.code] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    calls: latencies.length,
    perSec: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(0.5) * 10) / 10,
    p99Ms: Math.round(percentile(0.99) * 10) / 10,
    errors,
    errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
  };
}

/** Waits until `left()` answers 0, checking every 100 ms. */
export async function until0(left: () => Promise<number>): Promise<void> {
  while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
