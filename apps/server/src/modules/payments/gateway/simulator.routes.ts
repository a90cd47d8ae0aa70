import { randomBytes } from 'node:crypto';
import { ok } from '@fortuna/contracts/envelope';
import {
  GATEWAY_SIGNATURE_HEADER,
  type GatewayCallback,
  gatewaySimConfirmSchema,
  PAYMENT_API,
} from '@fortuna/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { findChannelById } from '../channels.repo';
import { gatewaySecretOf } from '../channels.service';
import { findDepositByOrderNo } from '../deposits.repo';
import { moneyOf } from '../payment-money';
import { signCallback } from './signature';

const tags = ['Payments: gateway simulator'];
const orderParams = z.object({ orderNo: z.string().regex(/^D\d{8}[0-9A-F]{10}$/, 'Unknown order') });

/**
 * A stand-in payment gateway for the demo and the tests (never registered in production): its hosted
 * "pay" page shows the order, and confirming it sends the signed callback to our callback route exactly
 * as the real gateway would, through HTTP handling in-process (app.inject), signed with the channel's
 * shared secret that the gateway and we both hold.
 */
export const gatewaySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  async function orderAndChannel(orderNo: string) {
    const order = await findDepositByOrderNo(app.db, orderNo);
    const channel = order ? await findChannelById(app.db, order.channelId) : undefined;
    if (!order || channel?.type !== 'gateway') throw new AppError('DEPOSIT_NOT_FOUND');
    return { order, channel };
  }

  app.get(
    '/wps/payment/gateway-sim/pay/:orderNo',
    { schema: { tags, summary: 'The simulated gateway payment page for an order', params: orderParams } },
    async (request) => {
      const { order, channel } = await orderAndChannel(request.params.orderNo);
      return ok({
        orderNo: order.orderNo,
        channelName: channel.name,
        amount: moneyOf(order.amountMinor),
        currency: order.currency,
        status: order.status,
      });
    },
  );

  app.post(
    '/wps/payment/gateway-sim/pay/:orderNo/confirm',
    {
      schema: {
        tags,
        summary: 'The payer confirms (or fails) the payment: the simulator sends the signed callback',
        params: orderParams,
        body: gatewaySimConfirmSchema,
      },
    },
    async (request, reply) => {
      const { order, channel } = await orderAndChannel(request.params.orderNo);
      const secret = await gatewaySecretOf(app.secrets, channel);
      if (!secret) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
      const callback: GatewayCallback = {
        channelCode: channel.code,
        orderNo: order.orderNo,
        tradeNo: `SIM${order.orderNo}`,
        amountMinor: order.amountMinor.toString(),
        currency: order.currency,
        status: request.body.outcome,
        timestamp: Math.floor(Date.now() / 1000),
        nonce: randomBytes(12).toString('hex'),
      };
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_API.gatewayCallback,
        headers: { [GATEWAY_SIGNATURE_HEADER]: signCallback(secret, callback) },
        payload: callback,
      });
      return reply.code(response.statusCode).type('application/json').send(response.body);
    },
  );
};
