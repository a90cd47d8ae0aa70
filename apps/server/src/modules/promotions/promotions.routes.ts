import { ok } from '@fortuna/contracts/envelope';
import { merchantQuerySchema } from '@fortuna/contracts/payments-admin';
import {
  PROMOTIONS_API,
  promoDecisionSchema,
  promoPreviewInputSchema,
  promoStatusInputSchema,
  promotionInputSchema,
} from '@fortuna/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { languageOrDefault } from '../merchants/merchant-site';
import { promotionsGate } from '../risk/risk-gates';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { findAccountById } from '../sessions/sessions.repo';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { memberBonuses } from './bonus-details';
import { previewPromotion } from './promotion-preview.service';
import { claimableCount, claimPromotion, memberClaims, memberPromotions, publicPromotions } from './promotions.service';
import {
  adminPromotions,
  applicationsOf,
  createPromotion,
  decideApplication,
  editPromotion,
  setPromotionStatus,
} from './promotions-admin.service';

const tags = ['Promotions'];
export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const languageQuery = z.object({ language: z.string().max(8).optional() });

/** Visitors' list: the merchant's running promotions without a member state. */
export const promotionsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.get(
    PROMOTIONS_API.list,
    { schema: { tags, summary: 'Running promotions of the site (sign in to claim)', querystring: languageQuery } },
    async (request) =>
      ok(await publicPromotions(app, request.merchant, languageOrDefault(request.query.language, request.merchant))),
  );
};

/** The member's promotions, claims and bonuses; the reward-centre badge counts what is claimable. */
export const promotionsMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  const language = (request: {
    query: { language?: string | undefined };
    merchant: Parameters<typeof languageOrDefault>[1];
  }) => languageOrDefault(request.query.language, request.merchant);

  app.get(
    PROMOTIONS_API.member,
    {
      schema: {
        tags,
        summary: 'Running promotions with your state and what you can claim',
        querystring: languageQuery,
      },
    },
    async (request) => ok(await memberPromotions(app, memberOf(request), language(request))),
  );
  app.post(
    PROMOTIONS_API.claim(':id'),
    {
      schema: {
        tags,
        summary: 'Claim this period’s reward, or apply (apply-and-approve); once per period',
        description: 'Idempotency-Key header (8-128 characters): a repeat returns the first answer and pays nothing',
        params: idParams,
        querystring: languageQuery,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: promotionsGate,
    },
    async (request) =>
      ok(
        await claimPromotion(
          app,
          request.merchant,
          memberOf(request),
          request.params.id,
          language(request),
          idempotencyKeyOf(request),
        ),
      ),
  );
  app.get(
    PROMOTIONS_API.claims,
    { schema: { tags, summary: 'Your claims and applications, newest first', querystring: languageQuery } },
    async (request) => ok(await memberClaims(app.db, memberOf(request), language(request))),
  );
  app.get(
    PROMOTIONS_API.bonuses,
    { schema: { tags, summary: 'Your bonuses with their wagering progress', querystring: languageQuery } },
    async (request) => ok(await memberBonuses(app.db, memberOf(request), language(request))),
  );
};

/** Registers the reward-centre badge counter (public state availablePromoCount). */
export function registerPromotionCounter(app: FastifyInstance): void {
  app.memberCounters.register('availablePromoCount', async (_db, accountId) => {
    const member = await findAccountById(app.db, accountId);
    return member ? claimableCount(app, member) : 0;
  });
}

const OPERATE = requireStaff('operator');
const DECIDE = requireStaff('operator', 'finance');
const applicationsQuery = merchantQuerySchema.extend({ pending: z.enum(['true', 'false']).default('true') });

/** Back office: promotions of a merchant, their schedule and pause, and applications to decide. Audited. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminTags = ['Back office: promotions'];
  app.get(
    PROMOTIONS_API.admin.list,
    {
      schema: { tags: adminTags, summary: 'Promotions of a merchant', querystring: merchantQuerySchema },
      onRequest: DECIDE,
    },
    async (request) => ok(await adminPromotions(app, request.query.merchantId)),
  );
  app.post(
    PROMOTIONS_API.admin.list,
    {
      schema: {
        tags: adminTags,
        summary: 'Create a promotion',
        querystring: merchantQuerySchema,
        body: promotionInputSchema,
      },
      onRequest: OPERATE,
    },
    async (request) => ok(await createPromotion(app, actorOf(request), request.query.merchantId, request.body)),
  );
  app.put(
    PROMOTIONS_API.admin.one(':id'),
    {
      schema: {
        tags: adminTags,
        summary: 'Edit a promotion (its rule kind stays)',
        params: idParams,
        body: promotionInputSchema,
      },
      onRequest: OPERATE,
    },
    async (request) => ok(await editPromotion(app, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    PROMOTIONS_API.admin.status(':id'),
    {
      schema: {
        tags: adminTags,
        summary: 'Pause or resume a promotion',
        params: idParams,
        body: promoStatusInputSchema,
      },
      onRequest: OPERATE,
    },
    async (request) => ok(await setPromotionStatus(app, actorOf(request), request.params.id, request.body.status)),
  );
  app.post(
    PROMOTIONS_API.admin.preview,
    {
      schema: {
        tags: adminTags,
        summary: 'Preview a promotion as a chosen member sees it, in a language (nothing is saved)',
        querystring: merchantQuerySchema,
        body: promoPreviewInputSchema,
      },
      onRequest: OPERATE,
    },
    async (request) => ok(await previewPromotion(app, request.query.merchantId, request.body)),
  );
  app.get(
    PROMOTIONS_API.admin.applications,
    {
      schema: {
        tags: adminTags,
        summary: 'Applications to approve (or all decided ones)',
        querystring: applicationsQuery,
      },
      onRequest: DECIDE,
    },
    async (request) => ok(await applicationsOf(app, request.query.merchantId, request.query.pending === 'true')),
  );
  app.post(
    PROMOTIONS_API.admin.decision(':id'),
    {
      schema: {
        tags: adminTags,
        summary: 'Approve (pays the reward) or reject with a reason (pays nothing)',
        params: idParams,
        body: promoDecisionSchema,
      },
      onRequest: DECIDE,
    },
    async (request) => ok(await decideApplication(app, actorOf(request), request.params.id, request.body)),
  );
};
