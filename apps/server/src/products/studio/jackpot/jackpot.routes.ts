import { API, SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { JackpotPool } from '@fortuna/contracts/catalogue';
import { ok } from '@fortuna/contracts/envelope';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { useMerchantContext } from '../../../modules/merchants/merchant-context';
import { JACKPOT_GAME_CODE, JackpotPools, type PoolFigure } from './jackpot-pool';

declare module 'fastify' {
  interface FastifyInstance {
    jackpots: JackpotPools;
  }
}

/** Live counters need a figure a few times a second at most, however many spins feed the pool. */
const PUSH_INTERVAL_MS = 500;

const present = (figure: Pick<PoolFigure, 'amount' | 'currency'>): JackpotPool => ({
  gameCode: JACKPOT_GAME_CODE,
  amount: figure.amount.toString(),
  currency: figure.currency,
});

/** Sends each merchant's newest pool figure to its sockets, at most once per interval. */
function pushPoolChanges(app: FastifyInstance): void {
  const latest = new Map<string, PoolFigure>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    for (const figure of latest.values()) {
      app.realtime.toMerchant(figure.merchantId).emit(SOCKET_EVENTS.jackpot, present(figure));
    }
    latest.clear();
  };
  app.jackpots.onChange((figure) => {
    // Demo money has its own pool; the lobby shows the real one.
    if (figure.currency === 'DEMO') return;
    latest.set(`${figure.merchantId}:${figure.currency}`, figure);
    timer ??= setTimeout(flush, PUSH_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}

/**
 * The progressive pools (held in the merchant's ledger, fed and paid by the studio's progressive slot) and the
 * socket event the home lobby's jackpot counter follows.
 */
export function registerJackpots(app: FastifyInstance): void {
  app.decorate('jackpots', new JackpotPools(app.db, app.ledger));
  pushPoolChanges(app);
}

/** The public call for the pool of the visitor's merchant. */
export const jackpotRoutes: FastifyPluginAsync = async (app) => {
  useMerchantContext(app);
  app.get(
    API.jackpot,
    { schema: { tags: ['Games'], summary: "The progressive jackpot pool in the merchant's currency" } },
    async (request) => {
      const { id, currency } = request.merchant;
      const amount = await app.jackpots.amountIfOpen(id, currency);
      return ok(amount === null ? null : present({ amount, currency }));
    },
  );
};
