import { ok } from '@fortuna/contracts/envelope';
import { merchantQuerySchema } from '@fortuna/contracts/payments-admin';
import { REBATE_API } from '@fortuna/contracts/rebate';
import { VIP_API, vipSettingsSchema, vipTableInputSchema } from '@fortuna/contracts/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useMerchantContext } from '../merchants/merchant-context';
import { languageOrDefault } from '../merchants/merchant-site';
import { promotionsGate } from '../risk/risk-gates';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { claimRebate, memberRebate } from './rebate.service';
import { memberVip } from './vip.service';
import { adminVipLevels, adminVipSettings, saveVipLevels, updateVipSettings } from './vip-admin.service';

const languageQuery = z.object({ language: z.string().max(8).optional() });

/** The member's VIP level (public state hasVip, vipLabelName, vipRankLevel) and the merchant's levels. */
export const vipMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.get(
    VIP_API.member,
    {
      schema: {
        tags: ['Promotions'],
        summary: 'Your VIP level and progress; a level newly reached pays its upgrade bonus once',
        querystring: languageQuery,
      },
    },
    async (request) =>
      ok(
        await memberVip(
          app,
          request.merchant,
          memberOf(request),
          languageOrDefault(request.query.language, request.merchant),
        ),
      ),
  );
};

/** Back office: the merchant's VIP table. Audited. */
export const vipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Back office: promotions'];
  app.get(
    VIP_API.admin.levels,
    {
      schema: { tags, summary: 'VIP levels of a merchant', querystring: merchantQuerySchema },
      onRequest: requireStaff('operator', 'finance'),
    },
    async (request) => ok(await adminVipLevels(app, request.query.merchantId)),
  );
  app.put(
    VIP_API.admin.levels,
    {
      schema: {
        tags,
        summary: 'Replace the VIP levels of a merchant (rank = row order)',
        querystring: merchantQuerySchema,
        body: vipTableInputSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await saveVipLevels(app, actorOf(request), request.query.merchantId, request.body)),
  );
  app.get(
    VIP_API.admin.settings,
    {
      schema: {
        tags,
        summary: 'VIP settings of a merchant (keep-level review period)',
        querystring: merchantQuerySchema,
      },
      onRequest: requireStaff('operator', 'finance'),
    },
    async (request) => ok(await adminVipSettings(app, request.query.merchantId)),
  );
  app.put(
    VIP_API.admin.settings,
    {
      schema: {
        tags,
        summary: 'Set the keep-level review period: none, month or quarter',
        querystring: merchantQuerySchema,
        body: vipSettingsSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await updateVipSettings(app, actorOf(request), request.query.merchantId, request.body)),
  );
};

/** Manual rebate: what the member can claim by game area, and the claim (Idempotency-Key). */
export const rebateMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.get(
    REBATE_API.member,
    {
      schema: {
        tags: ['Promotions'],
        summary: 'Rebate accrued on valid bet since your last claim, by game area at your VIP level’s rates',
        querystring: languageQuery,
      },
    },
    async (request) =>
      ok(
        await memberRebate(
          app,
          request.merchant,
          memberOf(request),
          languageOrDefault(request.query.language, request.merchant),
        ),
      ),
  );
  app.post(
    REBATE_API.claim,
    {
      schema: {
        tags: ['Promotions'],
        summary: 'Claim the accrued rebate into the main wallet; each valid bet is rebated once',
        description: 'Idempotency-Key header (8-128 characters): a repeat returns the first answer and pays nothing',
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      onRequest: promotionsGate,
    },
    async (request) => ok(await claimRebate(app, request.merchant, memberOf(request), idempotencyKeyOf(request))),
  );
};
