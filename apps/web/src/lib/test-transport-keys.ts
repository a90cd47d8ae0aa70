import type { EncryptedBody, TransportKey } from '@fortuna/contracts/auth';
import { base64ToBytes, bytesToBase64 } from './base64';

/** A server-side stand-in for tests: an RSA-OAEP key pair that opens bodies made by secure-transport. */
export interface TestTransportServer {
  transportKey: TransportKey;
  decrypt(body: EncryptedBody): Promise<unknown>;
}

export async function createTestTransportServer(keyId = 'test-key'): Promise<TestTransportServer> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return {
    transportKey: { keyId, publicKey: bytesToBase64(spki), algorithm: 'RSA-OAEP-256+A256GCM' },
    async decrypt({ encrypted }) {
      const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, base64ToBytes(encrypted.key));
      const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
      const plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: base64ToBytes(encrypted.iv) },
        aesKey,
        base64ToBytes(encrypted.data),
      );
      return JSON.parse(new TextDecoder().decode(plaintext));
    },
  };
}
