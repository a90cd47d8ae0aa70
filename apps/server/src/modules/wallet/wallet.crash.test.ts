import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerTransfers } from '../../db/schema/index';
import { crashServerEnv, sendUntilKilled } from '../../test/crash-rig';
import { loginOver } from '../../test/http-login';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../test/server-process';
import { freshDatabase } from '../../test/test-app';
import { balanceSumsByCurrency, findReplayMismatches } from '../ledger/ledger.repo';

const databaseUrl = process.env.TEST_DATABASE_URL;
const ATTEMPTS = 600;
const PARALLEL = 16;
const KILL_AFTER_ACKNOWLEDGED = 150;

interface Attempt {
  key: string;
  transferId?: string;
}

/** Transfers over HTTP while the server process is killed with SIGKILL, then restarted on the same database. */
describe.skipIf(!databaseUrl)('wallet survives a crash midway [postgres]', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    env = crashServerEnv(fresh.url ?? '');
  });

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    await fresh?.dispose();
  });

  function login(origin: string): Promise<string> {
    return loginOver(origin, 'demo01', 'Demo#2026');
  }

  async function send(origin: string, token: string, attempt: Attempt): Promise<boolean> {
    const response = await fetch(`${origin}/wps/wallet/transfer/upline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': attempt.key },
      body: JSON.stringify({ amount: '1.00', paymentPassword: '246810' }),
    });
    const body = (await response.json()) as { success: boolean; value: { transferId: string } | null };
    if (body.success && body.value) attempt.transferId = body.value.transferId;
    return body.success;
  }

  it('keeps every acknowledged transfer exactly once and the books balanced', { timeout: 180_000 }, async () => {
    server = await startServerProcess(env);
    const token = await login(server.origin);
    const attempts: Attempt[] = Array.from({ length: ATTEMPTS }, (_, i) => ({ key: `crash-key-${i}` }));
    const running = server;
    const sentBeforeCrash = await sendUntilKilled(running, attempts, {
      parallel: PARALLEL,
      killAfter: KILL_AFTER_ACKNOWLEDGED,
      send: (attempt) => send(running.origin, token, attempt),
    });
    const acknowledgedBeforeCrash = sentBeforeCrash.filter((attempt) => attempt.transferId);

    server = await startServerProcess(env);
    const db = fresh.database.db;
    const [member] = await db.select().from(accounts).where(eq(accounts.username, 'demo01'));
    const keyPrefix = `member:${member?.id}:`;
    const rowsAfterRestart = await db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `${keyPrefix}crash-key-%`));
    for (const attempt of acknowledgedBeforeCrash) {
      const rows = rowsAfterRestart.filter((row) => row.idempotencyKey === `${keyPrefix}${attempt.key}`);
      expect(rows.map((row) => String(row.id))).toEqual([attempt.transferId]);
    }
    expect(await findReplayMismatches(db, 1)).toEqual([]);
    for (const { total } of await balanceSumsByCurrency(db)) expect(total).toBe(0n);

    // Clients retry whatever they sent: acknowledged keys answer with the same transfer, the rest apply once.
    const retryToken = await login(server.origin);
    for (const attempt of sentBeforeCrash) {
      const before = attempt.transferId;
      await send(server.origin, retryToken, attempt);
      if (before) expect(attempt.transferId).toBe(before);
    }
    const finalRows = await db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `${keyPrefix}crash-key-%`));
    expect(finalRows).toHaveLength(sentBeforeCrash.length);
    expect(new Set(finalRows.map((row) => row.idempotencyKey)).size).toBe(sentBeforeCrash.length);
    const balance = (await (
      await fetch(`${server.origin}/wps/v2/wallets/balance`, { headers: { authorization: `Bearer ${retryToken}` } })
    ).json()) as { value: { balanceMinor: string } };
    expect(BigInt(balance.value.balanceMinor)).toBe(100_000_000n - BigInt(sentBeforeCrash.length) * 100n);
    expect(await findReplayMismatches(db, 1)).toEqual([]);
  });
});
