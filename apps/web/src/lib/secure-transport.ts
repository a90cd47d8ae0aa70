import type { EncryptedBody, TransportKey } from '@fortuna/contracts/auth';
import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * Hybrid encryption of the calls marked "encrypted" (docs/accounts.md): a fresh AES-256-GCM key
 * encrypts the JSON body, and the server's RSA-OAEP (SHA-256) public key wraps that AES key.
 */

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

/** The server's public key, imported for WebCrypto, with the id the server knows it by. */
export interface TransportPublicKey {
  keyId: string;
  cryptoKey: CryptoKey;
}

/** WebCrypto exists only in secure contexts (HTTPS or the loopback address). */
export function isEncryptionAvailable(): boolean {
  return typeof globalThis.crypto !== 'undefined' && globalThis.crypto.subtle !== undefined;
}

/** Imports the base64 SPKI key answered by GET /wps/crypto/publicKey. */
export async function importTransportKey(key: TransportKey): Promise<TransportPublicKey> {
  const cryptoKey = await crypto.subtle.importKey('spki', base64ToBytes(key.publicKey), RSA_OAEP, false, ['encrypt']);
  return { keyId: key.keyId, cryptoKey };
}

/** Encrypts `JSON.stringify(body)` into the `{ encrypted: { keyId, key, iv, data } }` body (all base64). */
export async function encryptJsonBody(body: unknown, publicKey: TransportPublicKey): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  // WebCrypto appends the 16-byte GCM tag to the ciphertext, the layout the server expects.
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrappedKey = await crypto.subtle.encrypt(RSA_OAEP, publicKey.cryptoKey, rawKey);
  return {
    encrypted: {
      keyId: publicKey.keyId,
      key: bytesToBase64(wrappedKey),
      iv: bytesToBase64(iv),
      data: bytesToBase64(data),
    },
  };
}

export interface TransportKeyCache {
  /** The public key, fetched once and reused; a failed fetch is forgotten so the next call tries again. */
  get(): Promise<TransportPublicKey>;
  /** Drops the cached key, e.g. after the server could not decrypt a body (it may have a new key). */
  forget(): void;
}

export function createTransportKeyCache(load: () => Promise<TransportKey>): TransportKeyCache {
  let pending: Promise<TransportPublicKey> | null = null;
  return {
    get() {
      if (!pending) {
        const loading = load().then(importTransportKey);
        pending = loading;
        loading.catch(() => {
          if (pending === loading) pending = null;
        });
      }
      return pending;
    },
    forget() {
      pending = null;
    },
  };
}
