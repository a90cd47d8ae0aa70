import { ok } from '@fortuna/contracts/envelope';
import { merchantQuerySchema } from '@fortuna/contracts/payments-admin';
import {
  adminOrdersQuerySchema,
  convertInputSchema,
  goodsInputSchema,
  idParamsSchema,
  languageQuerySchema,
  orderDecisionSchema,
  POINTS_API,
  pointsGrantSchema,
  pointsSettingsInputSchema,
  redeemInputSchema,
} from '@fortuna/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useEncryptedBodies } from '../../http/encrypted-bodies';
import { useMerchantContext } from '../merchants/merchant-context';
import { languageOrDefault } from '../merchants/merchant-site';
import { promotionsGate } from '../risk/risk-gates';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { convertPoints, pointsBalance, pointsConfig, pointsRecord, pointsRecords } from './points.service';
import {
  adminGoods,
  adminOrders,
  adminPointsSettings,
  createGoods,
  decidePointsOrder,
  editGoods,
  grantPoints,
  savePointsSettings,
} from './points-admin.service';
import { redeemGoods, redeemList, rewardList } from './points-mall.service';

const tags = ['Points'];
const KEY_NOTE = 'Idempotency-Key header (8-128 characters): a repeat answers the first call and changes nothing';
const moneyRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Spec §7 points calls: balance, config, records and detail, reward list, redeem, redeem list, convert. */
export const pointsMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  useEncryptedBodies(app);
  app.addHook('onRequest', requireRealMember);
  const language = (request: { query: { language?: string }; merchant: Parameters<typeof languageOrDefault>[1] }) =>
    languageOrDefault(request.query.language, request.merchant);

  app.get(
    POINTS_API.balance,
    { schema: { tags, summary: 'Your points balance (points never expire)' } },
    async (request) => ok(await pointsBalance(app, memberOf(request))),
  );
  app.get(
    POINTS_API.config,
    { schema: { tags, summary: 'Points earned per valid bet by game area; convert rate' } },
    async (request) => ok(await pointsConfig(app, request.merchant.id)),
  );
  app.get(POINTS_API.records, { schema: { tags, summary: 'Your points records, newest first' } }, async (request) =>
    ok(await pointsRecords(app, memberOf(request))),
  );
  app.get(
    POINTS_API.record,
    { schema: { tags, summary: 'One of your points records (transaction detail)', params: idParamsSchema } },
    async (request) => ok(await pointsRecord(app, memberOf(request), request.params.id)),
  );
  app.get(
    POINTS_API.rewards,
    { schema: { tags, summary: 'Goods of the points mall', querystring: languageQuerySchema } },
    async (request) => ok(await rewardList(app, request.merchant.id, language(request))),
  );
  app.get(
    POINTS_API.redeems,
    { schema: { tags, summary: 'Your redeem records, newest first', querystring: languageQuerySchema } },
    async (request) => ok(await redeemList(app, memberOf(request), language(request))),
  );
  app.post(
    POINTS_API.redeem,
    {
      schema: {
        tags,
        summary: 'Redeem an item for points (encrypted; payment password; shipping for physical goods)',
        description: KEY_NOTE,
        body: redeemInputSchema,
        querystring: languageQuerySchema,
      },
      config: { ...moneyRateLimit, encrypted: true },
      onRequest: promotionsGate,
    },
    async (request) =>
      ok(
        await redeemGoods(
          app,
          request.merchant,
          memberOf(request),
          request.body,
          idempotencyKeyOf(request),
          language(request),
        ),
      ),
  );
  app.post(
    POINTS_API.convert,
    {
      schema: {
        tags,
        summary: 'Convert points to balance (encrypted; payment password)',
        description: KEY_NOTE,
        body: convertInputSchema,
      },
      config: { ...moneyRateLimit, encrypted: true },
      onRequest: promotionsGate,
    },
    async (request) =>
      ok(await convertPoints(app, request.merchant, memberOf(request), request.body, idempotencyKeyOf(request))),
  );
};

/** Back office: point rates, mall goods, the orders queue and the points grant. Every change audited. */
export const pointsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminTags = ['Back office: points'];
  app.get(
    POINTS_API.admin.settings,
    {
      schema: {
        tags: adminTags,
        summary: 'Point rates per game area and the convert rate',
        querystring: merchantQuerySchema,
      },
      onRequest: requireStaff('operator', 'finance'),
    },
    async (request) => ok(await adminPointsSettings(app, request.query.merchantId)),
  );
  app.put(
    POINTS_API.admin.settings,
    {
      schema: {
        tags: adminTags,
        summary: 'Replace the point rates and the convert rate',
        querystring: merchantQuerySchema,
        body: pointsSettingsInputSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await savePointsSettings(app, actorOf(request), request.query.merchantId, request.body)),
  );
  app.get(
    POINTS_API.admin.goods,
    {
      schema: { tags: adminTags, summary: 'Goods of the points mall', querystring: merchantQuerySchema },
      onRequest: requireStaff('operator', 'finance', 'support'),
    },
    async (request) => ok(await adminGoods(app, request.query.merchantId)),
  );
  app.post(
    POINTS_API.admin.goods,
    {
      schema: { tags: adminTags, summary: 'Add an item', querystring: merchantQuerySchema, body: goodsInputSchema },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await createGoods(app, actorOf(request), request.query.merchantId, request.body)),
  );
  app.put(
    POINTS_API.admin.goodsItem,
    {
      schema: {
        tags: adminTags,
        summary: 'Edit an item (stock, requirements, pause or resume)',
        params: idParamsSchema,
        body: goodsInputSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await editGoods(app, actorOf(request), request.params.id, request.body)),
  );
  app.get(
    POINTS_API.admin.orders,
    {
      schema: { tags: adminTags, summary: 'Redeem orders, newest first', querystring: adminOrdersQuerySchema },
      onRequest: requireStaff('operator', 'finance', 'support'),
    },
    async (request) => ok(await adminOrders(app, request.query.merchantId, request.query.status)),
  );
  app.post(
    POINTS_API.admin.decision,
    {
      schema: {
        tags: adminTags,
        summary: 'Fulfil an order, or reject it with a reason (the points and stock return once)',
        params: idParamsSchema,
        body: orderDecisionSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await decidePointsOrder(app, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    POINTS_API.admin.grant,
    {
      schema: {
        tags: adminTags,
        summary: 'Add points to a member by hand, with a remark the member reads',
        querystring: merchantQuerySchema,
        body: pointsGrantSchema,
      },
      onRequest: requireStaff('operator'),
    },
    async (request) => ok(await grantPoints(app, actorOf(request), request.query.merchantId, request.body)),
  );
};
