import { ok } from '@fortuna/contracts/envelope';
import {
  historyQuerySchema,
  transferDownlineSchema,
  transferUplineSchema,
  walletTransferSchema,
} from '@fortuna/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../security/tokens';
import { useMerchantContext } from '../merchants/merchant-context';
import { memberOf, refuseTrialAccount, requireMember } from '../sessions/member-auth';
import { idempotencyKeyOf } from './idempotency-key';
import {
  balanceOf,
  consolidatedFunds,
  listDownlines,
  transactionHistory,
  transferToDownline,
  transferToUpline,
  vendorWallets,
  walletTransfer,
} from './wallet.service';

const tags = ['Wallet'];
const keyHeader = {
  description: 'Idempotency-Key header (8-128 characters): a repeat returns the first answer',
};

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every money call checks a payment password: guessing is slowed per session. */
  const MONEY_RATE_LIMIT = {
    max: app.config.moneyRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
      `money:${request.headers.authorization ? hashToken(request.headers.authorization) : request.ip}`,
  };

  useMerchantContext(app);
  app.addHook('onRequest', requireMember);

  app.get('/wps/v2/wallets/balance', { schema: { tags, summary: 'Main wallet balance' } }, async (request) =>
    ok(await balanceOf(app, memberOf(request), request.merchant)),
  );

  app.get(
    '/wps/wallet/transactions',
    { schema: { tags, summary: 'Transaction history', querystring: historyQuerySchema } },
    async (request) => ok(await transactionHistory(app, memberOf(request), request.merchant, request.query)),
  );

  app.post(
    '/wps/wallet/transfer/upline',
    {
      schema: {
        tags,
        summary: 'Send money to your upline',
        description: keyHeader.description,
        body: transferUplineSchema,
      },
      config: { rateLimit: MONEY_RATE_LIMIT },
      onRequest: refuseTrialAccount,
    },
    async (request) =>
      ok(await transferToUpline(app, memberOf(request), request.merchant, request.body, idempotencyKeyOf(request))),
  );

  app.post(
    '/wps/wallet/transfer/downline',
    {
      schema: {
        tags,
        summary: 'Send money to a downline',
        description: keyHeader.description,
        body: transferDownlineSchema,
      },
      config: { rateLimit: MONEY_RATE_LIMIT },
      onRequest: refuseTrialAccount,
    },
    async (request) =>
      ok(await transferToDownline(app, memberOf(request), request.merchant, request.body, idempotencyKeyOf(request))),
  );

  app.get('/wps/wallet/downlines', { schema: { tags, summary: 'Your direct downlines' } }, async (request) =>
    ok(await listDownlines(app, memberOf(request))),
  );

  app.get(
    '/wps/wallet/vendors',
    { schema: { tags, summary: 'Wallets held at transfer-mode game vendors' } },
    async (request) => ok(await vendorWallets(app, memberOf(request), request.merchant)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags,
        summary: 'Move money between the main wallet and a vendor wallet',
        description: keyHeader.description,
        body: walletTransferSchema,
      },
      config: { rateLimit: MONEY_RATE_LIMIT },
      onRequest: refuseTrialAccount,
    },
    async (request) =>
      ok(await walletTransfer(app, memberOf(request), request.merchant, request.body, idempotencyKeyOf(request))),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    { schema: { tags, summary: 'All funds of the member across wallets' } },
    async (request) => ok(await consolidatedFunds(app, memberOf(request), request.merchant)),
  );
};
