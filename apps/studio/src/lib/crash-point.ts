/** Bits of the HMAC a crash point is read from (the public scheme: 52 bits, the mantissa of a double). */
const CRASH_BITS = 52n;

/** max(100, floor(99 × 2^52 / (2^52 − h))) hundredths from the first 52 bits h of the HMAC. */
export function crashPointFromBits(h: bigint): bigint {
  const e = 2n ** CRASH_BITS;
  const hundredths = (99n * e) / (e - h);
  return hundredths < 100n ? 100n : hundredths;
}

/**
 * A game's crash point in hundredths, recomputed in the browser from its revealed hash and the public salt:
 * HMAC-SHA256(key = the game hash as text, message = salt). Null where WebCrypto is missing (plain http).
 */
export async function crashPointOfHash(gameHash: string, salt: string): Promise<bigint | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(gameHash), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const digest = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(salt)));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return crashPointFromBits(BigInt(`0x${hex.slice(0, Number(CRASH_BITS / 4n))}`));
}
