import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, `${timestamp}.${nonce}.${body}`)): the signature of a seamless-wallet call. */
export function seamlessSignature(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${body}`).digest('hex');
}

/** Compares in constant time; a signature of the wrong length or alphabet never matches. */
export function isSignatureValid(
  secret: string,
  timestamp: string,
  nonce: string,
  body: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(seamlessSignature(secret, timestamp, nonce, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
