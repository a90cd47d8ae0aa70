// The bet path as players use it: the server started as its own process on a fresh PostgreSQL database
// (or the embedded one with --embedded), members signed in and studio windows opened through real calls,
// then a load generator in a separate process plays dice with 16 and 64 members, one member with 64 rounds
// in flight, and the 20-line slot with 16 members, each virtual user sending its next round when the last
// answers. pgbench's TPC-B-like script runs in the same run. For each scenario: rounds/s, p50, p99, errors,
// rounds/s ÷ pgbench tps, server + PostgreSQL CPU ms per round, and SQL statements per round.
// Usage: npm run bench:bets [-- --embedded] [-- --profile] [-- --nodes=2]
//   BENCH_DATABASE_URL, BENCH_SECONDS (default 15), BENCH_PORT (default 3100)
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Challenge } from '@fortuna/contracts/auth';
import pg from 'pg';
import { solveChallengeValue } from '../../apps/server/src/test/http-login';

const run = promisify(execFile);
const args = new Set(process.argv.slice(2));
const embedded = args.has('--embedded');
const profile = args.has('--profile');
const nodes = Number([...args].find((arg) => arg.startsWith('--nodes='))?.split('=')[1] ?? 1);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const basePort = Number(process.env.BENCH_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '../..');
const workDir = path.join(root, 'bench', '.bets');
const FUNDING = 1_000_000_000_000n;
const DICE = { stake: 100_000, direction: 'over', target: 50.5 };
const SLOT = { coin: 5_000 };

const name = `betpath_bets_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
// Another process may end idle connections on a shared server: a fresh client for each admin step.
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
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
if (!embedded) await asAdmin((admin) => admin.query(`create database ${name}`));

const servers: ChildProcess[] = [];
/** The load balancer of a several-process run: not a server (no statement count, its CPU not the platform's). */
let balancer: ChildProcess | undefined;
/** The bench database, read for CPU and (where preloaded) pg_stat_statements. */
let benchDb: pg.Client | undefined;
let readsStatements = false;
const ports = nodes > 1 ? Array.from({ length: nodes }, (_, n) => basePort + 1 + n) : [basePort];
const origin = `http://127.0.0.1:${basePort}`;

function startServer(port: number, index: number): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: embedded ? '' : url.toString(),
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_POOL_SIZE: '10',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    SERVE_STATIC: 'false',
    REDIS_URL: nodes > 1 ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '',
    RATE_LIMIT_NAMESPACE: `${name}:`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    MONEY_RATE_LIMIT_PER_MINUTE: '100000000',
    SIGN_IN_RATE_LIMIT: '1000',
    SETTLEMENT_JOBS: 'false',
    // Each bench player signs in from an address of its own (sent by the balancer's header), as players do.
    TRUSTED_PROXIES: '127.0.0.1',
    BENCH_QUERY_COUNT_FILE: path.join(workDir, `queries-${index}.txt`),
  };
  const flags = ['--import', 'tsx', '--import', path.join(root, 'bench/src/count-queries.ts')];
  if (profile) flags.push('--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench', 'profiles')}`);
  const child = spawn(process.execPath, [...flags, path.join(root, 'apps/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  return child;
}

async function waitFor(target: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${target}/wps/system/status`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${target} did not start`);
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of each backend of the bench database (the pool may replace a connection during a run). */
async function databaseCpu(db: pg.Client | undefined): Promise<Map<number, number>> {
  if (embedded || !db) return new Map();
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map((row) => [Number(row.pid), cpuSeconds(Number(row.pid))]));
}

/** CPU the backends used between two readings: a backend that started meanwhile counts whole. */
function databaseCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += Math.max(0, seconds - (before.get(pid) ?? 0));
  return total;
}

/** Statements run so far: from pg_stat_statements (top-level statements of the bench database) where preloaded. */
async function statementCount(): Promise<number> {
  if (readsStatements && benchDb) {
    const { rows } = await benchDb.query(
      `select coalesce(sum(calls), 0)::text as calls from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())`,
    );
    return Number(rows[0]?.calls ?? 0);
  }
  let total = 0;
  for (const [index, server] of servers.entries()) {
    server.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      total += Number(readFileSync(path.join(workDir, `queries-${index}.txt`), 'utf8'));
    } catch {}
  }
  return total;
}

/** Runs bench/src/bets-setup.ts on the bench database (servers stopped for PGlite, whose files one process opens). */
async function setupStep(step: Record<string, unknown>): Promise<string> {
  const input = { databaseUrl: embedded ? '' : url.toString(), dataDir: path.join(workDir, 'data'), ...step };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/src/bets-setup.ts'), JSON.stringify(input)],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout.trim().split('\n').at(-1) ?? '{}';
}

// Members: accounts written once (the platform has no bulk sign-up) and funded from a world account; then
// signed in, launched and their game windows opened through the real HTTP calls.
const memberCount = 64 + 1;

try {
  const game = JSON.parse(
    await setupStep({ mode: 'setup', members: memberCount, funding: FUNDING.toString() }),
  ) as Record<string, number>;
  const diceGame = game['fortuna-dice'] ?? 0;
  const slotGame = game['fortuna-slot-20'] ?? 0;
  for (const [index, port] of ports.entries()) {
    startServer(port, index);
    if (index === 0) await waitFor(`http://127.0.0.1:${port}`); // the first applies the migrations and the seed
  }
  for (const port of ports) await waitFor(`http://127.0.0.1:${port}`);
  if (nodes > 1) {
    balancer = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/src/balancer.ts'), String(basePort), ...ports.map(String)],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await waitFor(origin);
  }
  const dbUrl = embedded ? undefined : url.toString();
  const db = dbUrl ? new pg.Client({ connectionString: dbUrl }) : undefined;
  db?.on('error', () => undefined);
  await db?.connect();
  benchDb = db;
  const statementsMethod = embedded
    ? 'client-side count (PGlite queries of the server process)'
    : (
          await asAdmin((admin) => admin.query('show shared_preload_libraries'))
        ).rows[0].shared_preload_libraries.includes('pg_stat_statements')
      ? 'pg_stat_statements'
      : 'client-side count (pg_stat_statements is not in shared_preload_libraries here)';
  if (statementsMethod === 'pg_stat_statements') {
    await db?.query('create extension if not exists pg_stat_statements');
    readsStatements = true;
  }

  const tokens = new Map<string, string>();
  async function signIn(username: string, player: Record<string, string>): Promise<string> {
    const known = tokens.get(username);
    if (known) return known;
    const challenge = (await (await fetch(`${origin}/wps/challenge`, { headers: player })).json()) as {
      value: Challenge;
    };
    const login = (await (
      await fetch(`${origin}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...player },
        body: JSON.stringify({
          type: 'username',
          username,
          password: 'Demo#2026',
          challenge: await solveChallengeValue(challenge.value),
        }),
      })
    ).json()) as { value: { token: string } | null; message: string };
    if (!login.value) throw new Error(`login failed: ${login.message}`);
    tokens.set(username, login.value.token);
    return login.value.token;
  }

  async function window(username: string, gameId: number): Promise<string> {
    const player = { 'x-forwarded-for': `198.51.100.${Number(username.replace(/\D/g, '')) % 250}` };
    const token = await signIn(username, player);
    const launch = (await (
      await fetch(`${origin}/wps/game/launchGame`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...player },
        body: JSON.stringify({ nodeId: gameId, isTrial: false, language: 'EN' }),
      })
    ).json()) as { value: { url: string } | null; message: string };
    if (!launch.value) throw new Error(`launch failed: ${launch.message}`);
    const launchToken = new URL(launch.value.url, origin).searchParams.get('token');
    const opened = (await (
      await fetch(`${origin}/studio/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...player },
        body: JSON.stringify({ launchToken }),
      })
    ).json()) as { value: { studioToken: string } | null; message: string };
    if (!opened.value) throw new Error(`studio session failed: ${opened.message}`);
    return opened.value.studioToken;
  }
  const names = Array.from({ length: 64 }, (_, n) => `bets${n + 1}`);
  const dice: string[] = [];
  for (const username of names) dice.push(await window(username, diceGame));
  const slot: string[] = [];
  for (const username of names.slice(0, 16)) slot.push(await window(username, slotGame));
  const racer = await window(`bets${memberCount}`, diceGame);

  // pgbench in the same run, on a database of its own.
  let pgbenchTps = 0;
  if (!embedded) {
    const pgbenchDb = `${name}_pgbench`;
    await asAdmin((admin) => admin.query(`create database ${pgbenchDb}`));
    const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', '10', pgbenchDb], { stdio: 'ignore' });
    const out = execFileSync('pgbench', [...conn, '-c', '16', '-j', '2', '-T', String(seconds), pgbenchDb], {
      encoding: 'utf8',
    });
    pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    await asAdmin((admin) => admin.query(`drop database if exists ${pgbenchDb} with (force)`));
  }

  const scenarios: Record<string, Record<string, unknown>> = {};
  async function scenario(label: string, users: { token: string; choices: unknown; inFlight: number }[]) {
    const serverCpu0 = servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0);
    const dbCpu0 = await databaseCpu(db);
    const statements0 = await statementCount();
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/src/bets-load.ts'), JSON.stringify({ origin, seconds, users })],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    const statements = (await statementCount()) - statements0;
    const serverCpu = servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0) - serverCpu0;
    const dbCpu = databaseCpuBetween(dbCpu0, await databaseCpu(db));
    const rounds = Math.max(1, result.rounds);
    scenarios[label] = {
      roundsPerSec: round2(result.roundsPerSec),
      p50Ms: round2(result.p50Ms),
      p99Ms: round2(result.p99Ms),
      errors: result.errors,
      ratio: pgbenchTps ? round2(result.roundsPerSec / pgbenchTps) : null,
      cpuMsPerRound: round2(((serverCpu + dbCpu) * 1000) / rounds),
      serverCpuMsPerRound: round2((serverCpu * 1000) / rounds),
      dbCpuMsPerRound: round2((dbCpu * 1000) / rounds),
      statementsPerRound: round2(statements / rounds),
      ...(Object.keys(result.errorKinds).length > 0 ? { errorKinds: result.errorKinds } : {}),
    };
    return result;
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;

  await scenario(
    'dice16',
    dice.slice(0, 16).map((token) => ({ token, choices: DICE, inFlight: 1 })),
  );
  await scenario(
    'dice64',
    dice.map((token) => ({ token, choices: DICE, inFlight: 1 })),
  );
  const race = await scenario('diceRace', [{ token: racer, choices: DICE, inFlight: 64 }]);
  await scenario(
    'slot16',
    slot.map((token) => ({ token, choices: SLOT, inFlight: 1 })),
  );

  await db?.end();
  // The racer's wallet is exactly its funding less what the answered rounds took and plus what they paid.
  for (const server of servers.splice(0)) server.kill('SIGTERM');
  balancer?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const check = JSON.parse(await setupStep({ mode: 'check', username: `bets${memberCount}` })) as {
    balance: string;
    ledgerSum: string;
  };
  const expected = FUNDING - BigInt(race.stakes) + BigInt(race.payouts);
  const diceRace = scenarios.diceRace;
  if (diceRace) diceRace.balanceExact = race.errors === 0 && BigInt(check.balance) === expected;
  const ledgerSum = check.ledgerSum;

  console.log(
    `bench:bets — ${embedded ? 'PGlite' : 'PostgreSQL'}, ${nodes} server process(es), ${seconds} s per scenario`,
  );
  console.log(`statements counted by: ${statementsMethod}; ledger sum after the run: ${ledgerSum}`);
  console.log(`pgbench TPC-B-like (scale 10, 16 clients): ${pgbenchTps} tps`);
  console.log('scenario | rounds/s | p50 ms | p99 ms | errors | ratio | CPU ms/round (server + db) | statements/round');
  for (const [label, figures] of Object.entries(scenarios)) {
    console.log(
      `${label} | ${figures.roundsPerSec} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.errors} | ${figures.ratio} | ` +
        `${figures.cpuMsPerRound} (${figures.serverCpuMsPerRound} + ${figures.dbCpuMsPerRound}) | ${figures.statementsPerRound}`,
    );
  }
  console.log(JSON.stringify({ pgbenchTps, scenarios }));
} finally {
  for (const server of servers) server.kill('SIGTERM');
  balancer?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  if (!embedded) await asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
}
