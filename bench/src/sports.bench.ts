// The sportsbook under load on PostgreSQL: the server started as its own process on a fresh database, members
// signed in, launched and their sportsbook windows opened through the real HTTP calls, then:
// 1. placement: BENCH_MEMBERS (default 64) members each place desk singles one after another over HTTP for
//    BENCH_SECONDS (default 15): placements/s, p50, p99, errors;
// 2. settlement: one desk event holds BENCH_SETTLE_BETS (default 200,000) open singles, written by SQL as
//    placement leaves them (the bet and its leg, the wallet's round and `-bet` transaction cloned from each
//    member's real bet, the stakes moved from the members' wallets to the sportsbook's account: setup, not
//    timed, as bench:settle-batch does); staff enter the result and a second staff member approves it, which
//    runs the real settlement job (desk-settlement.ts) in the server; timed until no bet of the event is open.
//    Checks every bet settled once, each member's wallet exact and the ledger summing to zero.
// Usage: npm run bench:sports   (BENCH_DATABASE_URL, BENCH_MEMBERS, BENCH_SECONDS, BENCH_SETTLE_BETS, BENCH_PORT)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { Challenge } from '@fortuna/contracts/auth';
import pg from 'pg';
import { solveChallengeValue } from '../../apps/server/src/test/http-login';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(process.env.BENCH_MEMBERS ?? 64);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const settleBets = Number(process.env.BENCH_SETTLE_BETS ?? 200_000);
const port = Number(process.env.BENCH_PORT ?? 3150);
const root = path.resolve(import.meta.dirname, '../..');
const origin = `http://127.0.0.1:${port}`;
const FUNDING = 1_000_000_000_000n;
const STAKE = 1_000n;
const PRICES = { home: '2000', draw: '3400', away: '3600' } as const;
const SELECTIONS = ['home', 'draw', 'away'] as const;

const name = `fortuna_sports_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
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
await asAdmin((admin) => admin.query(`create database ${name}`));

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** A JSON call over a kept-alive connection; answers the envelope. */
function call<T>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise<{ success: boolean; code: string; message: string; value: T | null }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: route,
        method,
        agent,
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
function must<T>(answer: { success: boolean; message: string; value: T | null }, what: string): T {
  if (!answer.success || answer.value === null) throw new Error(`${what}: ${answer.message}`);
  return answer.value;
}

let server: ChildProcess | undefined;
const db = new pg.Client({ connectionString: url.toString() });
try {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
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
      SPORTS_MAX_STAKE: '1000000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/wps/system/status`)).ok) break;
    } catch {}
    if (attempt > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await db.connect();

  // Members: accounts written once (no bulk sign-up) and funded from a world account (the ledger sums to zero).
  await db.query(
    `insert into accounts (merchant_id, username, password_hash, type)
     select 1, 'sports' || n, (select password_hash from accounts where username = 'demo01'), 0
     from generate_series(1, $1) n`,
    [memberCount],
  );
  await db.query(
    `with world as (
       insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
       select 1, 'merchant', 0, 'world', 'bench', currency, -($1::bigint * $2), true from merchants where id = 1
       returning currency)
     insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
     select 1, 'account', a.id, 'main', '', w.currency, $1::bigint, false
     from accounts a, world w where a.username like 'sports%'`,
    [FUNDING.toString(), memberCount],
  );

  // Staff: two desk events with a 1X2 market (one for placement, one for settlement).
  const staff = async (username: string) => {
    const login = must(
      await call<{ token: string }>('POST', '/api/admin/session/login', { username, password: 'Demo#2026' }),
      'staff login',
    );
    return { authorization: `Bearer ${login.token}` };
  };
  const admin = await staff('admin');
  const trader = await staff('trader');
  const deskEvent = async (home: string) => {
    const { id } = must(
      await call<{ id: number }>(
        'POST',
        '/api/admin/sports/events',
        {
          sport: 'football',
          league: 'Bench League',
          home,
          away: 'Bench Away',
          startsAt: new Date(Date.now() + 3600_000).toISOString(),
        },
        admin,
      ),
      'event',
    );
    const prices = SELECTIONS.map((selection) => ({ selection, odds: PRICES[selection] }));
    must(await call('POST', `/api/admin/sports/events/${id}/markets`, { kind: '1x2', prices }, admin), 'market');
    return id;
  };
  const placeEvent = await deskEvent('Bench Placement');
  const settleEvent = await deskEvent('Bench Settlement');

  // Windows: each member signs in, launches the sports game and opens the sportsbook window.
  const gameId = Number(
    (await db.query(`select id from games where game_code = 'sports-events'`)).rows[0]?.id ?? Number.NaN,
  );
  const windows: string[] = [];
  for (let n = 1; n <= memberCount; n++) {
    const player = { 'x-forwarded-for': `198.51.100.${n % 250}` };
    const challenge = must(await call<Challenge>('GET', '/wps/challenge', undefined, player), 'challenge');
    const login = must(
      await call<{ token: string }>(
        'POST',
        '/wps/session/login',
        {
          type: 'username',
          username: `sports${n}`,
          password: 'Demo#2026',
          challenge: await solveChallengeValue(challenge),
        },
        player,
      ),
      'login',
    );
    const launch = must(
      await call<{ url: string }>(
        'POST',
        '/wps/game/launchGame',
        { nodeId: gameId, isTrial: false, language: 'EN' },
        { authorization: `Bearer ${login.token}`, ...player },
      ),
      'launch',
    );
    const launchToken = new URL(launch.url, origin).searchParams.get('token');
    const opened = must(
      await call<{ token: string }>('POST', '/sportsbook/api/session', { launchToken }, player),
      'sportsbook window',
    );
    windows.push(opened.token);
  }

  // 1. Placement: every member places its next single the moment the last one answered.
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    windows.map(async (token, member) => {
      for (let n = member; performance.now() < until; n++) {
        const selection = SELECTIONS[n % 3] ?? 'home';
        const t0 = performance.now();
        const answer = await call(
          'POST',
          '/sportsbook/api/bets',
          {
            requestId: randomBytes(8).toString('hex'),
            book: 'desk',
            oddsPolicy: 'ask',
            stake: STAKE.toString(),
            legs: [{ eventId: placeEvent, market: '1x2', selection, odds: PRICES[selection] }],
          },
          { authorization: `Bearer ${token}` },
        );
        if (answer.success) latencies.push(performance.now() - t0);
        else errors[answer.code] = (errors[answer.code] ?? 0) + 1;
      }
    }),
  );
  const placeSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);

  // 2. Settlement: the open bets written as placement leaves them, cloned from each member's real bet.
  const setupStarted = performance.now();
  const { rows: templates } = await db.query(
    `select distinct on (player_id) id from sports_bets where book = 'desk' and status = 'open' order by player_id, id`,
  );
  await db.query(
    `create temp table bench_bets as
     select md5('bench-sports-' || n)::uuid::text as id, t.id as template, n,
            (array['home', 'draw', 'away'])[1 + n % 3] as selection,
            (array[2000, 3400, 3600])[1 + n % 3]::bigint as odds
     from generate_series(1, $1) n join unnest($2::text[]) with ordinality as t(id, k) on t.k = 1 + n % $3`,
    [settleBets, templates.map((row) => row.id), templates.length],
  );
  await db.query(
    `insert into sports_bets (id, player_id, session_id, request_id, game_code, kind, book, status, currency,
                              stake_minor, total_odds, max_payout_minor)
     select b.id, s.player_id, s.session_id, 'bench-' || b.n, s.game_code, 'single', 'desk', 'open', s.currency,
            $1, b.odds, s.max_payout_minor
     from bench_bets b join sports_bets s on s.id = b.template`,
    [STAKE.toString()],
  );
  await db.query(
    `insert into sports_bet_legs (bet_id, event_id, market_key, selection, odds)
     select id, $1, '1x2', selection, odds from bench_bets`,
    [settleEvent],
  );
  await db.query(
    `insert into vendor_rounds (merchant_id, vendor_id, round_id, game_id, account_id, session_id, is_trial, currency, stake_minor)
     select r.merchant_id, r.vendor_id, b.id, r.game_id, r.account_id, r.session_id, r.is_trial, r.currency, $1
     from bench_bets b join vendor_rounds r on r.round_id = b.template`,
    [STAKE.toString()],
  );
  await db.query(
    `insert into vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor, request_hash, response)
     select t.vendor_id, b.id || '-bet', 'bet', b.id, t.account_id, $1, 'bench', '{}'::jsonb
     from bench_bets b join vendor_transactions t on t.transaction_id = b.template || '-bet'`,
    [STAKE.toString()],
  );
  await db.query(
    `update ledger_accounts a set balance = a.balance - s.total
     from (select r.account_id, sum(r.stake_minor) as total from vendor_rounds r join bench_bets b on b.id = r.round_id
           group by 1) s
     where a.owner_type = 'account' and a.owner_id = s.account_id and a.kind = 'main'`,
  );
  await db.query(
    `update ledger_accounts set balance = balance + $1::bigint where kind = 'vendor' and label = 'FORTUNA_SPORTS'`,
    [(STAKE * BigInt(settleBets)).toString()],
  );
  await db.query('vacuum analyze');
  await db.query(`update sports_desk_events set starts_at = now() - interval '1 minute'`);
  const setupMs = Math.round(performance.now() - setupStarted);
  const wallets = async () =>
    BigInt(
      (
        await db.query(
          `select coalesce(sum(l.balance), 0)::text as total from ledger_accounts l join accounts a on a.id = l.owner_id
           where l.owner_type = 'account' and l.kind = 'main' and a.username like 'sports%'`,
        )
      ).rows[0].total,
    );
  const before = await wallets();

  // The result 2-1 (home wins) entered by one staff member, approved by another: approval runs settlement.
  const result = must(
    await call<{ id: number }>('POST', `/api/admin/sports/events/${settleEvent}/results`, { home: 2, away: 1 }, admin),
    'result',
  );
  const settleStarted = performance.now();
  const approved = await call('POST', `/api/admin/sports/results/${result.id}/approve`, undefined, trader);
  if (!approved.success) throw new Error(`approve: ${approved.message}`);
  const left = async () =>
    Number(
      (
        await db.query(
          `select count(*) as n from sports_bets b join sports_bet_legs l on l.bet_id = b.id
           where l.event_id = $1 and b.status in ('open', 'settling')`,
          [settleEvent],
        )
      ).rows[0].n,
    );
  while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const settleMs = Math.round(performance.now() - settleStarted);

  const { rows: counts } = await db.query(
    `select count(*) filter (where b.status = 'won')::int as won, count(*) filter (where b.status = 'lost')::int as lost,
            count(s.bet_id)::int as settlements, coalesce(sum(b.payout_minor), 0)::text as paid
     from sports_bets b join sports_bet_legs l on l.bet_id = b.id
     left join sports_desk_settlements s on s.bet_id = b.id
     where l.event_id = $1`,
    [settleEvent],
  );
  const after = await wallets();
  const ledgerSum = (await db.query('select coalesce(sum(balance), 0)::text as total from ledger_accounts')).rows[0]
    .total;
  const c = counts[0];
  const expectedWon = Math.floor(settleBets / 3); // n % 3 = 0 takes home
  const exact =
    c.won === expectedWon &&
    c.won + c.lost === settleBets &&
    c.settlements === settleBets &&
    after - before === BigInt(c.paid) &&
    BigInt(c.paid) === BigInt(expectedWon) * STAKE * 2n &&
    ledgerSum === '0';

  const figures = {
    members: memberCount,
    placements: latencies.length,
    placementsPerSec: Math.round(latencies.length / placeSeconds),
    p50Ms: Math.round(percentile(0.5) * 10) / 10,
    p99Ms: Math.round(percentile(0.99) * 10) / 10,
    errors: errorCount,
    settleBets,
    setupMs,
    settleMs,
    betsPerSec: Math.round(settleBets / (settleMs / 1000)),
    exact,
  };
  console.log(`bench:sports — PostgreSQL, 1 server process, ${memberCount} members, ${seconds} s of placement`);
  console.table({
    placement: {
      rate: `${figures.placementsPerSec}/s`,
      p50Ms: figures.p50Ms,
      p99Ms: figures.p99Ms,
      errors: errorCount,
    },
    settlement: { rate: `${figures.betsPerSec}/s`, p50Ms: '', p99Ms: '', errors: exact ? 0 : 'NOT EXACT' },
  });
  if (errorCount > 0) console.log('errors:', errors);
  console.log(`settled ${settleBets} bets of one event in ${settleMs} ms (setup by SQL ${setupMs} ms)`);
  console.log(JSON.stringify(figures));
  if (!exact) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
  agent.destroy();
}
