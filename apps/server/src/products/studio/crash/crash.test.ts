import type { BetRecordPage } from '@fortuna/contracts/bet-records';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { StudioRound } from '@fortuna/contracts/studio';
import {
  CRASH_EVENTS,
  type CrashBetAnswer,
  type CrashGameView,
  type CrashState,
  type CrashVerifyAnswer,
} from '@fortuna/contracts/studio-crash';
import { crashGameNumber, verifyCrashLink } from '@fortuna/games/studio/crash/crash';
import type { Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { balanceSumsByCurrency } from '../../../modules/ledger/ledger.repo';
import { describeEachDatabase } from '../../../test/test-app';
import { msToReach } from './crash-clock';
import {
  answerOf,
  crashSocket,
  gameCrashingAtLeast,
  nextEvent,
  openCrashWindow,
  placeBet,
  request,
} from './crash-test-kit';

const STAKE = 200_000n;
const START = 10_000_000n;
const SPEED = 20;
/** Tests wait for a game whose crash point suits them (about one in three or four games). */
const WAITS_FOR_A_GAME = 120_000;
const growth = 0.00006 * SPEED;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'crash: shared games over sockets',
  (use) => {
    const sockets: Socket[] = [];
    const open = async (studioToken: string) => {
      const socket = await crashSocket(use().app, studioToken);
      sockets.push(socket);
      return socket;
    };
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    it(
      'plays two players in one game: one cashes out, one busts; money, records and the hash chain agree',
      async () => {
        const { app } = use();
        const alice = await openCrashWindow(app, START);
        const bob = await openCrashWindow(app, START);
        const aliceSocket = await open(alice.session.studioToken);
        const bobSocket = await open(bob.session.studioToken);
        const crashedGames: CrashGameView[] = [];
        aliceSocket.on(CRASH_EVENTS.crashed, (game: CrashGameView) => crashedGames.push(game));

        const { game, crash } = await gameCrashingAtLeast(app, aliceSocket, 300n);
        const bobSettledEvent = nextEvent<CrashBetAnswer>(bobSocket, CRASH_EVENTS.settled);
        const bobSeesBet = nextEvent<{ nickname: string; stake: string }>(bobSocket, CRASH_EVENTS.bet);
        const aliceBet = answerOf(await placeBet(aliceSocket, STAKE, 'alice-bet-0001'));
        expect(aliceBet.bet).toMatchObject({ gameNumber: game.number, status: 'placed', stake: STAKE.toString() });
        expect(aliceBet.balance).toBe((START - STAKE).toString());
        expect((await bobSeesBet).nickname).toMatch(/\*\*\*/);
        answerOf(await placeBet(bobSocket, STAKE, 'bob-bet-00001'));

        const flight = await nextEvent<CrashGameView>(
          aliceSocket,
          CRASH_EVENTS.flight,
          (g) => g.number === game.number,
        );
        await sleep(Math.max(0, flight.flightStartsAt + msToReach(120n, growth) - Date.now()));
        const cashed = answerOf(await request(aliceSocket, CRASH_EVENTS.requestCashOut, {}));
        const multiplier = BigInt((cashed.bet.cashOut ?? '0').replace('.', ''));
        expect(multiplier).toBeGreaterThanOrEqual(120n);
        expect(multiplier).toBeLessThan(crash);
        const alicePayout = (STAKE * multiplier) / 100n;
        expect(cashed.round).toMatchObject({ status: 'settled', payout: alicePayout.toString() });
        expect(cashed.balance).toBe((START - STAKE + alicePayout).toString());

        const bobSettled = await bobSettledEvent;
        expect(bobSettled.bet).toMatchObject({ status: 'busted', payout: '0' });
        expect(bobSettled.round).toMatchObject({ status: 'settled', payout: '0' });
        expect(bobSettled.balance).toBe((START - STAKE).toString());
        const crashedGame = crashedGames.find((g) => g.number === game.number);
        expect(crashedGame?.crashPoint).toBe(`${crash / 100n}.${(crash % 100n).toString().padStart(2, '0')}`);

        // The player's history and the platform's bet record show the same stake and payout.
        const history = await app.inject({
          method: 'GET',
          url: '/studio/api/rounds',
          headers: { authorization: `Bearer ${alice.session.studioToken}` },
        });
        const rounds = history.json<Envelope<StudioRound[]>>().value ?? [];
        expect(rounds[0]).toMatchObject({ roundId: cashed.round.roundId, payout: alicePayout.toString() });
        expect(rounds[0]?.detail).toMatchObject({ gameNumber: game.number, crashPoint: crashedGame?.crashPoint });
        const range = new URLSearchParams({
          from: new Date(Date.now() - 3_600_000).toISOString(),
          to: new Date(Date.now() + 3_600_000).toISOString(),
        });
        for (const [who, payout] of [
          [alice, alicePayout],
          [bob, 0n],
        ] as const) {
          const page = await app.inject({ method: 'GET', url: `/wps/game/betRecords?${range}`, headers: who.headers });
          const record = page.json<Envelope<BetRecordPage>>().value?.list[0];
          // Named in the member's language: Vietnamese, the site's default.
          expect(record).toMatchObject({ gameName: 'Tên Lửa', status: 'settled' });
          expect(record?.stake.amountMinor).toBe(STAKE.toString());
          expect(record?.payout.amountMinor).toBe(payout.toString());
        }

        // Every revealed hash links to the one before and, hashed forward, to the published commitment.
        await nextEvent<CrashGameView>(aliceSocket, CRASH_EVENTS.crashed, (g) => g.number > game.number);
        const state = await app.inject({
          method: 'GET',
          url: '/studio/api/crash/state',
          headers: { authorization: `Bearer ${alice.session.studioToken}` },
        });
        const { commitment, recent } = state.json<Envelope<CrashState>>().value ?? { commitment: '', recent: [] };
        expect(recent.length).toBeGreaterThanOrEqual(2);
        for (const [index, later] of recent.entries()) {
          const earlier = recent[index + 1];
          if (earlier && earlier.number === later.number - 1)
            expect(verifyCrashLink(later.hash, earlier.hash)).toBe(true);
          expect(crashGameNumber(later.hash, commitment, later.number)).toBe(later.number);
        }
        const verified = await app.inject({ method: 'GET', url: `/studio/api/crash/verify?hash=${crashedGame?.hash}` });
        expect(verified.json<Envelope<CrashVerifyAnswer>>().value).toMatchObject({
          gameNumber: game.number,
          crashPoint: crashedGame?.crashPoint,
          linksToPrevious: true,
          reachesCommitment: true,
          commitment,
        });
        for (const total of await balanceSumsByCurrency(app.db)) expect(total.total).toBe(0n);
      },
      WAITS_FOR_A_GAME,
    );

    it(
      'cashes out automatically at exactly the target, and busts a target above the crash point',
      async () => {
        const { app } = use();
        const alice = await openCrashWindow(app, START);
        const bob = await openCrashWindow(app, START);
        const aliceSocket = await open(alice.session.studioToken);
        const bobSocket = await open(bob.session.studioToken);
        const { crash } = await gameCrashingAtLeast(app, aliceSocket, 110n);
        const aliceSettledEvent = nextEvent<CrashBetAnswer>(aliceSocket, CRASH_EVENTS.settled);
        const bobSettledEvent = nextEvent<CrashBetAnswer>(bobSocket, CRASH_EVENTS.settled);
        answerOf(await placeBet(aliceSocket, STAKE, 'alice-auto-01', '1.10'));
        const above = crash + 1n;
        answerOf(
          await placeBet(
            bobSocket,
            STAKE,
            'bob-auto-0001',
            `${above / 100n}.${(above % 100n).toString().padStart(2, '0')}`,
          ),
        );
        const aliceSettled = await aliceSettledEvent;
        expect(aliceSettled.bet).toMatchObject({
          status: 'cashed',
          cashOut: '1.10',
          payout: ((STAKE * 110n) / 100n).toString(),
        });
        expect(aliceSettled.balance).toBe((START - STAKE + (STAKE * 110n) / 100n).toString());
        const bobSettled = await bobSettledEvent;
        expect(bobSettled.bet).toMatchObject({ status: 'busted', payout: '0' });
      },
      WAITS_FOR_A_GAME,
    );

    it(
      'refuses a bet once the window closed, places a repeated request once, and refuses a stake beyond the balance',
      async () => {
        const { app } = use();
        const alice = await openCrashWindow(app, START);
        const poor = await openCrashWindow(app, 150_000n);
        const socket = await open(alice.session.studioToken);
        const poorSocket = await open(poor.session.studioToken);
        await nextEvent<CrashGameView>(socket, CRASH_EVENTS.game);
        const settled = nextEvent<CrashBetAnswer>(socket, CRASH_EVENTS.settled);
        const first = answerOf(await placeBet(socket, STAKE, 'same-request-1'));
        const again = answerOf(await placeBet(socket, STAKE, 'same-request-1'));
        expect(again.round.roundId).toBe(first.round.roundId);
        expect(again.balance).toBe((START - STAKE).toString());
        const second = await placeBet(socket, STAKE, 'other-request-1');
        expect(second).toMatchObject({ success: false, code: 'CONFLICT' });
        const tooMuch = await placeBet(poorSocket, STAKE, 'poor-request-1');
        expect(tooMuch).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });

        await nextEvent<CrashGameView>(socket, CRASH_EVENTS.flight);
        const late = await placeBet(poorSocket, 100_000n, 'late-request-1');
        expect(late).toMatchObject({ success: false, code: 'CONFLICT', message: expect.stringMatching(/closed/) });
        const http = await app.inject({
          method: 'POST',
          url: '/studio/api/crash/bets',
          headers: { authorization: `Bearer ${poor.session.studioToken}` },
          payload: { stake: '100000', requestId: 'late-request-2' },
        });
        expect(http.json()).toMatchObject({ success: false, code: 'CONFLICT' });
        await settled;
        for (const total of await balanceSumsByCurrency(app.db)) expect(total.total).toBe(0n);
      },
      WAITS_FOR_A_GAME,
    );

    it(
      'shows the bet again after a reconnect mid-flight, and still lets the player cash out',
      async () => {
        const { app } = use();
        const alice = await openCrashWindow(app, START);
        const socket = await open(alice.session.studioToken);
        const { game, crash } = await gameCrashingAtLeast(app, socket, 400n);
        const placed = answerOf(await placeBet(socket, STAKE, 'resume-bet-01'));
        await nextEvent<CrashGameView>(socket, CRASH_EVENTS.flight, (g) => g.number === game.number);
        socket.disconnect();

        const reconnected = await crashSocket(app, alice.session.studioToken);
        sockets.push(reconnected);
        const resumed = await reconnected.state;
        expect(resumed.game).toMatchObject({ number: game.number, phase: 'flying', crashPoint: null, hash: null });
        expect(resumed.myBet).toMatchObject({ roundId: placed.round.roundId, status: 'placed' });
        const cashed = answerOf(await request(reconnected, CRASH_EVENTS.requestCashOut, {}));
        const multiplier = BigInt((cashed.bet.cashOut ?? '0').replace('.', ''));
        expect(multiplier).toBeLessThan(crash);
        expect(cashed.round.payout).toBe(((STAKE * multiplier) / 100n).toString());
        const twice = answerOf(await request(reconnected, CRASH_EVENTS.requestCashOut, {}));
        expect(twice.round.payout).toBe(cashed.round.payout);
      },
      WAITS_FOR_A_GAME,
    );
  },
  {
    STUDIO_ENABLED: 'true',
    STUDIO_CRASH_BETTING_MS: '2000',
    STUDIO_CRASH_PAUSE_MS: '100',
    STUDIO_CRASH_SPEED: String(SPEED),
  },
);
