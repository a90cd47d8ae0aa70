import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import {
  authenticateRequestSchema,
  balanceRequestSchema,
  betRequestSchema,
  endRoundRequestSchema,
  rollbackRequestSchema,
  roundRequestSchema,
  SEAMLESS_PATHS,
  SETTLE_BATCH_BODY_LIMIT,
  settleBatchRequestSchema,
  winRequestSchema,
} from '@fortuna/contracts/seamless';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { merchantRoom } from '../../realtime/realtime';
import { authenticate, balance, bet, endRound, rollback, type SeamlessDeps, win } from './seamless.service';
import { settleBatch } from './seamless-batch';
import { playRound } from './seamless-round';
import type { SeamlessVendor } from './vendor-keys';

export interface SeamlessHandler<Schema extends z.ZodType> {
  summary: string;
  body: Schema;
  /** A larger body limit than the server's default, for batch calls. */
  bodyLimit?: number;
  handle(deps: SeamlessDeps, vendor: SeamlessVendor, body: z.output<Schema>): Promise<unknown>;
}

const handler = <Schema extends z.ZodType>(entry: SeamlessHandler<Schema>) => entry;

/**
 * Every call of the seamless-wallet API: its path, its body and what it does. The signed HTTP routes and the
 * in-process call of a product beside the platform (seamless-direct.ts) both run these, so the two cannot
 * drift apart.
 */
export const SEAMLESS_HANDLERS = {
  [SEAMLESS_PATHS.authenticate]: handler({
    summary: 'Exchange the one-time launch token for a player session',
    body: authenticateRequestSchema,
    handle: (deps, vendor, body) => authenticate(deps, vendor, body.launchToken),
  }),
  [SEAMLESS_PATHS.balance]: handler({
    summary: "The player's spendable balance",
    body: balanceRequestSchema,
    handle: (deps, vendor, body) => balance(deps, vendor, body.sessionToken),
  }),
  [SEAMLESS_PATHS.bet]: handler({
    summary: 'Debit a stake (opens the round on its first bet)',
    body: betRequestSchema,
    handle: bet,
  }),
  [SEAMLESS_PATHS.win]: handler({
    summary: 'Credit a win; 0 settles a lost round',
    body: winRequestSchema,
    handle: win,
  }),
  [SEAMLESS_PATHS.rollback]: handler({
    summary: 'Refund a bet of an unfinished round',
    body: rollbackRequestSchema,
    handle: rollback,
  }),
  [SEAMLESS_PATHS.endRound]: handler({
    summary: 'Close a round with no further win',
    body: endRoundRequestSchema,
    handle: endRound,
  }),
  [SEAMLESS_PATHS.round]: handler({
    summary:
      'A round of an instant game in one call: its bet, then its win, applied together (each action idempotent by its own transaction id; a refused action refuses the call and applies nothing)',
    body: roundRequestSchema,
    handle: playRound,
  }),
  [SEAMLESS_PATHS.settleBatch]: handler({
    summary:
      "Settle many players' existing rounds at once (wins, rollbacks, ends of round; up to 10,000 items, each idempotent and answered on its own)",
    body: settleBatchRequestSchema,
    bodyLimit: SETTLE_BATCH_BODY_LIMIT,
    handle: settleBatch,
  }),
};

/** What the handlers need from the platform. */
export function seamlessDepsOf(app: FastifyInstance): SeamlessDeps {
  return {
    db: app.db,
    ledger: app.ledger,
    // The home lobby's winner board reads the new big win again, on every node.
    onBigWin: (merchantId: number) => app.realtime.io.to(merchantRoom(merchantId)).emit(SOCKET_EVENTS.bigWin, {}),
    protectionCache: app.protectionCache,
    clock: app.clock,
    riskSettingsCache: app.riskSettingsCache,
  };
}
