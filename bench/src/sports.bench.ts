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
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BenchServer, closedLoop, dropDatabase, freshDatabase, fundedMembers, must, until0 } from './server-bench';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 64);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const settleBets = Number(process.env.BENCH_SETTLE_BETS ?? 200_000);
const port = Number(process.env.BENCH_PORT ?? 3150);
const FUNDING = 1_000_000_000_000n;
const STAKE = 1_000n;
const PRICES = { home: '2000', draw: '3400', away: '3600' } as const;
const SELECTIONS = ['home', 'draw', 'away'] as const;

const { name, url } = await freshDatabase('fortuna_sports');
const server = new BenchServer(port);
const call = server.call.bind(server);
const db = new pg.Client({ connectionString: url });
try {
  await server.start(url, name, { SPORTS_MAX_STAKE: '1000000000000' });
  await db.connect();

  // Members: accounts written once (no bulk sign-up) and funded from a world account (the ledger sums to zero).
  await fundedMembers(db, 'sports', memberCount, FUNDING);

  // Staff: two desk events with a 1X2 market (one for placement, one for settlement).
  const admin = await server.staff('admin');
  const trader = await server.staff('trader');
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
    windows.push(await server.openWindow(`sports${n}`, n, gameId, '/sportsbook/api/session'));
  }

  // 1. Placement: every member places its next single the moment the last one answered.
  const placement = await closedLoop(windows, seconds, (token, _member, n) => {
    const selection = SELECTIONS[n % 3] ?? 'home';
    return call(
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
  });

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
  await until0(async () =>
    Number(
      (
        await db.query(
          `select count(*) as n from sports_bets b join sports_bet_legs l on l.bet_id = b.id
           where l.event_id = $1 and b.status in ('open', 'settling')`,
          [settleEvent],
        )
      ).rows[0].n,
    ),
  );
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
    placements: placement.calls,
    placementsPerSec: placement.perSec,
    p50Ms: placement.p50Ms,
    p99Ms: placement.p99Ms,
    errors: placement.errorCount,
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
      errors: placement.errorCount,
    },
    settlement: { rate: `${figures.betsPerSec}/s`, p50Ms: '', p99Ms: '', errors: exact ? 0 : 'NOT EXACT' },
  });
  if (placement.errorCount > 0) console.log('errors:', placement.errors);
  console.log(`settled ${settleBets} bets of one event in ${settleMs} ms (setup by SQL ${setupMs} ms)`);
  console.log(JSON.stringify(figures));
  if (!exact) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  await dropDatabase(name);
}
