// Settled bet rounds per second through the ledger: a debit (bet) then a credit (win), each with its own
// idempotency key, as a game vendor sends them; 64 concurrent clients; through the service and through
// HTTP; then pgbench's built-in TPC-B-like script on the same PostgreSQL for the same duration.
// Usage: npm run bench:wallet   (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CLIENTS are optional)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { accounts, vendors } from '../../apps/server/src/db/schema/index';
import { ensureAccount } from '../../apps/server/src/modules/ledger/ledger.repo';
import { openSession } from '../../apps/server/src/modules/sessions/open-session';
import { findAccountById } from '../../apps/server/src/modules/sessions/sessions.repo';
import { hashPassword } from '../../apps/server/src/security/passwords';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 64);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function runClients(round: (client: number, n: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          await round(client, n);
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rounds: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

const name = `fortuna_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

try {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: url.toString(),
    DATABASE_POOL_SIZE: '20',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    SERVE_STATIC: 'false',
    REDIS_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000000',
    MONEY_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildApp(config);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const merchantId = 1;
  await app.db.insert(vendors).values({ code: 'BENCH', name: 'Bench vendor', walletMode: 'transfer' });

  // Players with funded main wallets, and the vendor's house-side account.
  const passwordHash = await hashPassword('Bench#2026');
  const vendorAccount = await ensureAccount(app.db, {
    merchantId,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'vendor',
    label: 'BENCH',
    currency: 'VND',
  });
  const world = await ensureAccount(app.db, {
    merchantId,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'world',
    currency: 'VND',
  });
  const players: { id: number; mainId: number; token: string }[] = [];
  for (let i = 0; i < clients; i++) {
    const [row] = await app.db
      .insert(accounts)
      .values({ merchantId, username: `bench${i}`, passwordHash, type: 0 })
      .returning({ id: accounts.id });
    const id = row?.id ?? 0;
    const main = await ensureAccount(app.db, {
      merchantId,
      ownerType: 'account',
      ownerId: id,
      kind: 'main',
      currency: 'VND',
    });
    await app.ledger.transfer({
      merchantId,
      key: `bench-fund-${id}`,
      debitAccountId: world.id,
      creditAccountId: main.id,
      amount: 10_000_000_000n,
      currency: 'VND',
      kind: 'deposit',
    });
    // Sessions are opened directly: sign-in (challenge, captcha) is not what this measures.
    const account = await findAccountById(app.db, id);
    if (!account) throw new Error('bench account missing');
    const session = await openSession(app.db, account, '127.0.0.1', { passwordExpired: false, remember: false });
    players.push({ id, mainId: main.id, token: session.result.token });
  }

  const service = await runClients(async (client, n) => {
    const player = players[client];
    if (!player) return;
    const leg = { merchantId, currency: 'VND', amount: 1_000n };
    await app.ledger.transfer({
      ...leg,
      key: `svc-bet-${client}-${n}`,
      debitAccountId: player.mainId,
      creditAccountId: vendorAccount.id,
      kind: 'bet',
    });
    await app.ledger.transfer({
      ...leg,
      key: `svc-win-${client}-${n}`,
      debitAccountId: vendorAccount.id,
      creditAccountId: player.mainId,
      kind: 'win',
    });
  });

  const http = await runClients(async (client, n) => {
    const player = players[client];
    if (!player) return;
    for (const direction of ['IN', 'OUT'] as const) {
      const response = await fetch(`${origin}/wps/relay/GCS_walletTransfer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${player.token}`,
          'idempotency-key': `http-${direction}-${client}-${n}`,
        },
        body: JSON.stringify({ vendorCode: 'BENCH', direction, amount: '10.00' }),
      });
      const body = (await response.json()) as { success: boolean; message: string };
      if (!body.success) throw new Error(body.message);
    }
  });
  await app.close();

  const pgbenchArgs = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  execFileSync('pgbench', [...pgbenchArgs, '-i', '-q', '-s', '10', name], { stdio: 'ignore' });
  const pgbenchOut = execFileSync(
    'pgbench',
    [...pgbenchArgs, '-c', String(clients), '-j', '2', '-T', String(seconds), name],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const pgbenchTps = Number(/tps = ([\d.]+)/.exec(pgbenchOut)?.[1] ?? 0);

  const round2 = (value: number) => Math.round(value * 100) / 100;
  console.log(`PostgreSQL ${url.host}; ${clients} clients; ${seconds} s per run; node ${process.version}`);
  console.log('path | settled rounds | rounds/s | p50 ms | p99 ms | errors');
  console.log(
    `service | ${service.rounds} | ${round2(service.perSecond)} | ${round2(service.p50)} | ${round2(service.p99)} | ${service.errors}`,
  );
  console.log(
    `http    | ${http.rounds} | ${round2(http.perSecond)} | ${round2(http.p50)} | ${round2(http.p99)} | ${http.errors}`,
  );
  console.log(`pgbench TPC-B-like (scale 10, ${clients} clients) | ${round2(pgbenchTps)} tps`);
  console.log(
    JSON.stringify({
      roundsPerSecService: round2(service.perSecond),
      roundsPerSecHttp: round2(http.perSecond),
      pgbenchTps: round2(pgbenchTps),
      ratio: round2(service.perSecond / pgbenchTps),
      p50Ms: round2(service.p50),
      p99Ms: round2(service.p99),
      httpP50Ms: round2(http.p50),
      httpP99Ms: round2(http.p99),
    }),
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
