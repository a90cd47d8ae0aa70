import { ok } from '@fortuna/contracts/envelope';
import { orderIdParamsSchema, PAYMENT_API } from '@fortuna/contracts/payments';
import {
  adminOrderQuerySchema,
  approveOrderSchema,
  channelUpsertSchema,
  dailyTotalsQuerySchema,
  grantBonusSchema,
  merchantQuerySchema,
  paymentSettingsUpdateSchema,
  rejectOrderSchema,
} from '@fortuna/contracts/payments-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { listAdminChannels, paymentSettings, saveChannel, savePaymentSettings } from './channels.service';
import { approveDeposit, rejectDeposit } from './deposit-decisions';
import { sendProof } from './deposit-proofs';
import { dailyTotals, depositQueue, withdrawalQueue } from './finance-admin.service';
import { grantBonus } from './wagering.service';
import { approveWithdrawal, rejectWithdrawal } from './withdrawal-decisions';

const tags = ['Back office: finance'];
const KEY_NOTE = 'Idempotency-Key header: the same staff call repeated returns the first answer';
/** Who acts on money: finance (and admin, who holds every role). Support may read the queues. */
const FINANCE = requireStaff('finance');
const FINANCE_READ = requireStaff('finance', 'support');
const proofParams = z.object({ id: z.coerce.number().int().positive(), proofId: z.coerce.number().int().positive() });

export const financeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_API.admin.channels,
    {
      schema: { tags, summary: 'Payment channels of a merchant', querystring: merchantQuerySchema },
      onRequest: FINANCE_READ,
    },
    async (request) => ok(await listAdminChannels(app.db, request.query.merchantId)),
  );
  app.post(
    PAYMENT_API.admin.channels,
    { schema: { tags, summary: 'Add a payment channel', body: channelUpsertSchema }, onRequest: FINANCE },
    async (request) => ok(await saveChannel(app, actorOf(request), request.body)),
  );
  app.put(
    '/api/admin/payments/channels/:id',
    {
      schema: {
        tags,
        summary: 'Change a payment channel (limits, fees, status)',
        params: orderIdParamsSchema,
        body: channelUpsertSchema,
      },
      onRequest: FINANCE,
    },
    async (request) => ok(await saveChannel(app, actorOf(request), request.body, request.params.id)),
  );
  app.get(
    PAYMENT_API.admin.settings,
    {
      schema: { tags, summary: 'Payment settings of a merchant', querystring: merchantQuerySchema },
      onRequest: FINANCE_READ,
    },
    async (request) => ok(await paymentSettings(app.db, request.query.merchantId)),
  );
  app.put(
    PAYMENT_API.admin.settings,
    {
      schema: {
        tags,
        summary: 'Change payment settings (time zone, P2P auto-receipt minutes)',
        body: paymentSettingsUpdateSchema,
      },
      onRequest: FINANCE,
    },
    async (request) => ok(await savePaymentSettings(app.db, actorOf(request), request.body)),
  );

  app.get(
    PAYMENT_API.admin.deposits,
    { schema: { tags, summary: 'Deposit queue', querystring: adminOrderQuerySchema }, onRequest: FINANCE_READ },
    async (request) => ok(await depositQueue(app.db, request.query)),
  );
  app.get(
    '/api/admin/payments/deposits/:id/proofs/:proofId',
    { schema: { tags, summary: 'A proof image of a deposit', params: proofParams }, onRequest: FINANCE_READ },
    async (request, reply) =>
      sendProof({ db: app.db, dataDir: app.config.dataDir }, reply, request.params.id, request.params.proofId),
  );
  app.post(
    '/api/admin/payments/deposits/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a bank-transfer deposit: credit the member',
        description: KEY_NOTE,
        params: orderIdParamsSchema,
        body: approveOrderSchema,
      },
      onRequest: FINANCE,
    },
    async (request) =>
      ok(
        await approveDeposit(app, actorOf(request), request.params.id, idempotencyKeyOf(request), request.body.remark),
      ),
  );
  app.post(
    '/api/admin/payments/deposits/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a deposit with a reason',
        description: KEY_NOTE,
        params: orderIdParamsSchema,
        body: rejectOrderSchema,
      },
      onRequest: FINANCE,
    },
    async (request) =>
      ok(await rejectDeposit(app, actorOf(request), request.params.id, request.body.reason, idempotencyKeyOf(request))),
  );

  app.get(
    PAYMENT_API.admin.withdrawals,
    { schema: { tags, summary: 'Withdrawal queue', querystring: adminOrderQuerySchema }, onRequest: FINANCE_READ },
    async (request) => ok(await withdrawalQueue(app.db, request.query)),
  );
  app.post(
    '/api/admin/payments/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Pay a withdrawal out: post the hold (final)',
        description: KEY_NOTE,
        params: orderIdParamsSchema,
        body: approveOrderSchema,
      },
      onRequest: FINANCE,
    },
    async (request) =>
      ok(
        await approveWithdrawal(
          app,
          actorOf(request),
          request.params.id,
          idempotencyKeyOf(request),
          request.body.remark,
        ),
      ),
  );
  app.post(
    '/api/admin/payments/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal with a reason: release the hold',
        description: KEY_NOTE,
        params: orderIdParamsSchema,
        body: rejectOrderSchema,
      },
      onRequest: FINANCE,
    },
    async (request) =>
      ok(
        await rejectWithdrawal(
          app,
          actorOf(request),
          request.params.id,
          request.body.reason,
          idempotencyKeyOf(request),
        ),
      ),
  );

  app.get(
    PAYMENT_API.admin.dailyTotals,
    {
      schema: {
        tags,
        summary: 'Deposits and withdrawals per day (merchant time zone)',
        querystring: dailyTotalsQuerySchema,
      },
      onRequest: FINANCE_READ,
    },
    async (request) => ok(await dailyTotals(app.db, request.query)),
  );
  app.post(
    PAYMENT_API.admin.bonuses,
    {
      schema: {
        tags,
        summary: 'Grant a bonus with a wagering multiple',
        description: KEY_NOTE,
        body: grantBonusSchema,
      },
      onRequest: FINANCE,
    },
    async (request) => ok(await grantBonus(app, actorOf(request), request.body, idempotencyKeyOf(request))),
  );
};
