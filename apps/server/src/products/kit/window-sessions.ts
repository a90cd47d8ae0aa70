import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/**
 * A product window's calls (bets, balance, own bets) carry the window's own session token. `onRequest`
 * resolves it before the body is read, so a caller without a session learns nothing from its input; the
 * handler then reads the session the call was let in with through `of`.
 */
export function windowSessions<S extends object>(resolve: (request: FastifyRequest) => Promise<S>) {
  const sessions = new WeakMap<FastifyRequest, S>();
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      sessions.set(request, await resolve(request));
    },
    of(request: FastifyRequest): S {
      const session = sessions.get(request);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      return session;
    },
  };
}
