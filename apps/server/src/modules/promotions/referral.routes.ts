import { ok } from '@fortuna/contracts/envelope';
import { merchantQuerySchema } from '@fortuna/contracts/payments-admin';
import { PROMO_LIMITS_API, promoLimitsInputSchema } from '@fortuna/contracts/promo-limits';
import { adminReferralQuerySchema, REFERRAL_API, referralSettingsInputSchema } from '@fortuna/contracts/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { adminClaimLimits, saveClaimLimits } from './claim-limits';
import { memberReferral } from './referral.service';
import { adminReferralSettings, adminReferrals, saveReferralSettings } from './referral-admin.service';

/** Invite-and-earn for the member: own code, link, conditions, totals and invitees (masked). */
export const referralMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.get(
    REFERRAL_API.member,
    {
      schema: {
        tags: ['Promotions'],
        summary: 'Your referral code and link, the reward conditions, your invitees and what you earned',
        description:
          'Invitees who now meet the conditions are settled first (paid once, or refused when they share your device, address or payee account)',
      },
    },
    async (request) => ok(await memberReferral(app, request.merchant, memberOf(request))),
  );
};

const promotionParams = z.object({ id: z.coerce.number().int().positive() });

/** Back office: referral terms per merchant, the invitee list, and each promotion's abuse limits. Audited. */
export const referralAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Back office: promotions'];
  app.get(
    REFERRAL_API.admin.settings,
    {
      schema: { tags, summary: 'Referral reward and conditions of a merchant', querystring: merchantQuerySchema },
      onRequest: requireStaff('operator', 'finance'),
    },
    async (request) => ok(await adminReferralSettings(app.db, request.query.merchantId)),
  );
  app.put(
    REFERRAL_API.admin.settings,
    {
      schema: {
        tags,
        summary: 'Set the referral reward and conditions of a merchant',
        querystring: merchantQuerySchema,
        body: referralSettingsInputSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await saveReferralSettings(app.db, actorOf(request), request.query.merchantId, request.body)),
  );
  app.get(
    REFERRAL_API.admin.invitees,
    {
      schema: {
        tags,
        summary: 'Invitees with inviter, progress, reward or refusal',
        querystring: adminReferralQuerySchema,
      },
      onRequest: requireStaff('operator', 'finance', 'risk'),
    },
    async (request) => ok(await adminReferrals(app.db, request.query.merchantId, request.query.status)),
  );
  app.get(
    PROMO_LIMITS_API.admin(':id'),
    {
      schema: {
        tags,
        summary: 'Abuse limits of a promotion (per member, device, payee account)',
        params: promotionParams,
      },
      onRequest: requireStaff('operator', 'finance'),
    },
    async (request) => ok(await adminClaimLimits(app.db, request.params.id)),
  );
  app.put(
    PROMO_LIMITS_API.admin(':id'),
    {
      schema: {
        tags,
        summary: 'Set the abuse limits of a promotion (null: no limit)',
        params: promotionParams,
        body: promoLimitsInputSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await saveClaimLimits(app.db, actorOf(request), request.params.id, request.body)),
  );
};
