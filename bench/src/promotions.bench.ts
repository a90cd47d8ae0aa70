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
// - vip: the VIP job's pass (vip-bonus.job.ts `runVipPass`) over a three-level table with a monthly keep-level
//   rule, set through the back office's call: half the members reached their level three months ago (recorded,
//   no valid bet last month: the review demotes them one level, and the play since raises them again), the other
//   half's levels are recorded by the pass with their upgrade bonuses; then every holder's monthly bonus, and the
//   birthday bonus of the tenth of the members born on this local day.
// Checks every net loser paid once with the rule's amount (a second pass pays nothing), the ranks paid once,
// the rebate counters equal to the valid bet settled, the VIP bonuses, upgrades and demotions (worked out by SQL
// from the rollups; paying the month again pays nothing), and the ledger summing to zero.
// Usage: npm run bench:promotions   (BENCH_DATABASE_URL, BENCH_MEMBERS, BENCH_KEEP=1, BENCH_LOG_MS, BENCH_EXPLAIN_MS)
import { PROMOTIONS_API } from '@fortuna/contracts/promotions';
import { VIP_API, type VipLevelInput } from '@fortuna/contracts/vip';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { findMerchantById } from '../../apps/server/src/modules/merchants/merchants.repo';
import { runCashbackPass } from '../../apps/server/src/modules/promotions/cashback.job';
import { runLeaderboardPass } from '../../apps/server/src/modules/promotions/leaderboard.job';
import { merchantDays } from '../../apps/server/src/modules/promotions/mission-progress';
import type { PromoDeps } from '../../apps/server/src/modules/promotions/promotions.service';
import { payVipBonuses, runVipPass } from '../../apps/server/src/modules/promotions/vip-bonus.job';
import { keepSpanOf } from '../../apps/server/src/modules/promotions/vip-periods';
import { dropDatabase, freshDatabase, fundedMembers, logSlowStatements } from './server-bench';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 100_000);
const PRIZES = Array.from({ length: 50 }, (_, rank) => String(1_000_000 - rank * 10_000));
const CASHBACK = { percent: 10, cap: '500000', minLoss: '1000' };
/** The VIP table: valid bet thresholds ₫10, ₫1,000, ₫5,000; bonuses in major units. */
const VIP_TABLE = [
  { validBet: '10', upgrade: '5', monthly: '10', birthday: '20', keep: '50' },
  { validBet: '1000', upgrade: '50', monthly: '30', birthday: '60', keep: '500' },
  { validBet: '5000', upgrade: '200', monthly: '100', birthday: '200', keep: '2000' },
];
const VIP_LEVELS: VipLevelInput[] = VIP_TABLE.map((row, index) => ({
  names: { EN: `Level ${index + 1}`, TY: `Cấp ${index + 1}` },
  validBetThreshold: row.validBet,
  depositThreshold: '0',
  upgradeBonus: row.upgrade,
  monthlyBonus: row.monthly,
  birthdayBonus: row.birthday,
  keepValidBet: row.keep,
  rebateRates: {},
}));
/** SQL: a member's rank from their valid bet in minor units (`vb`), and a level column's amount by that rank. */
const RANK_SQL = `(case when vb >= 500000 then 3 when vb >= 100000 then 2 when vb >= 1000 then 1 else 0 end)`;
const amountSql = (column: 'upgrade' | 'monthly' | 'birthday') =>
  `(case ${RANK_SQL} ${VIP_TABLE.map((row, index) => `when ${index + 1} then ${Number(row[column]) * 100}`).join(' ')} else 0 end)`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - started), value };
}

const { name, url } = await freshDatabase('fortuna_promotions');
await logSlowStatements(name);
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
  // The VIP table and the monthly keep-level rule, through the back office's calls.
  for (const [path, payload] of [
    [VIP_API.admin.levels, { levels: VIP_LEVELS }],
    [VIP_API.admin.settings, { keepPeriod: 'month' }],
  ] as const) {
    const answer = await server.inject({ method: 'PUT', url: `${path}?merchantId=1`, headers: staff, payload });
    if (answer.statusCode !== 200) throw new Error(`VIP setup: ${answer.body}`);
  }
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

  // VIP (setup, not timed): the even members' levels recorded three months ago; a tenth of the members born today.
  const { dayOf } = await merchantDays(server.db, 1);
  const today = dayOf(new Date());
  await db.query(
    `with totals as (
       select s.account_id, sum(s.valid_bet_minor) as vb from member_daily_stats s
       join accounts a on a.id = s.account_id where a.username like 'pmember%' group by 1)
     insert into promo_vip_reached (account_id, rank, merchant_id, bonus_minor, reached_at)
     select account_id, r, 1, 0, now() - interval '90 days'
     from totals cross join generate_series(1, 3) r where account_id % 2 = 0 and r <= ${RANK_SQL}`,
  );
  await db.query(`update accounts set birthday = '1990-' || $1 where username like 'pmember%' and id % 10 = 0`, [
    today.slice(5),
  ]);
  await db.query('vacuum analyze');
  const merchantOne = await findMerchantById(server.db, 1);
  if (!merchantOne) throw new Error('merchant 1 missing');
  const vip = await timed(() => runVipPass(deps, 'bench'));
  const vipAgain = await timed(() =>
    payVipBonuses(deps, merchantOne, { kind: 'monthly', month: keepSpanOf(today, 'month').key }),
  );

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
  // What the VIP pass pays, worked out here from the rollups (the play is yesterday's: last month saw none).
  const { rows: vipExpectedRows } = await db.query(
    `with totals as (
       select s.account_id, sum(s.valid_bet_minor) as vb from member_daily_stats s
       join accounts a on a.id = s.account_id where a.username like 'pmember%' group by 1)
     select count(*) filter (where ${RANK_SQL} > 0)::int as holders,
            coalesce(sum(${amountSql('monthly')}), 0)::text as monthly,
            count(*) filter (where ${RANK_SQL} > 0 and account_id % 10 = 0)::int as born_today,
            coalesce(sum(${amountSql('birthday')}) filter (where account_id % 10 = 0), 0)::text as birthday,
            count(*) filter (where ${RANK_SQL} > 0 and account_id % 2 = 0)::int as demoted
     from totals`,
  );
  const { rows: upgradeRows } = await db.query(
    `with totals as (
       select s.account_id, sum(s.valid_bet_minor) as vb from member_daily_stats s
       join accounts a on a.id = s.account_id where a.username like 'pmember%' and a.id % 2 = 1 group by 1)
     select coalesce(sum(${VIP_TABLE.map((row, index) => `case when ${RANK_SQL} >= ${index + 1} then ${Number(row.upgrade) * 100} else 0 end`).join(' + ')}), 0)::text as expected,
            (select coalesce(sum(r.bonus_minor), 0)::text from promo_vip_reached r join accounts a on a.id = r.account_id
             where a.username like 'pmember%' and r.account_id % 2 = 1 and r.transfer_id is not null) as paid
     from totals`,
  );
  const { rows: vipPaidRows } = await db.query(
    `select count(*) filter (where b.kind = 'monthly')::int as holders,
            coalesce(sum(b.amount_minor) filter (where b.kind = 'monthly'), 0)::text as monthly,
            count(*) filter (where b.kind = 'birthday')::int as born_today,
            coalesce(sum(b.amount_minor) filter (where b.kind = 'birthday'), 0)::text as birthday,
            count(*) filter (where b.transfer_id is null)::int as without_transfer,
            (select count(*)::int from promo_vip_holdings h join accounts x on x.id = h.account_id
             where x.username like 'pmember%') as demoted
     from promo_vip_bonuses b join accounts a on a.id = b.account_id where a.username like 'pmember%'`,
  );
  const vipExpected = vipExpectedRows[0];
  const vipPaid = vipPaidRows[0];
  const isVipExact =
    vipAgain.value === 0 &&
    vipPaid.without_transfer === 0 &&
    vipPaid.holders === vipExpected.holders &&
    vipPaid.monthly === vipExpected.monthly &&
    vipPaid.born_today === vipExpected.born_today &&
    vipPaid.birthday === vipExpected.birthday &&
    vipPaid.demoted === vipExpected.demoted &&
    upgradeRows[0].paid === upgradeRows[0].expected;
  const expected = expectedRows[0];
  const paid = paidRows[0];
  const exact =
    isVipExact &&
    failures.length === 0 &&
    paid.cashback_claims === expected.losers &&
    paid.cashback_paid === expected.amount &&
    paid.ranks_paid === PRIZES.length &&
    rebateRows[0].counted === rebateRows[0].valid_bet &&
    paid.ledger_sum === '0';

  const figures = {
    members: memberCount,
    jobsMs: { cashback: cashback.ms, leaderboard: leaderboard.ms, vip: vip.ms, rebateAccrual: rebateAccrualMs },
    rebateSettleMs: { withAccrual: withAccrual.ms, withoutAccrual: baseline.ms },
    cashbackAgainMs: cashbackAgain.ms,
    cashbackPaid: paid.cashback_claims,
    vipAgainMs: vipAgain.ms,
    vipPaid: { monthly: vipPaid.holders, birthday: vipPaid.born_today, demoted: vipPaid.demoted },
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
    vip: {
      ms: vip.ms,
      paid: `${vipPaid.holders} monthly, ${vipPaid.born_today} birthday, ${vipPaid.demoted} demoted`,
      again: `${vipAgain.ms} ms`,
    },
  });
  if (failures.length > 0) console.log('failures:', failures);
  if (!exact)
    console.log('NOT EXACT', { expected, paid, rebate: rebateRows[0], vipExpected, vipPaid, upgrades: upgradeRows[0] });
  console.log(JSON.stringify(figures));
  if (!exact) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await app?.close();
  await dropDatabase(name);
}
