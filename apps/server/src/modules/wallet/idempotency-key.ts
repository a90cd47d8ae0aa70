import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@fortuna/contracts/wallet';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** The client's idempotency key from the Idempotency-Key header; money-moving calls refuse to run without one. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return parsed.data;
}
