import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayCallback } from '@fortuna/contracts/payments';

/** How far a callback's timestamp may be from our clock. */
export const CALLBACK_WINDOW_SECONDS = 300;

/** The signed text: every field of the callback, in a fixed order, joined by "|". */
export function callbackSigningText(callback: GatewayCallback): string {
  return [
    callback.channelCode,
    callback.orderNo,
    callback.tradeNo,
    callback.amountMinor,
    callback.currency,
    callback.status,
    String(callback.timestamp),
    callback.nonce,
  ].join('|');
}

/** Hex HMAC-SHA256 of the signing text under the channel's shared secret. */
export function signCallback(secret: string, callback: GatewayCallback): string {
  return createHmac('sha256', secret).update(callbackSigningText(callback)).digest('hex');
}

/** Constant-time check of a received signature. */
export function isSignatureValid(secret: string, callback: GatewayCallback, signature: string | undefined): boolean {
  if (!signature || !/^[a-f0-9]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signCallback(secret, callback), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

export function isFresh(timestamp: number, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return Math.abs(nowSeconds - timestamp) <= CALLBACK_WINDOW_SECONDS;
}
