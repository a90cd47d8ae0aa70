import type { Envelope } from '@fortuna/contracts/envelope';
import { LOTTERY_PATHS, type LotterySession, type PlaceLotteryBetAnswer } from '@fortuna/contracts/lottery';
import { VN_LOTTERY_PATHS, type VnRegionView } from '@fortuna/contracts/lottery-vn';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceSumsByCurrency, findReplayMismatches } from '../../modules/ledger/ledger.repo';
import { DEMO_STARTING_BALANCE_MINOR } from '../../seed/demo';
import { crashServerEnv, sendUntilKilled } from '../../test/crash-rig';
import { loginOver } from '../../test/http-login';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../test/server-process';
import { freshDatabase } from '../../test/test-app';
import { lotteryBets } from './lottery.schema';

const databaseUrl = process.env.TEST_DATABASE_URL;
const BETS = 120;
const PARALLEL = 12;
const KILL_AFTER_ACKNOWLEDGED = 30;
/** ₫1,000 per point, the smallest stake: one number of đề costs this much. */
const STAKE = '100000';
/** A draw closing sooner than this is not used: the retries after the restart must come before its cut-off. */
const MARGIN_MS = 10 * 60_000;

interface Attempt {
  requestId: string;
  number: string;
  answer?: PlaceLotteryBetAnswer;
}

/** Lottery tickets over HTTP while the server is killed with SIGKILL, then every ticket retried after the restart. */
describe.skipIf(!databaseUrl)('lottery tickets survive a crash midway [postgres]', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    env = crashServerEnv(fresh.url ?? '', { STUDIO_ENABLED: 'false', LOTTERY_ENABLED: 'true' });
  });

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    await fresh?.dispose();
  });

  async function json<T>(response: Promise<Response>): Promise<Envelope<T>> {
    return (await (await response).json()) as Envelope<T>;
  }

  /** A regional draw open for long enough, and a lottery window of its region for demo01. */
  interface BetWindow {
    drawId: string;
    oddsVersion: string;
    auth: Record<string, string>;
  }

  async function openWindow(origin: string): Promise<BetWindow> {
    const lobby = await json<VnRegionView[]>(fetch(`${origin}${VN_LOTTERY_PATHS.lobby}`));
    const candidates = (lobby.value ?? []).flatMap((region) =>
      region.next.map((draw) => ({ gameCode: region.gameCode, draw })),
    );
    const open = candidates.find(
      ({ draw }) => draw.status === 'open' && Date.parse(draw.closesAt) - Date.now() > MARGIN_MS,
    );
    if (!open) throw new Error(`no regional draw open for ${MARGIN_MS / 60_000} minutes: ${JSON.stringify(lobby)}`);
    const token = await loginOver(origin, 'demo01', 'Demo#2026');
    const query = `lottoArea=VN&launchMode=LOTT&prizeMode=LOTT&gameCode=${open.gameCode}&view=betting&device=WEB`;
    const launch = await json<{ url: string }>(
      fetch(`${origin}${LOTTERY_PATHS.launch}?${query}`, { headers: { authorization: `Bearer ${token}` } }),
    );
    const launchToken = new URL(launch.value?.url ?? '', origin).searchParams.get('token');
    const opened = await json<LotterySession>(
      fetch(`${origin}${LOTTERY_PATHS.session}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ launchToken }),
      }),
    );
    if (!opened.value) throw new Error(`lottery window not opened: ${opened.message}`);
    return {
      drawId: open.draw.drawId,
      oddsVersion: opened.value.oddsVersion,
      auth: { authorization: `Bearer ${opened.value.lotteryToken}` },
    };
  }

  function bet(origin: string, { auth, drawId, oddsVersion }: BetWindow, attempt: Attempt) {
    return json<PlaceLotteryBetAnswer>(
      fetch(`${origin}${LOTTERY_PATHS.bets}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          drawId,
          betType: 'de',
          numbers: [attempt.number],
          stakePerPoint: STAKE,
          requestId: attempt.requestId,
          oddsVersion,
        }),
      }),
    );
  }

  it('answers every ticket truthfully after the restart: placed once, its stake taken once', {
    timeout: 600_000,
  }, async () => {
    server = await startServerProcess(env);
    const betWindow = await openWindow(server.origin);
    const attempts: Attempt[] = Array.from({ length: BETS }, (_, i) => ({
      requestId: `crash-ticket-${i}`,
      number: String(i % 100).padStart(2, '0'),
    }));
    const running = server;
    const sent = await sendUntilKilled(running, attempts, {
      parallel: PARALLEL,
      killAfter: KILL_AFTER_ACKNOWLEDGED,
      send: async (attempt) => {
        const answer = await bet(running.origin, betWindow, attempt);
        if (answer.success && answer.value) attempt.answer = answer.value;
        return answer.success;
      },
    });

    server = await startServerProcess(env);
    // Every ticket sent before the crash is sent again with its request id, as the betting page does.
    let expectedBalance = DEMO_STARTING_BALANCE_MINOR;
    for (const attempt of sent) {
      const answer = await bet(server.origin, betWindow, attempt);
      expect(answer.success, `${attempt.requestId}: ${answer.code} ${answer.message}`).toBe(true);
      const placed = answer.value?.bet;
      // Never left pending: a ticket whose debit the crash interrupted is finished by its retry.
      expect(placed?.status, attempt.requestId).toBe('placed');
      if (attempt.answer) expect(placed).toMatchObject({ betId: attempt.answer.bet.betId, status: 'placed' });
      expectedBalance -= BigInt(placed?.totalStake ?? '0');
    }

    const db = fresh.database.db;
    const tickets = await db
      .select({ requestId: lotteryBets.requestId, status: lotteryBets.status })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, Number(betWindow.drawId))));
    expect(tickets.map((ticket) => ticket.requestId).sort()).toEqual(sent.map((a) => a.requestId).sort());
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(['placed']));

    const balance = await json<{ balance: string }>(
      fetch(`${server.origin}${LOTTERY_PATHS.balance}`, { headers: betWindow.auth }),
    );
    expect(BigInt(balance.value?.balance ?? '-1')).toBe(expectedBalance);
    expect(await findReplayMismatches(db, 1)).toEqual([]);
    for (const { total } of await balanceSumsByCurrency(db)) expect(total).toBe(0n);
  });
});
