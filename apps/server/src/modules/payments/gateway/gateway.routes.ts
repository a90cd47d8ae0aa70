import { ok } from '@fortuna/contracts/envelope';
import { GATEWAY_SIGNATURE_HEADER, gatewayCallbackSchema, PAYMENT_API } from '@fortuna/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleGatewayCallback } from './gateway.service';

/** The payment gateway's server-to-server callback: no session; trusted only through its HMAC signature. */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_API.gatewayCallback,
    {
      schema: {
        tags: ['Payments: gateway'],
        summary: `Signed payment callback (header ${GATEWAY_SIGNATURE_HEADER}: hex HMAC-SHA256, see docs/payments.md)`,
        body: gatewayCallbackSchema,
      },
    },
    async (request) => {
      const header = request.headers[GATEWAY_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      return ok(await handleGatewayCallback(app, request.body, signature));
    },
  );
};
