import { BLOCK_BYTES, FLOAT_BYTES, FLOATS_PER_BLOCK, floatFromBytes } from './floats';

/**
 * The shared part of every public verify page, for the browser (WebCrypto, no Node): check a revealed
 * seed against the hash published before play, and recompute the same floats the server's `FairRng`
 * handed out, so a product's own pure outcome function can redo the draw, event or round on the
 * visitor's machine. Each function answers null where WebCrypto is missing (a page over plain http).
 */

function subtleCrypto() {
  return globalThis.crypto?.subtle ?? null;
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text (UTF-8), hex. */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = subtleCrypto();
  if (!subtle) return null;
  return hex(new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** Whether a revealed seed is the one whose SHA-256 was published before play. */
export async function seedMatchesCommitment(seed: string, hash: string): Promise<boolean | null> {
  const computed = await sha256Hex(seed);
  return computed === null ? null : computed === hash.toLowerCase();
}

/**
 * The first `count` floats of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) blocks, read
 * 4 bytes per float exactly as `FairRng` reads them on the server.
 */
export async function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[] | null> {
  const subtle = subtleCrypto();
  if (!subtle) return null;
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const block = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${round}`)));
    for (let offset = 0; offset < BLOCK_BYTES && floats.length < count; offset += FLOAT_BYTES) {
      floats.push(floatFromBytes(block, offset));
    }
  }
  return floats;
}

export { FLOATS_PER_BLOCK };
