import { CRASH_EVENTS, type CrashAck, type CrashBetAnswer } from '@fortuna/contracts/studio-crash';
import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { AppError } from '../../../http/app-error';
import { sessionOfToken } from '../studio-windows';
import { cashOutCrashBet, type PlaceBetInput, placeCrashBet } from './crash-bets';
import type { CrashContext, CrashEvents } from './crash-context';
import { crashState } from './crash-state';

const playerRoom = (playerId: string): string => `crash-player:${playerId}`;

/** Events to every socket of the namespace (on every node through the Redis adapter when configured). */
export function namespaceEvents(namespace: Namespace): CrashEvents {
  return {
    game: (game) => namespace.emit(CRASH_EVENTS.game, game),
    flight: (game) => namespace.emit(CRASH_EVENTS.flight, game),
    bet: (bet) => namespace.emit(CRASH_EVENTS.bet, bet),
    cashOut: (bet) => namespace.emit(CRASH_EVENTS.cashOut, bet),
    crashed: (game) => namespace.emit(CRASH_EVENTS.crashed, game),
    settled: (playerId, answer) => namespace.to(playerRoom(playerId)).emit(CRASH_EVENTS.settled, answer),
  };
}

function failure(error: unknown): CrashAck<never> {
  if (error instanceof AppError) return { success: false, code: error.code, message: error.message };
  return { success: false, code: 'INTERNAL', message: 'Something went wrong, please try again' };
}

type Ack = (answer: CrashAck<CrashBetAnswer>) => void;

function answering(app: FastifyInstance, work: () => Promise<CrashBetAnswer>, ack: unknown): void {
  const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
  work().then(
    (value) => reply({ success: true, value }),
    (error: unknown) => {
      if (!(error instanceof AppError)) app.log.error({ err: error }, 'crash socket request failed');
      reply(failure(error));
    },
  );
}

/**
 * The '/studio-crash' namespace: a game window connects with `auth: { studioToken }`, gets the state
 * (with its own bet, so a reconnect resumes), and may place a bet or cash out with acknowledgements.
 */
export function registerCrashSocket(app: FastifyInstance, namespace: Namespace, ctx: CrashContext): void {
  namespace.use((socket, next) => {
    const token: unknown = socket.handshake.auth.studioToken;
    sessionOfToken(app.db, typeof token === 'string' ? token : undefined)
      .then(async (session) => {
        socket.data.studioToken = token;
        socket.data.playerId = session.playerId;
        await socket.join(playerRoom(session.playerId));
        next();
      })
      .catch(() => next(new Error('NOT_LOGGED_IN')));
  });

  namespace.on('connection', (socket: Socket) => {
    const playerId = String(socket.data.playerId);
    const token = String(socket.data.studioToken);
    crashState(app.db, ctx.growthPerMs, ctx.now(), playerId).then(
      (state) => socket.emit(CRASH_EVENTS.state, state),
      (error: unknown) => app.log.error({ err: error }, 'crash state for a new socket failed'),
    );
    socket.on(CRASH_EVENTS.placeBet, (payload: unknown, ack: unknown) => {
      const input = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<PlaceBetInput>;
      answering(
        app,
        async () => {
          const requestId = typeof input.requestId === 'string' ? input.requestId : '';
          if (!/^[\w-]{8,64}$/.test(requestId)) throw new AppError('VALIDATION_FAILED', 'requestId: 8-64 letters');
          const session = await sessionOfToken(app.db, token);
          return placeCrashBet(ctx, session, { stake: input.stake, autoCashOut: input.autoCashOut, requestId });
        },
        ack,
      );
    });
    socket.on(CRASH_EVENTS.requestCashOut, (_payload: unknown, ack: unknown) => {
      answering(app, async () => cashOutCrashBet(ctx, await sessionOfToken(app.db, token)), ack);
    });
  });
}
