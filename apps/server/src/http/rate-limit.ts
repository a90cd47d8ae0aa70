import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error';
import { isApiPath } from './front-ends';

/**
 * A generous per-address limit on every route; routes where guessing is possible set their own.
 * Counters live in Redis when REDIS_URL is set (shared by every node), in memory otherwise.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    nameSpace: app.config.rateLimitNamespace,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    // The site's own files (scripts, styles, images) are not calls: a page load must not spend the budget.
    allowList: (request) => !isApiPath(request.url),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
}

/**
 * The limit on a sign-in route: 10 password guesses per address and username every 5 minutes.
 * Counted after the body is read, so one person's guesses never lock out a colleague behind the same address.
 */
export function loginRateLimit(scope: string) {
  return {
    max: (request: FastifyRequest) => request.server.config.signInRateLimit,
    timeWindow: '5 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body: unknown = request.body;
      const username = body && typeof body === 'object' && 'username' in body ? String(body.username) : '';
      return `${scope}:${request.ip}:${username.trim().toLowerCase().slice(0, 64)}`;
    },
  };
}
