import { SPORTS_SOCKET_EVENTS, type SportsBetChange } from '@fortuna/contracts/sportsbook';
import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { deskCall, footballEvent, kickOffEvent, placeDesk } from '../desk/desk-test-kit';
import { acceptHeldBets } from '../desk/in-play';
import { sportsBets, sportsDeskMarkets } from '../sportsbook.schema';
import { openSportsWindow, testDeps } from '../sportsbook-test-window';

/** The next message of `event` that `matches`, within 5 s. */
function nextMessage<T>(socket: Socket, event: string, matches: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${event} within 5 s`)), 5000);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function originOf(app: FastifyInstance): Promise<string> {
  return app.server.listening ? app.listeningOrigin : app.listen({ port: 0, host: '127.0.0.1' });
}

describeEachDatabase(
  'sportsbook live updates over the site socket',
  (use) => {
    const sockets: Socket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    async function windowSocket(app: FastifyInstance, sportsToken: string) {
      const socket = connect(await originOf(app), {
        path: '/socket.io',
        auth: { merchant: 'DEMO', sportsToken },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    }

    it("pushes a changed price, a suspension and the member's bet status to a connected window", async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session, member } = await openSportsWindow(app, 1_000_000n);
      const socket = await windowSocket(app, session.token);
      await connected(socket);
      const eventId = await footballEvent(app);
      const [market] = await deps.db.select().from(sportsDeskMarkets).where(eq(sportsDeskMarkets.eventId, eventId));

      const repriced = nextMessage<SportsDeskEvent>(
        socket,
        SPORTS_SOCKET_EVENTS.event,
        (e) => e.id === eventId && e.markets[0]?.selections[0]?.odds === '2150',
      );
      await deskCall(app, 'PUT', `/api/admin/sports/markets/${market?.id}`, {
        prices: [
          { selection: 'home', odds: '2150' },
          { selection: 'draw', odds: '3300' },
          { selection: 'away', odds: '3500' },
        ],
      });
      expect((await repriced).markets[0]?.selections.map((s) => s.odds)).toEqual(['2150', '3300', '3500']);

      const suspended = nextMessage<SportsDeskEvent>(
        socket,
        SPORTS_SOCKET_EVENTS.event,
        (e) => e.id === eventId && e.status === 'suspended',
      );
      await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/status`, { status: 'suspended' });
      expect(await suspended).toMatchObject({ id: eventId, status: 'suspended' });
      await deskCall(app, 'POST', `/api/admin/sports/events/${eventId}/status`, { status: 'open' });

      // An in-play bet: its acceptance reaches the member's window.
      await deskCall(app, 'PUT', `/api/admin/sports/rules?merchantId=${member.merchantId}`, { inPlayDelayMs: 30_000 });
      await kickOffEvent(deps, eventId);
      const placed = await placeDesk(app, session.token, 10_000n, [
        { eventId, market: '1x2', selection: 'home', odds: '2150' },
      ]);
      const betId = placed.value?.bet.id ?? '';
      expect(placed.value?.bet.status).toBe('accepting');
      const accepted = nextMessage<{ bets: SportsBetChange[] }>(socket, SPORTS_SOCKET_EVENTS.bets, (m) =>
        m.bets.some((b) => b.id === betId),
      );
      await deps.db
        .update(sportsBets)
        .set({ acceptAt: sql`now() - interval '1 second'` })
        .where(eq(sportsBets.id, betId));
      await acceptHeldBets(deps, betId);
      expect((await accepted).bets).toEqual([{ id: betId, status: 'open', payout: null }]);
    });

    it('refuses a socket with an unknown sportsbook token', async () => {
      const { app } = use();
      const socket = await windowSocket(app, 'not-a-session-token');
      await expect(connected(socket)).rejects.toThrow('NOT_LOGGED_IN');
    });
  },
  { SPORTS_ENABLED: 'true', SPORTS_ROUND_MS: '3600000', RATE_LIMIT_PER_MINUTE: '1000000' },
);
