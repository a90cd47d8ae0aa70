// Our lottery on PostgreSQL: the server started as its own process on a fresh database, then
// 1. placement: BENCH_MEMBERS (default 64) members signed in, launched "Vietnam North" and opened their lottery
//    windows through the real calls; each places lô tickets on an open North draw over HTTP one after another for
//    BENCH_SECONDS (default 15): placements/s, p50, p99, errors;
// 2. settlement: one North draw holds BENCH_SETTLE_BETS (default 1,000,000) placed tickets (lô, đề, xiên 2) of
//    BENCH_SETTLE_MEMBERS (default 10,000) members, written by SQL as placement leaves them (the ticket, the
//    wallet's round and `-bet` transaction, the stakes moved from the members' wallets to the lottery's account:
//    setup, not timed, as bench:settle-batch and bench:sports do); `admin` enters the result and `trader` approves
//    it, which settles the draw with the real settlement (lottery-draws.ts `settleDraw`, paying through the signed
//    seamless `settle-batch`); timed until no ticket of the draw is left unsettled. Checks every ticket settled
//    once with its (bet, version) record, the payouts as the rules compute them, the members' wallets moved by
//    exactly the payouts and the ledger summing to zero.
// Usage: npm run bench:lottery [-- --profile]   (BENCH_DATABASE_URL, BENCH_MEMBERS, BENCH_SECONDS,
//        BENCH_SETTLE_BETS, BENCH_SETTLE_MEMBERS, BENCH_PORT, BENCH_KEEP=1,
//        BENCH_LOG_MS, BENCH_EXPLAIN_MS)
import { randomBytes } from 'node:crypto';
import { LOTTERY_PATHS } from '@fortuna/contracts/lottery';
import { LOTTERY_ODDS_PATHS, type WindowOdds } from '@fortuna/contracts/lottery-odds';
import { VN_LOTTERY_PATHS } from '@fortuna/contracts/lottery-vn';
import type { LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { layoutOf } from '@fortuna/games/lottery/regional-result';
import { settleTicket } from '@fortuna/games/lottery/settle';
import pg from 'pg';
import {
  BenchServer,
  closedLoop,
  dropDatabase,
  freshDatabase,
  fundedMembers,
  logSlowStatements,
  must,
  until0,
} from './server-bench';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 64);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const settleBets = Number(process.env.BENCH_SETTLE_BETS ?? 1_000_000);
const settleMembers = Number(process.env.BENCH_SETTLE_MEMBERS ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3160);
const FUNDING = 1_000_000_000_000n;
const STAKE = 100_000n;

/** A North result with every prize at its count and digit length, from a fixed seed (the same every run). */
function northResult(): Record<string, string[]> {
  let state = 20_261_128;
  const digit = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return String(state % 10);
  };
  const result: Record<string, string[]> = {};
  for (const tier of layoutOf('north')) {
    result[tier.prize] = Array.from({ length: tier.count }, () => Array.from({ length: tier.digits }, digit).join(''));
  }
  return result;
}

/** The ticket mix by SQL (`n` the ticket's number): 7 in 10 lô, 2 in 10 đề, 1 in 10 xiên 2. */
const TICKETS_SQL = `
  select n, md5('bench-lottery-' || n)::uuid as id, 1 + n % $2 as member,
         case when n % 10 < 7 then 'lo2' when n % 10 < 9 then 'de' else 'xien2' end as bet_type,
         case when n % 10 < 9 then jsonb_build_array(lpad((n / 10 % 100)::text, 2, '0'))
              else jsonb_build_array(lpad((n / 10 % 100)::text, 2, '0'), lpad(((n / 10 + 37) % 100)::text, 2, '0')) end
           as numbers,
         case when n % 10 < 7 then 350 when n % 10 < 9 then 9500 else 1700 end as odds
  from generate_series(1, $1) n`;

const { name, url } = await freshDatabase('fortuna_lottery');
await logSlowStatements(name);
const server = new BenchServer(port);
const db = new pg.Client({ connectionString: url });
try {
  await server.start(url, name, { LOTTERY_DRAWS: 'false' });
  await db.connect();
  await fundedMembers(db, 'lotto', Math.max(memberCount, settleMembers), FUNDING);
  const { rows: gameRows } = await db.query(
    `select g.id, g.vendor_id from games g join vendors v on v.id = g.vendor_id
     where v.code = 'FORTUNA_LOTTERY' and g.game_code = 'vn-north'`,
  );
  const gameId = Number(gameRows[0].id);
  const vendorId = Number(gameRows[0].vendor_id);
  // Two North draws (the scheduler is off in this run): one taking bets, one whose draw time has passed.
  const { rows: draws } = await db.query(
    `insert into lottery_draws (game_code, province, draw_at, opens_at, closes_at, seed_hash)
     values ('vn-north', 'ha-noi', now() + interval '2 hours', now() - interval '1 day', now() + interval '105 minutes', ''),
            ('vn-north', 'ha-noi', now() - interval '1 minute', now() - interval '1 day', now() - interval '16 minutes', '')
     returning id`,
  );
  const placeDraw = String(draws[0].id);
  const settleDraw = Number(draws[1].id);

  // 1. Placement: each member's next lô ticket the moment the last one answered.
  const windows: string[] = [];
  for (let n = 1; n <= memberCount; n++) {
    windows.push(await server.openWindow(`lotto${n}`, n, gameId, LOTTERY_PATHS.session));
  }
  // Each ticket carries the version of the odds its window shows (refused with LOTTERY_ODDS_CHANGED otherwise).
  const oddsVersions = new Map<string, string>();
  for (const token of windows) {
    const odds = await server.call<WindowOdds>('GET', LOTTERY_ODDS_PATHS.odds, undefined, {
      authorization: `Bearer ${token}`,
    });
    oddsVersions.set(token, odds.value?.versions[odds.value.defaultMode] ?? '');
  }
  const placement = await closedLoop(windows, seconds, (token, _member, n) =>
    server.call(
      'POST',
      LOTTERY_PATHS.bets,
      {
        drawId: placeDraw,
        betType: 'lo2',
        numbers: [String(n % 100).padStart(2, '0')],
        stakePerPoint: STAKE.toString(),
        requestId: randomBytes(8).toString('hex'),
        oddsVersion: oddsVersions.get(token),
      },
      { authorization: `Bearer ${token}` },
    ),
  );

  // 2. Settlement: the tickets written as placement leaves them (placed, their stake taken by the wallet).
  const setupStarted = performance.now();
  await db.query(
    `create temp table bench_tickets as
     select t.*, a.id as account_id from (${TICKETS_SQL}) t join accounts a on a.username = 'lotto' || t.member`,
    [settleBets, settleMembers],
  );
  await db.query(
    `insert into lottery_bets (id, draw_id, player_id, game_code, request_id, bet_type, numbers, stake_per_point,
                               total_stake, odds_hundredths, currency, status)
     select t.id, $1, t.account_id::text, 'vn-north', 'bench-' || t.n, t.bet_type, t.numbers, $2, $2, t.odds,
            m.currency, 'placed'
     from bench_tickets t, merchants m where m.id = 1`,
    [settleDraw, STAKE.toString()],
  );
  await db.query(
    `insert into vendor_rounds (merchant_id, vendor_id, round_id, game_id, account_id, session_id, is_trial, currency, stake_minor)
     select 1, $1, t.id::text, $2, t.account_id, 0, false, m.currency, $3 from bench_tickets t, merchants m where m.id = 1`,
    [vendorId, gameId, STAKE.toString()],
  );
  await db.query(
    `insert into vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor, request_hash, response)
     select $1, t.id::text || '-bet', 'bet', t.id::text, t.account_id, $2, 'bench', '{}'::jsonb from bench_tickets t`,
    [vendorId, STAKE.toString()],
  );
  await db.query(
    `update ledger_accounts a set balance = a.balance - s.total
     from (select account_id, count(*) * $1::bigint as total from bench_tickets group by 1) s
     where a.owner_type = 'account' and a.owner_id = s.account_id and a.kind = 'main'`,
    [STAKE.toString()],
  );
  await db.query(
    `update ledger_accounts set balance = balance + $1::bigint where kind = 'vendor' and label = 'FORTUNA_LOTTERY'`,
    [(STAKE * BigInt(settleBets)).toString()],
  );
  await db.query('vacuum analyze');
  const setupMs = Math.round(performance.now() - setupStarted);

  // What the rules pay, worked out here per kind of ticket (the same numbers share one outcome).
  const result = northResult();
  const { rows: kinds } = await db.query(
    `select bet_type, numbers, count(*)::int as tickets from bench_tickets group by 1, 2`,
  );
  let expectedPaid = 0n;
  let expectedWon = 0;
  for (const kind of kinds) {
    const { payout } = settleTicket(kind.bet_type as LotteryBetType, kind.numbers, STAKE, result);
    expectedPaid += payout * BigInt(kind.tickets);
    if (payout > 0n) expectedWon += kind.tickets;
  }
  const wallets = async () =>
    BigInt(
      (
        await db.query(
          `select coalesce(sum(l.balance), 0)::text as total from ledger_accounts l join accounts a on a.id = l.owner_id
           where l.owner_type = 'account' and l.kind = 'main' and a.username like 'lotto%'`,
        )
      ).rows[0].total,
    );
  const before = await wallets();

  // The result entered by one staff member and approved by another: the approval settles the draw.
  const admin = await server.staff('admin');
  const trader = await server.staff('trader');
  const entered = must(
    await server.call<{ resultId: string }>(
      'POST',
      VN_LOTTERY_PATHS.admin.results(String(settleDraw)),
      { prizes: result },
      admin,
    ),
    'result',
  );
  const settleStarted = performance.now();
  const approval = server.call('POST', VN_LOTTERY_PATHS.admin.approve(entered.resultId), undefined, trader);
  // Whether any ticket is left (one index probe): counting a million tickets ten times a second would take
  // a core from the settlement it times.
  await until0(async () =>
    Number(
      (
        await db.query(
          `select exists (select 1 from lottery_bets where draw_id = $1 and status in ('pending', 'placed'))::int as n`,
          [settleDraw],
        )
      ).rows[0].n,
    ),
  );
  const settleMs = Math.round(performance.now() - settleStarted);
  must(await approval, 'approve');

  const { rows: counts } = await db.query(
    `select count(*) filter (where b.status = 'won')::int as won, count(*) filter (where b.status = 'lost')::int as lost,
            (select count(*)::int from lottery_settlements s join lottery_bets x on x.id = s.bet_id where x.draw_id = $1)
              as settlements,
            coalesce(sum(b.payout), 0)::text as paid
     from lottery_bets b where b.draw_id = $1`,
    [settleDraw],
  );
  const after = await wallets();
  const ledgerSum = (await db.query('select coalesce(sum(balance), 0)::text as total from ledger_accounts')).rows[0]
    .total;
  const c = counts[0];
  const exact =
    c.won === expectedWon &&
    c.won + c.lost === settleBets &&
    c.settlements === settleBets &&
    BigInt(c.paid) === expectedPaid &&
    after - before === expectedPaid &&
    ledgerSum === '0';

  const figures = {
    members: memberCount,
    placeBets: placement.calls,
    placeBetsPerSec: placement.perSec,
    p50Ms: placement.p50Ms,
    p99Ms: placement.p99Ms,
    placeErrors: placement.errorCount,
    settleMembers,
    setupMs,
    betsSettled: c.won + c.lost,
    won: c.won,
    settleMs,
    betsPerSec: Math.round(settleBets / (settleMs / 1000)),
    exact,
  };
  console.log(`bench:lottery — PostgreSQL, 1 server process, ${memberCount} members placing for ${seconds} s`);
  console.table({
    placement: {
      rate: `${figures.placeBetsPerSec}/s`,
      p50Ms: figures.p50Ms,
      p99Ms: figures.p99Ms,
      errors: placement.errorCount,
    },
    settlement: { rate: `${figures.betsPerSec}/s`, p50Ms: '', p99Ms: '', errors: exact ? 0 : 'NOT EXACT' },
  });
  if (placement.errorCount > 0) console.log('errors:', placement.errors);
  console.log(
    `settled ${settleBets} tickets of ${settleMembers} members on one North draw in ${settleMs} ms (setup by SQL ${setupMs} ms)`,
  );
  console.log(JSON.stringify(figures));
  if (!exact) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  await dropDatabase(name);
}
