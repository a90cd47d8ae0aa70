import { ok } from '@fortuna/contracts/envelope';
import {
  bindPayeeAccountSchema,
  channelListQuerySchema,
  createDepositSchema,
  createWithdrawalSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  PAYMENT_API,
} from '@fortuna/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '../../security/tokens';
import { useMerchantContext } from '../merchants/merchant-context';
import { assertMayDeposit } from '../protection/protection.service';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { idempotencyKeyOf } from '../wallet/idempotency-key';
import { listMemberChannels } from './channels.service';
import { sendProof } from './deposit-proofs';
import { cancelDeposit, createDeposit, listMemberDeposits, memberDeposit, ownDeposit } from './deposits.service';
import { bindPayeeAccount, listPayeeAccounts, removePayeeAccount } from './payee-accounts.service';
import { wageringStatusOf } from './wagering.service';
import { cancelWithdrawal, createWithdrawal, listMemberWithdrawals, memberWithdrawal } from './withdrawals.service';

const tags = ['Payments'];
const KEY_NOTE = 'Idempotency-Key header (8-128 characters): a repeat returns the first answer';
const proofParams = z.object({ id: z.coerce.number().int().positive(), proofId: z.coerce.number().int().positive() });

/** Member calls: channels, deposits, payee accounts, withdrawals, wagering status. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Money calls check a payment password: guessing is slowed per session. */
  const moneyRateLimit = {
    max: app.config.moneyRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
      `money:${request.headers.authorization ? hashToken(request.headers.authorization) : request.ip}`,
  };
  const files = { dataDir: app.config.dataDir, db: app.db };

  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);

  app.get(
    PAYMENT_API.channels,
    { schema: { tags, summary: 'Payment channels of the merchant', querystring: channelListQuerySchema } },
    async (request) => ok(await listMemberChannels(app.db, request.merchant.id, request.query.direction)),
  );

  app.post(
    PAYMENT_API.deposits,
    {
      schema: {
        tags,
        summary: 'Ask to deposit (bank transfer or gateway)',
        description: KEY_NOTE,
        body: createDepositSchema,
      },
      config: { rateLimit: moneyRateLimit },
    },
    async (request) => {
      const member = memberOf(request);
      const gate = (amountMinor: bigint) => assertMayDeposit(app, member.id, amountMinor);
      return ok(await createDeposit(app.db, member, request.merchant, request.body, idempotencyKeyOf(request), gate));
    },
  );
  app.get(
    PAYMENT_API.deposits,
    { schema: { tags, summary: 'Your deposits', querystring: orderListQuerySchema } },
    async (request) => ok(await listMemberDeposits(app.db, memberOf(request), request.query)),
  );
  app.get(
    '/wps/payment/deposits/:id',
    { schema: { tags, summary: 'One of your deposits', params: orderIdParamsSchema } },
    async (request) => ok(await memberDeposit(app.db, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/deposits/:id/cancel',
    { schema: { tags, summary: 'Cancel your deposit while it is pending', params: orderIdParamsSchema } },
    async (request) => ok(await cancelDeposit(app.db, memberOf(request), request.params.id)),
  );
  app.get(
    '/wps/payment/deposits/:id/proofs/:proofId',
    { schema: { tags, summary: 'A proof image of your deposit', params: proofParams } },
    async (request, reply) => {
      await ownDeposit(app.db, memberOf(request), request.params.id);
      return sendProof(files, reply, request.params.id, request.params.proofId);
    },
  );

  app.get(PAYMENT_API.payeeAccounts, { schema: { tags, summary: 'Your withdrawal accounts' } }, async (request) =>
    ok(await listPayeeAccounts(app.db, memberOf(request))),
  );
  app.post(
    PAYMENT_API.payeeAccounts,
    {
      schema: { tags, summary: 'Bind a withdrawal account (payment password)', body: bindPayeeAccountSchema },
      config: { rateLimit: moneyRateLimit },
    },
    async (request) => ok(await bindPayeeAccount(app.db, memberOf(request), request.body)),
  );
  app.delete(
    '/wps/payment/payee-accounts/:id',
    { schema: { tags, summary: 'Unbind a withdrawal account', params: orderIdParamsSchema } },
    async (request) => {
      await removePayeeAccount(app.db, memberOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    PAYMENT_API.withdrawals,
    {
      schema: {
        tags,
        summary: 'Ask to withdraw: the amount is held until finance pays or rejects',
        description: KEY_NOTE,
        body: createWithdrawalSchema,
      },
      config: { rateLimit: moneyRateLimit },
    },
    async (request) =>
      ok(
        await createWithdrawal(
          app,
          memberOf(request),
          request.merchant,
          request.body,
          idempotencyKeyOf(request),
          request.ip,
        ),
      ),
  );
  app.get(
    PAYMENT_API.withdrawals,
    { schema: { tags, summary: 'Your withdrawals', querystring: orderListQuerySchema } },
    async (request) => ok(await listMemberWithdrawals(app, memberOf(request), request.query)),
  );
  app.get(
    '/wps/payment/withdrawals/:id',
    { schema: { tags, summary: 'One of your withdrawals', params: orderIdParamsSchema } },
    async (request) => ok(await memberWithdrawal(app, memberOf(request), request.params.id)),
  );
  app.post(
    '/wps/payment/withdrawals/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel your withdrawal while pending review',
        description: KEY_NOTE,
        params: orderIdParamsSchema,
      },
      config: { rateLimit: moneyRateLimit },
    },
    async (request) => ok(await cancelWithdrawal(app, memberOf(request), request.params.id, idempotencyKeyOf(request))),
  );

  app.get(
    PAYMENT_API.wagering,
    { schema: { tags, summary: 'Bonus wagering still to bet before withdrawing' } },
    async (request) => ok(await wageringStatusOf(app.db, memberOf(request).id)),
  );
};
