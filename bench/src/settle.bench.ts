// Agent settlements on PostgreSQL: 100,000 members under 1,000 agents in 4 levels (10, 90, 300, 600),
// every agent below the top holding a contract of each kind from its upline, and a day of generated
// rounds recorded through the real round triggers (so the rollups are the ones the platform keeps).
// Times one real-time window's run, one day's daily-salary run, one day's dividend run, and the
// team overview of a top agent (10,000 members).
// Usage: npm run bench:settle   (BENCH_DATABASE_URL, BENCH_MEMBERS, BENCH_ROUNDS are optional)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { runSettlement } from '../../apps/server/src/modules/agents/settlement.service';
import { teamOverview } from '../../apps/server/src/modules/agents/team.service';
import { findAccountById } from '../../apps/server/src/modules/sessions/sessions.repo';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(process.env.BENCH_MEMBERS ?? 100_000);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const LEVELS = [10, 90, 300, 600];
const RATES_BP = {
  realtime: [100, 80, 60, 40],
  hourly: [100, 80, 60, 40],
  daily: [100, 80, 60, 40],
  dividend: [4000, 3000, 2000, 1000],
};

const name = `fortuna_settle_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - started), value };
}

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
    SETTLEMENT_JOBS: 'false',
  });
  const app = await buildApp(config);
  await app.ready();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const merchantId = 1;
  const currency = (await db.query('select currency from merchants where id = $1', [merchantId])).rows[0]
    .currency as string;
  const { rows: hashRows } = await db.query(`select password_hash from accounts where username = 'agent01'`);
  const passwordHash = hashRows[0].password_hash as string;

  // Yesterday in UTC is the generated day; contracts were accepted the day before.
  const dayStart = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000);
  const acceptedAt = new Date(dayStart.getTime() - 86_400_000);

  const setup = await timed(async () => {
    // Agents, level by level: each agent of a level hangs under one of the level above.
    const levelIds: number[][] = [];
    for (const [level, count] of LEVELS.entries()) {
      const uplines = levelIds[level - 1] ?? [];
      const { rows } = await db.query(
        `insert into accounts (merchant_id, username, password_hash, type, upline_id)
         select $1, 'bagent' || $2 || '_' || n, $3, 1, ($4::bigint[])[1 + (n % greatest(cardinality($4::bigint[]), 1))]
         from generate_series(0, $5 - 1) as n returning id`,
        [merchantId, level, passwordHash, `{${uplines.join(',')}}`, count],
      );
      levelIds.push(rows.map((row) => Number(row.id)));
      for (const [kind, rates] of Object.entries(RATES_BP)) {
        await db.query(
          `insert into agent_contracts (merchant_id, kind, period, upline_id, downline_id, status, tiers, max_rate_bp, accepted_at)
           select $1, $2, $3, a.upline_id, a.id, 'active', $4::jsonb, $5, $6
           from accounts a where a.id = any($7::bigint[])`,
          [
            merchantId,
            kind,
            kind === 'dividend' ? 'daily' : null,
            JSON.stringify([{ minActiveMembers: 0, minTeamFigureMinor: '0', rateBp: rates[level] }]),
            rates[level],
            acceptedAt,
            `{${levelIds[level]?.join(',')}}`,
          ],
        );
      }
    }
    const agentIds = levelIds.flat();
    // Members spread evenly over every agent.
    await db.query(
      `insert into accounts (merchant_id, username, password_hash, type, upline_id)
       select $1, 'bmember' || n, $2, 0, ($3::bigint[])[1 + (n % cardinality($3::bigint[]))]
       from generate_series(0, $4 - 1) as n`,
      [merchantId, passwordHash, `{${agentIds.join(',')}}`, memberCount],
    );
    const { rows: vendorRows } = await db.query(
      `insert into vendors (code, name, wallet_mode) values ('BENCHSETTLE', 'Bench vendor', 'seamless') returning id`,
    );
    const vendorId = Number(vendorRows[0].id);
    const { rows: gameRows } = await db.query(
      `insert into games (vendor_id, game_code, name, game_type) values ($1, 'slot', 'Slot', 'RNG') returning id`,
      [vendorId],
    );
    // A day of settled rounds: stakes of 1.00-100.00, a random payout, closed at random moments of the day.
    await db.query(
      `insert into vendor_rounds (merchant_id, vendor_id, round_id, game_id, account_id, session_id, is_trial, currency,
         status, stake_minor, payout_minor, has_win, opened_at, closed_at)
       select $1, $2, 'r' || n, $3, m.id, 0, false, $4, 'settled', s.stake, (s.stake * floor(random() * 2.1))::bigint, true,
              $5::timestamptz + make_interval(secs => floor(random() * 86400)::int),
              $5::timestamptz + make_interval(secs => floor(random() * 86400)::int)
       from generate_series(1, $6) as n
       cross join lateral (select (100 + floor(random() * 9900))::bigint as stake) s
       join lateral (select id from accounts where merchant_id = $1 and username = 'bmember' || ((n::bigint * 7919) % $7)) m on true`,
      [merchantId, vendorId, Number(gameRows[0].id), currency, dayStart, roundCount, memberCount],
    );
    // As autovacuum leaves a live system: the rollups were updated once per round.
    await db.query('vacuum analyze');
    return agentIds;
  });

  const noon = new Date(dayStart.getTime() + 12 * 3_600_000 + 60_000);
  const now = new Date(dayStart.getTime() + 2 * 86_400_000);
  const realtime = await timed(() => runSettlement(app, { merchantId, kind: 'realtime', at: noon, now }));
  const realtimeAgain = await timed(() => runSettlement(app, { merchantId, kind: 'realtime', at: noon, now }));
  const hourly = await timed(() => runSettlement(app, { merchantId, kind: 'hourly', at: noon, now }));
  const daily = await timed(() => runSettlement(app, { merchantId, kind: 'daily', at: noon, now }));
  const dividend = await timed(() => runSettlement(app, { merchantId, kind: 'dividend', at: noon, now }));

  const { rows: topRows } = await db.query(`select id from accounts where username = 'bagent0_0'`);
  const top = await findAccountById(app.db, Number(topRows[0].id));
  if (!top) throw new Error('top agent missing');
  const day = dayStart.toISOString().slice(0, 10);
  const overviewTimes: number[] = [];
  let teamSize = 0;
  for (let run = 0; run < 7; run++) {
    const result = await timed(() => teamOverview(app.db, top, { from: day, to: day }));
    overviewTimes.push(result.ms);
    teamSize = result.value.members;
  }
  const { rows: sums } = await db.query(
    `select (select count(*) from ledger_accounts where balance <> 0 and currency = $1) as accounts,
            (select coalesce(sum(balance), 0)::text from ledger_accounts where currency = $1) as total`,
    [currency],
  );
  await db.end();
  await app.close();

  console.log(`setup: ${memberCount} members, 1000 agents, ${roundCount} rounds in ${setup.ms} ms`);
  console.log(
    `realtime window ${noon.toISOString()}: ${realtime.ms} ms, paid ${realtime.value.paid} of ${realtime.value.contracts} contracts; again: ${realtimeAgain.ms} ms, paid ${realtimeAgain.value.paid}`,
  );
  console.log(
    `hourly: ${hourly.ms} ms (paid ${hourly.value.paid}); daily: ${daily.ms} ms (paid ${daily.value.paid}); dividend: ${dividend.ms} ms (${dividend.value.contracts} contracts)`,
  );
  console.log(
    `team overview of a top agent (${teamSize} accounts): median ${median(overviewTimes)} ms of ${overviewTimes.join(', ')}`,
  );
  console.log(`ledger sum after the runs: ${sums[0].total} (must be 0)`);
  console.log(
    JSON.stringify({
      members: memberCount,
      agents: 1000,
      rounds: roundCount,
      realtimeRunMs: realtime.ms,
      hourlyRunMs: hourly.ms,
      dailyRunMs: daily.ms,
      dividendRunMs: dividend.ms,
      teamOverviewMs: median(overviewTimes),
      realtimePaid: realtime.value.paid,
      rerunPaid: realtimeAgain.value.paid,
      ledgerSum: sums[0].total,
    }),
  );
} finally {
  // BENCH_KEEP=1 leaves the database for a look at the plans.
  if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
