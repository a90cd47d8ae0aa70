import type { EncryptedBody, TransportKey } from '@fortuna/contracts/auth';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

/** Encrypts a body the way the browser does (WebCrypto RSA-OAEP SHA-256 + AES-256-GCM). */
export async function encryptBody(key: TransportKey, body: unknown): Promise<EncryptedBody> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(body)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey));
  return { encrypted: { keyId: key.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) } };
}
