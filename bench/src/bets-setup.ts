// bench:bets' database work outside the timed runs, in its own process so it works on PGlite too (whose files
// only one process may open): `setup` applies the migrations and the demo seed, writes the bench members and
// funds them from a world account (the ledger still sums to zero); `check` reads a member's wallet and the
// ledger's sum after the run. Input (argv[2], JSON): { mode, databaseUrl, dataDir, members, funding, username }.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { queryRows } from '../../apps/server/src/db/raw';

const input = JSON.parse(process.argv[2] ?? '{}') as {
  mode: 'setup' | 'check';
  databaseUrl: string;
  dataDir: string;
  members: number;
  funding: string;
  username: string;
};
const app = await buildApp(
  loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: input.databaseUrl,
    DATA_DIR: input.dataDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    SERVE_STATIC: 'false',
    REDIS_URL: '',
    SETTLEMENT_JOBS: 'false',
  }),
);
await app.ready();
if (input.mode === 'setup') {
  await app.db.execute(
    sql`insert into accounts (merchant_id, username, password_hash, type)
        select 1, 'bets' || n, (select password_hash from accounts where username = 'demo01'), 0
        from generate_series(1, ${input.members}) n`,
  );
  await app.db.execute(
    sql`with world as (
          insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
          select 1, 'merchant', 0, 'world', 'bench', currency, -(${input.funding}::bigint * ${input.members}), true
          from merchants where id = 1 returning currency)
        insert into ledger_accounts (merchant_id, owner_type, owner_id, kind, label, currency, balance, may_go_negative)
        select 1, 'account', a.id, 'main', '', w.currency, ${input.funding}::bigint, false
        from accounts a, world w where a.username like 'bets%'`,
  );
  const games = await queryRows(
    app.db,
    sql`select game_code, id from games where game_code in ('fortuna-dice', 'fortuna-slot-20')`,
  );
  console.log(JSON.stringify(Object.fromEntries(games.map((row) => [String(row.game_code), Number(row.id)]))));
} else {
  const [wallet] = await queryRows(
    app.db,
    sql`select l.balance::text as balance from ledger_accounts l join accounts a on a.id = l.owner_id
        where a.username = ${input.username} and l.kind = 'main' and l.owner_type = 'account'`,
  );
  const [sum] = await queryRows(app.db, sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts`);
  console.log(JSON.stringify({ balance: wallet?.balance, ledgerSum: sum?.total }));
}
// Exit at once: the figures are out, and a slow close on a loaded machine would only add noise.
process.exit(0);
