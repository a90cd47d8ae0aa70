import type { Envelope } from '@fortuna/contracts/envelope';
import type { StudioSession } from '@fortuna/contracts/studio';
import { STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import {
  CRASH_EVENTS,
  CRASH_GAME_CODE,
  CRASH_NAMESPACE,
  type CrashAck,
  type CrashBetAnswer,
  type CrashGameView,
  type CrashState,
} from '@fortuna/contracts/studio-crash';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import { findMerchantById } from '../../../modules/merchants/merchants.repo';
import { mainWalletId, worldAccount } from '../../../modules/wallet/member-wallets';
import { createMember } from '../../../test/accounts';
import { memberAuth } from '../../../test/member-login';
import { launchFromLobby } from '../../kit/launch-test-kit';
import { realWallet } from '../studio-test-window';
import { findLatestGame } from './crash.repo';
import { crashGames } from './crash.schema';
import { CRASH_GROWTH_PER_MS } from './crash-clock';
import type { CrashContext } from './crash-context';

/** A member funded with `balance` and launched into Crash: the open game window and sign-in headers. */
export async function openCrashWindow(app: FastifyInstance, balance: bigint) {
  const member = await createMember(app);
  const merchant = await findMerchantById(app.db, member.merchantId);
  if (!merchant) throw new Error('merchant missing');
  if (balance > 0n) {
    await app.ledger.transfer({
      merchantId: merchant.id,
      key: `crash-test-fund:${member.id}`,
      debitAccountId: (await worldAccount(app.db, merchant)).id,
      creditAccountId: await mainWalletId(app.db, member, merchant),
      amount: balance,
      currency: merchant.currency,
      kind: 'deposit',
    });
  }
  const headers = await memberAuth(app, member.username);
  const { launchToken } = await launchFromLobby(app, headers, STUDIO_VENDOR_CODE, CRASH_GAME_CODE);
  const opened = await app.inject({ method: 'POST', url: '/studio/api/session', payload: { launchToken } });
  const session = opened.json<Envelope<StudioSession>>().value;
  if (!session) throw new Error(`crash window not opened: ${opened.body}`);
  return { member, headers, session };
}

/** A socket of the crash namespace, connected with the window's studio token; `state` is its first state. */
export async function crashSocket(
  app: FastifyInstance,
  studioToken: string,
): Promise<Socket & { state: Promise<CrashState> }> {
  const origin = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect(`${origin}${CRASH_NAMESPACE}`, {
    path: '/socket.io',
    auth: { studioToken },
    transports: ['websocket'],
  });
  const state = nextEvent<CrashState>(socket, CRASH_EVENTS.state);
  state.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return Object.assign(socket, { state });
}

/** The next `event` whose payload passes `accept`, within `ms`. */
export function nextEvent<T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true, ms = 20_000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Sends a request event and waits for its acknowledgement. */
export function request(socket: Socket, event: string, payload: unknown): Promise<CrashAck<CrashBetAnswer>> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<CrashAck<CrashBetAnswer>>;
}

export function placeBet(socket: Socket, stake: bigint, requestId: string, autoCashOut?: string) {
  return request(socket, CRASH_EVENTS.placeBet, { stake: stake.toString(), autoCashOut, requestId });
}

/**
 * Waits for a game opening its betting window whose crash point (read from the database, which tests
 * may) is at least `minHundredths`, and returns it with that crash point.
 */
export async function gameCrashingAtLeast(app: FastifyInstance, socket: Socket, minHundredths: bigint) {
  for (let tries = 0; tries < 40; tries++) {
    const game = await nextEvent<CrashGameView>(socket, CRASH_EVENTS.game);
    const [row] = await app.db.select().from(crashGames).where(eq(crashGames.number, game.number));
    if (row && row.crashHundredths >= minHundredths) return { game, crash: row.crashHundredths };
  }
  throw new Error('no game crashed high enough');
}

export function answerOf(ack: CrashAck<CrashBetAnswer>): CrashBetAnswer {
  if (!ack.success) throw new Error(`${ack.code}: ${ack.message}`);
  return ack.value;
}

/**
 * A crash context on the app's database and real wallet with a clock of the test's choosing and silent
 * events, for driving the game's functions directly.
 */
export async function crashContextAt(app: FastifyInstance, now: () => number, speed = 20): Promise<CrashContext> {
  return {
    deps: { db: app.db, secrets: app.secrets, wallet: await realWallet(app) },
    events: { game() {}, flight() {}, bet() {}, cashOut() {}, crashed() {}, settled() {} },
    growthPerMs: CRASH_GROWTH_PER_MS * speed,
    now,
  };
}

/**
 * The game the app's own (idle) schedule opens as a suite starts. Tests that open games themselves
 * continue after it; reading the latest game before it exists would have both open game number 1.
 */
export async function scheduledGame(app: FastifyInstance) {
  return vi.waitFor(
    async () => {
      const latest = await findLatestGame(app.db);
      if (!latest) throw new Error('the schedule has not opened its game yet');
      return latest;
    },
    { timeout: 15_000, interval: 100 },
  );
}
