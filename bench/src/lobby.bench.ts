// Lobby catalogue throughput: autocannon against the game list, hot games and vendor lanes (cycled), and
// against a bare route on the same server in the same run, with 256 connections.
// Usage: npm run bench:lobby   (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS are optional)
// The last line is JSON: { ratio, p99Ms, lobbyRps, bareRps, ... }. Targets: ratio ≥ 0.6, p99 < 50 ms.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { games, vendors } from '../../apps/server/src/db/schema/index';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 256);

const name = `fortuna_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: url.toString(),
  DEMO_SEED: 'true',
  LOG_LEVEL: 'warn',
  SERVE_STATIC: 'false',
  REDIS_URL: '',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const app = await buildApp(config);
// The yardstick: a route with no work of its own, behind the same hooks (merchant-free, rate limit, headers).
app.get('/bench/bare', async () => ({ success: true, value: { ok: true }, message: '', code: 'OK' }));

// A catalogue the size of a real lobby: 12 vendors, 40 games each.
const types = ['RNG', 'LIVE', 'FISH', 'PVP'] as const;
for (let v = 0; v < 12; v++) {
  const gameType = types[v % types.length] ?? 'RNG';
  const [vendor] = await app.db
    .insert(vendors)
    .values({ code: `VENDOR_${v}`, name: `Vendor ${v}`, walletMode: 'seamless', gameType, sortOrder: v })
    .returning();
  await app.db.insert(games).values(
    Array.from({ length: 40 }, (_, g) => ({
      vendorId: vendor?.id ?? 0,
      gameCode: `game-${g}`,
      name: `Game ${v}-${g}`,
      gameType,
      isHot: g < 3,
      isNew: g > 35,
      sortOrder: g,
    })),
  );
}
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const lobbyPaths = [
  '/lgw/games/list?clientType=3&gameType=RNG&pageNo=1&pageSize=18&language=TY',
  '/lgw/games/hot?isPlatform=2&gameType=RNG&language=TY',
  '/lgw/games/lanes',
];

async function run(label: string, requests: string[]) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: requests.map((path) => ({ method: 'GET', path })),
    // Load is generated on a worker thread, so the server's event loop is its own.
    workers: 1,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors}`,
  );
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

console.log(
  `database: ${app.database.kind}; ${connections} connections; ${seconds} s per run; node ${process.version}`,
);
console.log('run | requests/s (mean) | latency p50 ms | p99 ms | errors');
// Warm-up, so both runs meet a started process.
await autocannon({ url: `${origin}/bench/bare`, connections: 16, duration: 2 });
const bare = await run('bare route', ['/bench/bare']);
const lobby = await run('lobby (list, hot, lanes)', lobbyPaths);

await app.close();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();

console.log(
  JSON.stringify({
    ratio: Number((lobby.rps / bare.rps).toFixed(2)),
    p99Ms: lobby.p99,
    lobbyRps: Math.round(lobby.rps),
    bareRps: Math.round(bare.rps),
    bareP99Ms: bare.p99,
    connections,
    errors: lobby.errors + bare.errors,
  }),
);
