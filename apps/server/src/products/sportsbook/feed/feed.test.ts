import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope } from '@fortuna/contracts/envelope';
import { SPORTS_PATHS } from '@fortuna/contracts/sportsbook';
import type { SportsDeskEvent } from '@fortuna/contracts/sportsbook-desk';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { deskCall, myBets, placeDesk } from '../desk/desk-test-kit';
import { sportsBets, sportsDeskSettlements, sportsFeedEvents } from '../sportsbook.schema';
import type { SportsDeps } from '../sportsbook-deps';
import { openSportsWindow, testDeps, walletBalance } from '../sportsbook-test-window';
import { pullFeed } from './feed.routes';
import { FEED_PUSH_PATH, FEED_SIGNATURE_HEADER, type FeedMessage, signFeed } from './feed-messages';

const SECRET = 'feed-test-secret-0123456789';
const START = 10_000_000n;

/** The feed's side: a local server answering the messages set last, signed (or signed with another key). */
let served: { messages: FeedMessage[]; key: string } = { messages: [], key: SECRET };
let feedUrl = '';
const feedServer = http.createServer((_request, response) => {
  const body = JSON.stringify({ messages: served.messages });
  response.writeHead(200, { 'content-type': 'application/json', [FEED_SIGNATURE_HEADER]: signFeed(served.key, body) });
  response.end(body);
});
beforeAll(async () => {
  feedServer.listen(0, '127.0.0.1');
  await once(feedServer, 'listening');
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

function pull(deps: SportsDeps, messages: FeedMessage[], key = SECRET) {
  served = { messages, key };
  return pullFeed({ ...deps, config: { ...deps.config, feed: { ...deps.config.feed, url: feedUrl } } });
}

async function push(app: FastifyInstance, messages: FeedMessage[], key = SECRET) {
  const body = JSON.stringify({ messages });
  const answer = await app.inject({
    method: 'POST',
    url: FEED_PUSH_PATH,
    headers: { 'content-type': 'application/json', [FEED_SIGNATURE_HEADER]: signFeed(key, body) },
    payload: body,
  });
  return { status: answer.statusCode, envelope: answer.json<Envelope<{ applied: number; ignored: number }>>() };
}

async function lobbyEvent(app: FastifyInstance, feedId: string, deps: SportsDeps) {
  const [row] = await deps.db.select().from(sportsFeedEvents).where(eq(sportsFeedEvents.feedId, feedId));
  const events = (await app.inject({ method: 'GET', url: SPORTS_PATHS.events })).json<Envelope<SportsDeskEvent[]>>();
  return events.value?.find((e) => e.id === row?.eventId);
}

const match = (event: string, home: string, seq = 1): FeedMessage => ({
  event,
  seq,
  type: 'event',
  sport: 'football',
  league: 'Feed League',
  home,
  away: `${home} Away`,
  startsAt: new Date(Date.now() + 3600_000).toISOString(),
});
const oneXTwo = (event: string, seq: number, type: 'market' | 'odds', home: string): FeedMessage => ({
  event,
  seq,
  type,
  market: {
    kind: '1x2',
    prices: [
      { selection: 'home', odds: home },
      { selection: 'draw', odds: '3400' },
      { selection: 'away', odds: '3600' },
    ],
  },
});
const homeOdds = (event: SportsDeskEvent | undefined) =>
  event?.markets.find((m) => m.key === '1x2')?.selections.find((s) => s.code === 'home')?.odds;

describeEachDatabase(
  'sportsbook: the real-event feed (pulled and pushed, signed, in sequence)',
  (use) => {
    it('pulled events appear in the lobby, odds update, a replayed or out-of-order update and a badly signed answer change nothing', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const feedId = `pull-${Date.now()}`;
      expect(await pull(deps, [match(feedId, 'Pull United'), oneXTwo(feedId, 2, 'market', '2000')])).toEqual({
        applied: 2,
        ignored: 0,
        refused: 0,
      });
      const listed = await lobbyEvent(app, feedId, deps);
      expect(listed).toMatchObject({ home: 'Pull United', away: 'Pull United Away', status: 'open' });
      expect(homeOdds(listed)).toBe('2000');

      // The whole feed again plus an odds update (seq 3), an older one (seq 2) and a replay of seq 3.
      const outcome = await pull(deps, [
        match(feedId, 'Pull United'),
        oneXTwo(feedId, 2, 'market', '2000'),
        oneXTwo(feedId, 3, 'odds', '2100'),
        oneXTwo(feedId, 2, 'odds', '1500'),
        oneXTwo(feedId, 3, 'odds', '9000'),
      ]);
      expect(outcome).toEqual({ applied: 1, ignored: 4, refused: 0 });
      expect(homeOdds(await lobbyEvent(app, feedId, deps))).toBe('2100');

      // An answer signed with another key is not applied at all.
      expect(await pull(deps, [oneXTwo(feedId, 4, 'odds', '2500')], 'another-key-0123456789')).toBeNull();
      expect(homeOdds(await lobbyEvent(app, feedId, deps))).toBe('2100');
    });

    it('pushed: a bad signature is refused with the envelope; a cancellation voids open bets once, a result settles once', async () => {
      const { app } = use();
      const deps = await testDeps(app);
      const { session, member } = await openSportsWindow(app, START);
      // In-play bets here wait until the test ends: only acceptance tests end the delay.
      await deskCall(app, 'PUT', `/api/admin/sports/rules?merchantId=${member.merchantId}`, { inPlayDelayMs: 30_000 });
      const won = `won-${Date.now()}`;
      const cancelled = `cancelled-${Date.now()}`;
      const setUp = await push(app, [
        match(won, 'Push Rovers'),
        oneXTwo(won, 2, 'market', '2000'),
        {
          event: won,
          seq: 3,
          type: 'market',
          market: {
            kind: 'oe',
            prices: [
              { selection: 'odd', odds: '1950' },
              { selection: 'even', odds: '1950' },
            ],
          },
        },
        match(cancelled, 'Push Athletic'),
        oneXTwo(cancelled, 2, 'market', '2000'),
      ]);
      expect(setUp.envelope).toMatchObject({ success: true, value: { applied: 5 } });

      const bad = await push(app, [oneXTwo(won, 3, 'odds', '9000')], 'not-the-feed-key-012345');
      expect(bad.status).toBe(401);
      expect(bad.envelope).toMatchObject({ success: false, code: 'SPORTS_FEED_SIGNATURE', value: null });
      const garbled = await app.inject({
        method: 'POST',
        url: FEED_PUSH_PATH,
        headers: { 'content-type': 'application/json', [FEED_SIGNATURE_HEADER]: 'zz' },
        payload: '{"messages":',
      });
      expect(garbled.json()).toMatchObject({ success: false, code: 'SPORTS_FEED_SIGNATURE' });
      expect(homeOdds(await lobbyEvent(app, won, deps))).toBe('2000');

      const ids = async (feedId: string) =>
        (await deps.db.select().from(sportsFeedEvents).where(eq(sportsFeedEvents.feedId, feedId)))[0]?.eventId ?? 0;
      const leg = async (feedId: string) => ({
        eventId: await ids(feedId),
        market: '1x2',
        selection: 'home',
        odds: '2000',
      });
      const single = await placeDesk(app, session.token, 10_000n, [await leg(won)]);
      const voided = await placeDesk(app, session.token, 20_000n, [await leg(cancelled)]);
      const parlay = await placeDesk(app, session.token, 5_000n, [await leg(won), await leg(cancelled)]);
      const odd = await placeDesk(app, session.token, 10_000n, [
        { eventId: await ids(won), market: 'oe', selection: 'odd', odds: '1950' },
      ]);
      expect([single.success, voided.success, parlay.success, odd.success]).toEqual([true, true, true, true]);
      expect(await walletBalance(deps, session.token)).toBe(START - 45_000n);

      // The cancellation twice (a replay): the single refunded once, the parlay goes on at 1.00 for that leg.
      const cancel: FeedMessage = { event: cancelled, seq: 3, type: 'cancel' };
      const [first, again] = await Promise.all([push(app, [cancel]), push(app, [cancel])]);
      expect([first.envelope.value?.applied, again.envelope.value?.applied].sort()).toEqual([0, 1]);
      expect(await walletBalance(deps, session.token)).toBe(START - 25_000n);

      // A live score starts the match: bets are in-play (held for the delay); the result (2-1) settles at once (no
      // staff approval by default), once, and refuses the held bet.
      const score: FeedMessage = { event: won, seq: 4, type: 'score', home: 1, away: 0, clock: "55'" };
      const result: FeedMessage = { event: won, seq: 5, type: 'result', home: 2, away: 1, maps: [] };
      await push(app, [score]);
      expect(await lobbyEvent(app, won, deps)).toMatchObject({
        status: 'live',
        score: { home: 1, away: 0 },
        clock: "55'",
      });
      expect(await placeDesk(app, session.token, 10_000n, [await leg(won)])).toMatchObject({
        success: true,
        value: { bet: { status: 'accepting' } },
      });
      await push(app, [result]);
      await push(app, [result, { ...result, seq: 2, home: 0 }]);
      expect((await lobbyEvent(app, won, deps))?.status).toBe('finished');
      const bets = await myBets(app, session.token);
      const status = (id?: string) => bets.find((b) => b.id === id)?.status;
      expect([status(single.value?.bet.id), status(voided.value?.bet.id), status(parlay.value?.bet.id)]).toEqual([
        'won',
        'void',
        'won',
      ]);
      // 25,000 staked still: the single pays 20,000, the parlay 5,000 × 2.00 × 1.00, odd (3 goals) 19,500.
      expect(status(odd.value?.bet.id)).toBe('won');
      expect(await walletBalance(deps, session.token)).toBe(START - 25_000n + 20_000n + 10_000n + 19_500n);
      const betIds = [single, voided, parlay, odd].map((b) => b.value?.bet.id ?? '');
      const settlements = await deps.db
        .select()
        .from(sportsDeskSettlements)
        .where(inArray(sportsDeskSettlements.betId, betIds));
      expect(settlements).toHaveLength(4);
      const rows = await deps.db.select().from(sportsBets).where(inArray(sportsBets.id, betIds));
      expect(rows.map((r) => r.settledVersion).sort()).toEqual([0, 1, 1, 1]);
      for (const total of await balanceSumsByCurrency(deps.db)) expect(total.total).toBe(0n);
    });
  },
  {
    SPORTS_ENABLED: 'true',
    SPORTS_ROUND_MS: '3600000',
    SPORTS_FEED_SECRET: SECRET,
    RATE_LIMIT_PER_MINUTE: '1000000',
  },
);
