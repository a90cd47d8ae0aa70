import { ok } from '@fortuna/contracts/envelope';
import { RAFFLE_API } from '@fortuna/contracts/raffle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { useMerchantContext } from '../merchants/merchant-context';
import { languageOrDefault } from '../merchants/merchant-site';
import { promotionsGate } from '../risk/risk-gates';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { findPromotion } from './promotions.repo';
import { idParams, languageQuery } from './promotions.routes';
import { claimPromotion } from './promotions.service';
import { raffleDraw } from './raffle.service';

const tags = ['Promotions'];

/** The published draw of a raffle: anyone may recompute its winners from the seed and the ticket list. */
export const rafflePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.get(
    RAFFLE_API.draw(':id'),
    {
      schema: {
        tags,
        summary: 'A raffle’s draw: seed hash, and once drawn the seed, ticket list and winners to verify',
        params: idParams,
      },
    },
    async (request) => ok(await raffleDraw(app.db, request.merchant, request.params.id)),
  );
};

/** Raffle promotion claim (spec §7): a winner of a raffle that needs a claim takes the prize, once. */
export const raffleMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.post(
    RAFFLE_API.claim(':id'),
    {
      schema: {
        tags,
        summary: 'Claim your raffle prize (winners of raffles that need a claim); once',
        description: 'Idempotency-Key header (8-128 characters): a repeat returns the first answer and pays nothing',
        params: idParams,
        querystring: languageQuery,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: promotionsGate,
    },
    async (request) => {
      const promotion = await findPromotion(app.db, request.params.id);
      if (promotion?.rule.kind !== 'raffle' || promotion.merchantId !== request.merchant.id)
        throw new AppError('PROMOTION_NOT_FOUND');
      return ok(
        await claimPromotion(
          app,
          request.merchant,
          memberOf(request),
          request.params.id,
          languageOrDefault(request.query.language, request.merchant),
          idempotencyKeyOf(request),
        ),
      );
    },
  );
};
