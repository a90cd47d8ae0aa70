import { ok } from '@fortuna/contracts/envelope';
import { SEA_LOTTERY_PATHS } from '@fortuna/contracts/lottery-sea';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useMerchantContext } from '../../../modules/merchants/merchant-context';
import type { LotteryDeps } from '../lottery-context';
import { seaLobby } from './sea-lobby';

/**
 * The SEA draws' public lobby (docs/lottery-sea.md). Results are entered, approved, corrected and voided
 * through the regional draws' back-office calls, which take the SEA draws too.
 */
export function seaLotteryRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    useMerchantContext(app);
    app.get(
      SEA_LOTTERY_PATHS.lobby,
      {
        schema: {
          tags: ['Lottery: SEA draws'],
          summary: "The 4D and Thai draws' next draw (closing at this site's cut-off), latest result and payouts",
        },
      },
      async (request) => ok(await seaLobby(deps, request.merchant.id)),
    );
  };
}
