// Promotions' end-of-period work for BENCH_MEMBERS (default 100,000) members on PostgreSQL, with the app in this
// process on a fresh database. Setup (not timed): the members, a vendor game, and yesterday's play — two rounds
// per member written as their settlement leaves them (so the member rollups are the platform's own) — plus a
// daily cashback promotion (10 % of net loss, into the bonus wallet with 3× wagering) and a daily leaderboard
// paying 50 ranks, both created through the back office's call. Then, timed:
// - rebateAccrual: manual rebate accrues as rounds settle, in a statement trigger (`promo_rebate_rounds_settled`,
//   ADR 0027): the second rounds of half the members are settled in one statement with it — its time bounds the
//   accrual's — after the other half's in the same statement with the trigger disabled, as a baseline;
// - cashback: the cashback job's pass (cashback.job.ts `runCashbackPass`) paying yesterday's net losers;
// - leaderboard: the leaderboard job's pass (leaderboard.job.ts `runLeaderboardPass`) paying yesterday's ranks;
// - vip: the VIP end-of-period job, when there is one (levels and their upgrade bonus are brought up to date when
//   a member's level is read, ADR 0027; the monthly, birthday and keep-level jobs are not on this branch yet).
// Checks every net loser paid once with the rule's amount (a second pass pays nothing), the ranks paid once,
// the rebate counters equal to the valid bet settled, and the ledger summing to zero.
// Usage: npm run bench:promotions   (BENCH_DATABASE_URL, BENCH_MEMBERS, BENCH_KEEP=1)
import { PROMOTIONS_API } from '@fortuna/contracts/promotions';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { runCashbackPass } from '../../apps/server/src/modules/promotions/cashback.job';
import { runLeaderboardPass } from '../../apps/server/src/modules/promotions/leaderboard.job';
import type { PromoDeps } from '../../apps/server/src/modules/promotions/promotions.service';
import { dropDatabase, freshDatabase, fundedMembers } from './server-bench';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 100_000);
const PRIZES = Array.from({ length: 50 }, (_, rank) => String(1_000_000 - rank * 10_000));
const CASHBACK = { percent: 10, cap: '500000', minLoss: '1000' };

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - started), value };
}

const { name, url } = await freshDatabase('fortuna_promotions');
const db = new pg.Client({ connectionString: url });
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  app = await buildApp(
    loadConfig({
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '10',
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      SERVE_STATIC: 'false',
      REDIS_URL: '',
      SETTLEMENT_JOBS: 'false',
      LOTTERY_DRAWS: 'false',
    }),
  );
  await app.ready();
  await db.connect();
  const server = app;
  const setupStarted = performance.now();
  await fundedMembers(db, 'pmember', memberCount, 0n);
  const { rows: vendorRows } = await db.query(
    `insert into vendors (code, name, wallet_mode) values ('BENCHPROMO', 'Bench vendor', 'seamless') returning id`,
  );
  const vendorId = Number(vendorRows[0].id);
  const { rows: gameRows } = await db.query(
    `insert into games (vendor_id, game_code, name, game_type) values ($1, 'slot', 'Slot', 'RNG') returning id`,
    [vendorId],
  );
  // Yesterday's play, 6 to 2 hours before this time yesterday: round 1 of each member settled, round 2 still open.
  // Stakes 10.00–10,000.00; payouts 0, the stake or twice the stake.
  await db.query(
    `insert into vendor_rounds (merchant_id, vendor_id, round_id, game_id, account_id, session_id, is_trial, currency,
       status, stake_minor, payout_minor, has_win, opened_at, closed_at)
     select 1, $1, 'p' || a.id || '-' || k, $2, a.id, 0, false, m.currency,
            case when k = 1 then 'settled' else 'open' end, s.stake,
            case when k = 1 then s.stake * ((a.id + k) % 3) else 0 end, k = 1,
            now() - interval '30 hours' + make_interval(secs => (a.id * 7 + k) % 14400),
            case when k = 1 then now() - interval '30 hours' + make_interval(secs => (a.id * 7 + k) % 14400) end
     from accounts a cross join generate_series(1, 2) k cross join merchants m
     cross join lateral (select (1000 + (a.id * 7919 + k * 104729) % 999000)::bigint as stake) s
     where m.id = 1 and a.username like 'pmember%'`,
    [vendorId, Number(gameRows[0].id)],
  );
  await db.query('vacuum analyze');

  // The promotions, created through the back office's call.
  const login = await server.inject({
    method: 'POST',
    url: '/api/admin/session/login',
    payload: { username: 'admin', password: 'Demo#2026' },
  });
  const staff = { authorization: `Bearer ${login.json().value.token}` };
  const startsAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const promotion = async (title: string, rule: Record<string, unknown>) => {
    const answer = await server.inject({
      method: 'POST',
      url: `${PROMOTIONS_API.admin.list}?merchantId=1`,
      headers: staff,
      payload: {
        category: 'special',
        audience: 'all',
        startsAt,
        endsAt: null,
        artworkUrl: '',
        texts: { EN: { title, terms: title }, TY: { title, terms: title } },
        rule,
        wallet: 'bonus',
        wageringMultiple: 3,
        sort: 0,
      },
    });
    const body = answer.json();
    if (!body.success) throw new Error(`promotion: ${body.message}`);
    return Number(body.value.id);
  };
  const cashbackId = await promotion('Bench cashback', { kind: 'cashback', period: 'day', ...CASHBACK });
  const leaderboardId = await promotion('Bench leaderboard', {
    kind: 'leaderboard',
    period: 'day',
    gameType: null,
    prizes: PRIZES,
  });
  const setupMs = Math.round(performance.now() - setupStarted);

  // Rebate accrual: the members' second rounds settled in one statement, as a settlement batch does, with the
  // accrual trigger, after a baseline of the same statement on half of them without it.
  const settleSecond = (half: number) =>
    db.query(
      `update vendor_rounds set status = 'settled', payout_minor = stake_minor * (account_id % 3), has_win = true,
         closed_at = opened_at
       where vendor_id = $1 and status = 'open' and account_id % 2 = $2`,
      [vendorId, half],
    );
  await db.query('alter table vendor_rounds disable trigger promo_rebate_rounds_settled');
  const baseline = await timed(() => settleSecond(0));
  await db.query('alter table vendor_rounds enable trigger promo_rebate_rounds_settled');
  const withAccrual = await timed(() => settleSecond(1));
  // The accrual runs inside the settling statement: that statement's time bounds it (the baseline shows the rest).
  const rebateAccrualMs = withAccrual.ms;
  // The accrual counted every valid bet of the rounds it settled (the baseline's rounds were not counted).
  const { rows: rebateRows } = await db.query(
    `select (select coalesce(sum(valid_bet_minor), 0)::text from promo_rebate_counters c
             join accounts a on a.id = c.account_id where a.username like 'pmember%' and a.id % 2 = 1) as counted,
            (select coalesce(sum(stake_minor), 0)::text from vendor_rounds
             where vendor_id = $1 and payout_minor <> stake_minor and account_id % 2 = 1) as valid_bet`,
    [vendorId],
  );
  await db.query('vacuum analyze');

  const deps: PromoDeps = { db: server.db, ledger: server.ledger, clock: server.clock };
  const failures: unknown[] = [];
  const onError = (_promotionId: number, error: unknown) => failures.push(error);
  const cashback = await timed(() => runCashbackPass(deps, { holder: 'bench' }, onError));
  const cashbackAgain = await timed(() => runCashbackPass(deps, { holder: 'bench-2' }, onError));
  const leaderboard = await timed(() => runLeaderboardPass(deps, { holder: 'bench' }, onError));

  // What the rule pays, worked out here from the rounds: net loss of yesterday per member.
  const { rows: expectedRows } = await db.query(
    `with loss as (
       select account_id, sum(stake_minor - payout_minor) as net from vendor_rounds where vendor_id = $1 group by 1)
     select count(*)::int as losers, coalesce(sum(least(net::bigint * $2::bigint / 100, $3::bigint)), 0)::text as amount
     from loss where net >= $4::bigint`,
    [vendorId, CASHBACK.percent, Number(CASHBACK.cap) * 100, Number(CASHBACK.minLoss) * 100],
  );
  const { rows: paidRows } = await db.query(
    `select (select count(*)::int from promo_claims where promotion_id = $1 and status = 'issued') as cashback_claims,
            (select coalesce(sum(amount_minor), 0)::text from promo_claims where promotion_id = $1) as cashback_paid,
            (select count(*)::int from promo_claims where promotion_id = $2 and status = 'issued') as ranks_paid,
            (select coalesce(sum(balance), 0)::text from ledger_accounts) as ledger_sum`,
    [cashbackId, leaderboardId],
  );
  const expected = expectedRows[0];
  const paid = paidRows[0];
  const exact =
    failures.length === 0 &&
    paid.cashback_claims === expected.losers &&
    paid.cashback_paid === expected.amount &&
    paid.ranks_paid === PRIZES.length &&
    rebateRows[0].counted === rebateRows[0].valid_bet &&
    paid.ledger_sum === '0';

  const figures = {
    members: memberCount,
    jobsMs: { cashback: cashback.ms, leaderboard: leaderboard.ms, vip: null, rebateAccrual: rebateAccrualMs },
    rebateSettleMs: { withAccrual: withAccrual.ms, withoutAccrual: baseline.ms },
    cashbackAgainMs: cashbackAgain.ms,
    cashbackPaid: paid.cashback_claims,
    ranksPaid: paid.ranks_paid,
    setupMs,
    exact,
  };
  console.log(`bench:promotions — PostgreSQL, ${memberCount} members, one day of play (setup ${setupMs} ms)`);
  console.table({
    cashback: { ms: cashback.ms, paid: `${paid.cashback_claims} members`, again: `${cashbackAgain.ms} ms` },
    leaderboard: { ms: leaderboard.ms, paid: `${paid.ranks_paid} ranks`, again: '' },
    rebateAccrual: {
      ms: rebateAccrualMs,
      paid: `settling ${memberCount / 2} rounds with it; ${baseline.ms} ms without`,
      again: '',
    },
    vip: { ms: 'no job', paid: '', again: '' },
  });
  if (failures.length > 0) console.log('failures:', failures);
  if (!exact) console.log('NOT EXACT', { expected, paid, rebate: rebateRows[0] });
  console.log(JSON.stringify(figures));
  if (!exact) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await app?.close();
  await dropDatabase(name);
}
