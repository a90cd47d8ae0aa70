import { ok } from '@fortuna/contracts/envelope';
import { SEAMLESS_ERRORS } from '@fortuna/contracts/seamless';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEAMLESS_HANDLERS, seamlessDepsOf } from './seamless-handlers';
import { keepRawJson, pruneNonces, vendorOf, verifySignedCall } from './signed-call';

const tags = ['Seamless wallet (vendors)'];
const NONCE_PRUNE_MS = 60_000;

const errorTable = Object.entries(SEAMLESS_ERRORS)
  .map(([code, { status, message }]) => `| ${code} | ${status} | ${message} |`)
  .join('\n');
const signingNote = [
  'Signed with the vendor secret: headers x-fortuna-vendor, x-fortuna-timestamp (Unix ms, within 5 minutes),',
  'x-fortuna-nonce (8-64 of [A-Za-z0-9_-], never reused) and x-fortuna-signature =',
  'hex(HMAC-SHA256(secret, timestamp + "." + nonce + "." + rawBody)). Amounts are whole minor units as strings.',
  'Idempotent by transactionId: a repeat answers the first answer; the same id with a different body is refused.',
  '',
  '| code | HTTP | meaning |',
  '|---|---|---|',
  errorTable,
].join('\n');

/**
 * The seamless-wallet API every vendor uses (our studio included): authenticate, balance, bet, win,
 * rollback and end-round, HMAC-signed and idempotent by the vendor's transaction id.
 */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawJson(app);
  // Before the schema: an unsigned caller learns nothing about the bodies the API takes.
  app.addHook('preValidation', async (request) => verifySignedCall(app, request));

  const timer = setInterval(() => {
    pruneNonces(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'nonce pruning failed'));
  }, NONCE_PRUNE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const deps = seamlessDepsOf(app);
  const schema = <Body>(summary: string, body: Body) => ({ tags, summary, description: signingNote, body });

  for (const [path, entry] of Object.entries(SEAMLESS_HANDLERS)) {
    app.post(
      path,
      { bodyLimit: entry.bodyLimit, schema: schema(entry.summary, entry.body) },
      // The body was checked against entry.body by the route's schema.
      async (request) => ok(await entry.handle(deps, vendorOf(request), request.body as never)),
    );
  }
};
