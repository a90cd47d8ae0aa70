import type { Envelope } from '@fortuna/contracts/envelope';
import type { PlayRoundAnswer, StudioSession } from '@fortuna/contracts/studio';
import { STUDIO_PATHS } from '@fortuna/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, vendorRounds } from '../../db/schema/index';
import { balanceSumsByCurrency, findReplayMismatches } from '../../modules/ledger/ledger.repo';
import { DEMO_STARTING_BALANCE_MINOR } from '../../seed/demo';
import { crashServerEnv, sendUntilKilled } from '../../test/crash-rig';
import { loginOver } from '../../test/http-login';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../test/server-process';
import { freshDatabase } from '../../test/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 120;
const PARALLEL = 12;
const KILL_AFTER_ACKNOWLEDGED = 30;
const STAKE = 100_000;

interface Attempt {
  requestId: string;
  answer?: PlayRoundAnswer;
}

/** Studio rounds over HTTP while the server is killed with SIGKILL, then every round retried after the restart. */
describe.skipIf(!databaseUrl)('studio rounds survive a crash midway [postgres]', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    env = crashServerEnv(fresh.url ?? '', { STUDIO_ENABLED: 'true' });
  });

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    await fresh?.dispose();
  });

  async function openDice(origin: string): Promise<string> {
    const token = await loginOver(origin, 'demo01', 'Demo#2026');
    const [dice] = await fresh.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameCode, 'fortuna-dice'));
    const launch = (await (
      await fetch(`${origin}/wps/game/launchGame`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ nodeId: dice?.id, isTrial: false, language: 'EN' }),
      })
    ).json()) as Envelope<{ url: string }>;
    const launchToken = new URL(launch.value?.url ?? '', origin).searchParams.get('token');
    const opened = (await (
      await fetch(`${origin}${STUDIO_PATHS.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ launchToken }),
      })
    ).json()) as Envelope<StudioSession>;
    if (!opened.value) throw new Error(`studio window not opened: ${opened.message}`);
    return opened.value.studioToken;
  }

  async function play(origin: string, studioToken: string, attempt: Attempt): Promise<Envelope<PlayRoundAnswer>> {
    const response = await fetch(`${origin}${STUDIO_PATHS.rounds}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${studioToken}` },
      body: JSON.stringify({
        choices: { stake: STAKE, direction: 'over', target: 50.5 },
        requestId: attempt.requestId,
      }),
    });
    return (await response.json()) as Envelope<PlayRoundAnswer>;
  }

  it('answers every round truthfully after the restart: paid as first answered, or finished, or voided', {
    timeout: 600_000,
  }, async () => {
    server = await startServerProcess(env);
    const studioToken = await openDice(server.origin);
    const attempts: Attempt[] = Array.from({ length: ROUNDS }, (_, i) => ({ requestId: `crash-round-${i}` }));
    const running = server;
    const sent = await sendUntilKilled(running, attempts, {
      parallel: PARALLEL,
      killAfter: KILL_AFTER_ACKNOWLEDGED,
      send: async (attempt) => {
        const answer = await play(running.origin, studioToken, attempt);
        if (answer.success && answer.value) attempt.answer = answer.value;
        return answer.success;
      },
    });

    server = await startServerProcess(env);
    // Every round sent before the crash is retried with its request id, as the game window does.
    const retried = new Map<string, PlayRoundAnswer>();
    for (const attempt of sent) {
      const answer = await play(server.origin, studioToken, attempt);
      expect(answer.success, `${attempt.requestId}: ${answer.code} ${answer.message}`).toBe(true);
      if (answer.value) retried.set(attempt.requestId, answer.value);
    }
    const db = fresh.database.db;
    let expectedBalance = DEMO_STARTING_BALANCE_MINOR;
    for (const attempt of sent) {
      const answer = retried.get(attempt.requestId);
      if (!answer) throw new Error(`${attempt.requestId} not answered`);
      const { round } = answer;
      // Never an open round with an outcome: finished (paid) or voided (nothing paid, stake back).
      expect(['settled', 'void']).toContain(round.status);
      if (attempt.answer)
        expect(round).toMatchObject({
          roundId: attempt.answer.round.roundId,
          status: 'settled',
          payout: attempt.answer.round.payout,
        });
      const [wallet] = await db.select().from(vendorRounds).where(eq(vendorRounds.roundId, round.roundId));
      if (round.status === 'settled') {
        expect(wallet).toMatchObject({
          status: 'settled',
          stakeMinor: BigInt(round.stake),
          payoutMinor: BigInt(round.payout),
        });
        expectedBalance += BigInt(round.payout) - BigInt(round.stake);
      } else {
        expect(round.payout).toBe('0');
        expect(wallet?.status ?? 'void').toBe('void');
      }
    }
    const last = [...retried.values()].at(-1);
    const check = await play(server.origin, studioToken, { requestId: 'after-the-crash' });
    expect(check.success).toBe(true);
    const after = check.value;
    if (!after || !last) throw new Error('no balance after the crash');
    expect(BigInt(after.round.balanceBefore ?? '0')).toBe(expectedBalance);
    expect(await findReplayMismatches(db, 1)).toEqual([]);
    for (const { total } of await balanceSumsByCurrency(db)) expect(total).toBe(0n);
  });
});
