// Throughput and latency of the calls every page load makes, on one process with the embedded database.
// Usage: npm run bench:api  (BENCH_SECONDS, BENCH_CONNECTIONS and DATABASE_URL are optional)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const paths = ['/wps/system/status', '/wps/system/permission/info', '/wps/system/helpCenter?lang=EN&device=WEB'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SERVE_STATIC: 'false',
  DEMO_SEED: 'true',
  // The limiter still runs on every request; the bench's one address must not be throttled by it.
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const app = await buildApp(config);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

console.log(
  `database: ${app.database.kind}; ${connections} connections; ${seconds} s per call; node ${process.version}`,
);
console.log('call | requests/s (mean) | latency p50 ms | p99 ms | errors');
for (const url of paths) {
  const result = await autocannon({ url: `${origin}${url}`, connections, duration: seconds });
  const errors = result.errors + result.non2xx;
  console.log(
    `${url} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors}`,
  );
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });
