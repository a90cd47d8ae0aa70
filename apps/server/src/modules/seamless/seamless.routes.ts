import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { ok } from '@fortuna/contracts/envelope';
import {
  authenticateRequestSchema,
  balanceRequestSchema,
  betRequestSchema,
  endRoundRequestSchema,
  rollbackRequestSchema,
  roundRequestSchema,
  SEAMLESS_ERRORS,
  SEAMLESS_PATHS,
  SETTLE_BATCH_BODY_LIMIT,
  settleBatchRequestSchema,
  winRequestSchema,
} from '@fortuna/contracts/seamless';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantRoom } from '../../realtime/realtime';
import { authenticate, balance, bet, endRound, rollback, win } from './seamless.service';
import { settleBatch } from './seamless-batch';
import { playRound } from './seamless-round';
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

  const deps = {
    db: app.db,
    ledger: app.ledger,
    // The home lobby's winner board reads the new big win again, on every node.
    onBigWin: (merchantId: number) => app.realtime.io.to(merchantRoom(merchantId)).emit(SOCKET_EVENTS.bigWin, {}),
    protectionCache: app.protectionCache,
    clock: app.clock,
    riskSettingsCache: app.riskSettingsCache,
  };
  const schema = <Body>(summary: string, body: Body) => ({ tags, summary, description: signingNote, body });

  app.post(
    SEAMLESS_PATHS.authenticate,
    { schema: schema('Exchange the one-time launch token for a player session', authenticateRequestSchema) },
    async (request) => ok(await authenticate(deps, vendorOf(request), request.body.launchToken)),
  );
  app.post(
    SEAMLESS_PATHS.balance,
    { schema: schema("The player's spendable balance", balanceRequestSchema) },
    async (request) => ok(await balance(deps, vendorOf(request), request.body.sessionToken)),
  );
  app.post(
    SEAMLESS_PATHS.bet,
    { schema: schema('Debit a stake (opens the round on its first bet)', betRequestSchema) },
    async (request) => ok(await bet(deps, vendorOf(request), request.body)),
  );
  app.post(
    SEAMLESS_PATHS.win,
    { schema: schema('Credit a win; 0 settles a lost round', winRequestSchema) },
    async (request) => ok(await win(deps, vendorOf(request), request.body)),
  );
  app.post(
    SEAMLESS_PATHS.rollback,
    { schema: schema('Refund a bet of an unfinished round', rollbackRequestSchema) },
    async (request) => ok(await rollback(deps, vendorOf(request), request.body)),
  );
  app.post(
    SEAMLESS_PATHS.endRound,
    { schema: schema('Close a round with no further win', endRoundRequestSchema) },
    async (request) => ok(await endRound(deps, vendorOf(request), request.body)),
  );
  app.post(
    SEAMLESS_PATHS.round,
    {
      schema: schema(
        'A round of an instant game in one call: its bet, then its win, applied together (each action idempotent by its own transaction id; a refused action refuses the call and applies nothing)',
        roundRequestSchema,
      ),
    },
    async (request) => ok(await playRound(deps, vendorOf(request), request.body)),
  );
  app.post(
    SEAMLESS_PATHS.settleBatch,
    {
      bodyLimit: SETTLE_BATCH_BODY_LIMIT,
      schema: schema(
        "Settle many players' existing rounds at once (wins, rollbacks, ends of round; up to 10,000 items, each idempotent and answered on its own)",
        settleBatchRequestSchema,
      ),
    },
    async (request) => ok(await settleBatch(deps, vendorOf(request), request.body)),
  );
};
