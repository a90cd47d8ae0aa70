import { ok } from '@fortuna/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { everyMs } from '../../kit/slot-calendar';
import type { SlotJob } from '../../kit/slot-scheduler';
import type { SportsDeps } from '../sportsbook-deps';
import { applyFeed } from './feed-apply';
import { FEED_PUSH_PATH, FEED_SIGNATURE_HEADER, feedBodySchema, feedSignatureValid } from './feed-messages';

/**
 * The feed pushed to us: `POST /sportsbook/feed` with the signed body (no session: the signature is the
 * caller's proof). A body not signed with the key is refused (`SPORTS_FEED_SIGNATURE`) before it is read;
 * without a key configured every body is refused.
 */
export async function registerFeedRoutes(parent: FastifyInstance, deps: SportsDeps): Promise<void> {
  const secret = deps.config.feed.secret;
  await parent.register(async (app) => {
    // The signature covers the bytes sent: the body is kept as text and parsed after it is checked.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      FEED_PUSH_PATH,
      { schema: { tags: ['Sportsbook feed'], summary: 'Feed messages pushed by the feed, signed' } },
      async (request) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[FEED_SIGNATURE_HEADER];
        if (!secret || !feedSignatureValid(secret, body, typeof signature === 'string' ? signature : undefined))
          throw new AppError('SPORTS_FEED_SIGNATURE');
        return ok(await applyFeed(deps, parseFeed(body), request.log));
      },
    );
  });
}

function parseFeed(body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The feed body is not JSON');
  }
  const parsed = feedBodySchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Bad feed body');
  return parsed.data.messages;
}

/**
 * Pulls the feed from its address and applies it: the answer must carry the body's signature in the same
 * header, else nothing is applied. Answers what was applied, or null when the answer was refused.
 */
export async function pullFeed(deps: SportsDeps, log?: FastifyInstance['log']) {
  const { url, secret } = deps.config.feed;
  if (!url || !secret) return null;
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = await answer.text();
  if (!answer.ok || !feedSignatureValid(secret, body, answer.headers.get(FEED_SIGNATURE_HEADER) ?? undefined)) {
    log?.warn({ status: answer.status }, 'sports feed answer refused (status or signature)');
    return null;
  }
  return applyFeed(deps, parseFeed(body), log);
}

/** The pull on the kit's slot scheduler: one node per slot across the cluster (sequences make repeats harmless). */
export function feedJobs(deps: SportsDeps, log: FastifyInstance['log']): SlotJob[] {
  if (!deps.config.feed.url || !deps.config.feed.secret) return [];
  return [
    {
      name: 'sports:feed:pull',
      calendar: everyMs(deps.config.feed.pullMs),
      graceMs: deps.config.feed.pullMs,
      async run() {
        await pullFeed(deps, log).catch((error: unknown) => log.warn({ err: error }, 'sports feed pull failed'));
      },
    },
  ];
}
