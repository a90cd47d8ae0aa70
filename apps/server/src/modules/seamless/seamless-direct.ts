import { ok } from '@fortuna/contracts/envelope';
import { ERRORS } from '@fortuna/contracts/errors';
import { SEAMLESS_HEADERS } from '@fortuna/contracts/seamless';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorAnswerOf, INTERNAL_ANSWER } from '../../http/error-handling';
import { SeamlessError } from '../../http/seamless-error';
import type { SeamlessTransport } from '../../products/kit/seamless-client';
import { SEAMLESS_HANDLERS, seamlessDepsOf } from './seamless-handlers';
import { vendorByCode } from './signed-call';

const handlers: Partial<Record<string, (typeof SEAMLESS_HANDLERS)[keyof typeof SEAMLESS_HANDLERS]>> = SEAMLESS_HANDLERS;

/**
 * A product running beside the platform calls the wallet's handlers directly: the call never leaves the
 * process, so it is trusted by construction and skips the HTTP layer (routing, security headers, the
 * signature check, the nonce). The vendor is still looked up and refused when disabled, the body is checked
 * by the same schema, and the answer is the envelope and status the HTTP route would send (ADR 0043).
 */
export function directSeamlessTransport(app: FastifyInstance): SeamlessTransport {
  let deps: ReturnType<typeof seamlessDepsOf> | undefined;
  return async (path, body, headers) => {
    try {
      const handler = handlers[path];
      if (!handler) throw new Error(`No seamless-wallet call at ${path}`);
      const vendor = await vendorByCode(app, headers[SEAMLESS_HEADERS.vendor] ?? '');
      if (vendor.status === 'disabled') throw new SeamlessError('VENDOR_DISABLED');
      const parsed = (handler.body as z.ZodType).safeParse(JSON.parse(body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.');
        const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : undefined;
        const status = ERRORS.VALIDATION_FAILED.status;
        return {
          status,
          envelope: {
            success: false,
            value: null,
            message: message ?? ERRORS.VALIDATION_FAILED.message,
            code: 'VALIDATION_FAILED',
          },
        };
      }
      deps ??= seamlessDepsOf(app);
      return { status: 200, envelope: ok(await handler.handle(deps, vendor, parsed.data as never)) };
    } catch (error) {
      const known = errorAnswerOf(error);
      if (known) return { status: known.status, envelope: known.body };
      app.log.error({ err: error, path }, 'unexpected error in an in-process wallet call');
      return { status: INTERNAL_ANSWER.status, envelope: INTERNAL_ANSWER.body };
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How a product beside the platform calls the seamless wallet (directSeamlessTransport). */
    inProcessSeamless: SeamlessTransport;
  }
}
