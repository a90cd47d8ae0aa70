import type { FastifyInstance } from 'fastify';

/** The time as the platform's rules see it; tests replace `now` to move through cooling-off periods. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export function registerClock(app: FastifyInstance): void {
  app.decorate('clock', { now: () => new Date() });
}
