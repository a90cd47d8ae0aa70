import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Calls a product makes to the platform inside the same process (no socket) carry this header with a secret
 * made at start-up that never leaves the process. Such a call cannot be replayed from outside, so the
 * platform skips its nonce row; it still goes through the same routes, signature check and handlers.
 */
export const IN_PROCESS_HEADER = 'x-fortuna-in-process';
const mark = randomBytes(24).toString('hex');

export function inProcessMark(): string {
  return mark;
}

export function isInProcessMark(value: string | undefined): boolean {
  return value !== undefined && value.length === mark.length && timingSafeEqual(Buffer.from(value), Buffer.from(mark));
}
