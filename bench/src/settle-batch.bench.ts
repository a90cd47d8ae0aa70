// Settlement batches through the seamless API on PostgreSQL, as a lottery draw or a sports event settles:
// BENCH_MEMBERS members (default 10,000) hold open rounds whose stakes the wallet took, and a vendor settles
// them with signed `settle-batch` calls of BENCH_BATCH items (default 10,000), BENCH_IN_FLIGHT at a time
// (default 2) over HTTP to the app in this process. One run per size in BENCH_BETS (default 200000,1000000):
// the open rounds are written by SQL first (setup, not timed), then every round is settled (one in ten wins
// twice its stake, the rest lose) and the settlement is timed. Checks every item answered OK, every round
// settled, each member's balance exact and the ledger summing to zero.
// Usage: npm run bench:settle-batch   (BENCH_DATABASE_URL, BENCH_MEMBERS, BENCH_BETS, BENCH_BATCH, BENCH_IN_FLIGHT)
import { randomBytes } from 'node:crypto';
import type { SettleBatchAnswer } from '@fortuna/contracts/seamless';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import {
  fetchTransport,
  SeamlessClient,
  type SettleBatchItem,
} from '../../apps/server/src/products/kit/seamless-client';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);
const betRuns = (process.env.BENCH_BETS ?? '200000,1000000').split(',').map(Number);
const batchSize = Number(process.env.BENCH_BATCH ?? 10_000);
const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 2);
const STAKE = 1_000n;
const FUNDING = 1_000_000_000n;

const name = `fortuna_settlebatch_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const results: Record<string, unknown>[] = [];

try {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: url.toString(),
    DATABASE_POOL_SIZE: '10',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    SERVE_STATIC: 'false',
    REDIS_URL: '',
    STUDIO_ENABLED: 'false',
    SETTLEMENT_JOBS: 'false',
  });
  const app = await buildApp(config);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const merchantId = 1;
  const currency = String(
    (await db.query('select currency from merchants where id = $1', [merchantId])).rows[0].currency,
  );
  const { rows: vendorRows } = await db.query(
    `insert into vendors (code, name, wallet_mode) values ('BENCHLOTTO', 'Bench lottery', 'seamless') returning id`,
  );
  const vendorId = Number(vendorRows[0].id);
  const { rows: gameRows } = await db.query(
    `insert into games (vendor_id, game_code, name, game_type) values ($1, 'draw', 'Draw', 'LOTTERY') returning id`,
    [vendorId],
  );
  const gameId = Number(gameRows[0].id);
  const client = new SeamlessClient('BENCHLOTTO', await app.vendorKeys.issue(vendorId), fetchTransport(origin));
  const passwordHash = String(
    (await db.query(`select password_hash from accounts where username = 'demo01'`)).rows[0].password_hash,
  );
  await db.query(
    `insert into accounts (merchant_id, username, password_hash, type)
     select $1, 'lotto' || n, $2, 0 from generate_series(1, $3) as n`,
    [merchantId, passwordHash, memberCount],
  );
  // Funded wallets (from the merchant's world account, so the ledger sums to zero) and the vendor's account.
  await db.query(
    `insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
     select $1, 'account', id, 'main', '', $2, $3, false from accounts where username like 'lotto%'`,
    [merchantId, currency, FUNDING.toString()],
  );
  await db.query(
    `insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
     values ($1, 'merchant', 0, 'world', 'bench', $2, -$3::bigint * $4, true),
            ($1, 'merchant', 0, 'vendor', 'BENCHLOTTO', $2, 0, true)`,
    [merchantId, currency, FUNDING.toString(), memberCount],
  );

  for (const [run, bets] of betRuns.entries()) {
    const prefix = `r${run}-`;
    const setupStarted = performance.now();
    // The open rounds, their bets as the wallet recorded them, and the stakes moved to the vendor's account.
    await db.query(
      `insert into vendor_rounds (merchant_id, vendor_id, round_id, game_id, account_id, session_id, is_trial, currency, stake_minor)
       select $1, $2, $3 || n, $4, m.id, 0, false, $5, $6
       from generate_series(1, $7) as n
       join lateral (select id from accounts where username = 'lotto' || (1 + n % $8)) m on true`,
      [merchantId, vendorId, prefix, gameId, currency, STAKE.toString(), bets, memberCount],
    );
    await db.query(
      `insert into vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor, request_hash, response)
       select vendor_id, round_id || '-bet', 'bet', round_id, account_id, stake_minor, 'bench', '{}'::jsonb
       from vendor_rounds where vendor_id = $1 and round_id like $2`,
      [vendorId, `${prefix}%`],
    );
    await db.query(
      `update ledger_accounts a set balance = a.balance - s.total
       from (select account_id, sum(stake_minor) as total from vendor_rounds where round_id like $1 group by 1) s
       where a.owner_type = 'account' and a.owner_id = s.account_id and a.kind = 'main'`,
      [`${prefix}%`],
    );
    await db.query(
      `update ledger_accounts set balance = balance + $1::bigint where kind = 'vendor' and label = 'BENCHLOTTO'`,
      [(STAKE * BigInt(bets)).toString()],
    );
    await db.query('vacuum analyze');
    const setupMs = Math.round(performance.now() - setupStarted);

    const batches: SettleBatchItem[][] = [];
    for (let start = 1; start <= bets; start += batchSize) {
      const batch: SettleBatchItem[] = [];
      for (let n = start; n < Math.min(start + batchSize, bets + 1); n++) {
        batch.push({
          type: 'win',
          transactionId: `${prefix}${n}-win`,
          roundId: `${prefix}${n}`,
          amount: n % 10 === 0 ? (STAKE * 2n).toString() : '0',
        });
      }
      batches.push(batch);
    }
    let refused = 0;
    const batchMs: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < batches.length) {
          const batch = batches[next++];
          if (!batch) break;
          const t0 = performance.now();
          const answer = await client.settleBatch(batch);
          batchMs.push(performance.now() - t0);
          const value = answer.envelope.value as SettleBatchAnswer | null;
          if (!answer.envelope.success || !value)
            throw new Error(`batch refused: ${answer.envelope.code} ${answer.envelope.message}`);
          refused += value.refused;
        }
      }),
    );
    const settleMs = Math.round(performance.now() - started);
    const { rows: checks } = await db.query(
      `select (select count(*) from vendor_rounds where round_id like $1 and status = 'settled')::int as settled,
              (select coalesce(sum(balance), 0)::text from ledger_accounts where currency = $2) as ledger_sum`,
      [`${prefix}%`, currency],
    );
    batchMs.sort((a, b) => a - b);
    const result = {
      bets,
      members: memberCount,
      batchSize,
      inFlight,
      setupMs,
      settleMs,
      betsPerSec: Math.round((bets / settleMs) * 1000),
      batchMedianMs: Math.round(batchMs[Math.floor(batchMs.length / 2)] ?? 0),
      refused,
      settledRounds: checks[0].settled,
      ledgerSum: checks[0].ledger_sum,
    };
    results.push(result);
    console.log(
      `${bets} bets of ${memberCount} members in batches of ${batchSize} (${inFlight} in flight): ${settleMs} ms ` +
        `(${result.betsPerSec}/s, median batch ${result.batchMedianMs} ms); refused ${refused}; settled ${result.settledRounds}; ledger sum ${result.ledgerSum} (setup ${setupMs} ms)`,
    );
  }
  await db.end();
  await app.close();
} finally {
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
console.log(JSON.stringify({ runs: results }));
