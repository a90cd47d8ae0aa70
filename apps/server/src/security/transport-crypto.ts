import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { EncryptedBody, TransportKey } from '@fortuna/contracts/auth';
import { AppError } from '../http/app-error';
import type { ServerSecrets } from './server-secrets';

interface StoredKeyPair {
  keyId: string;
  publicKey: string;
  privateKeyPem: string;
}

const SECRET_NAME = 'transport-rsa-2048';
const GCM_TAG_BYTES = 16;

function generateKeyPair(): string {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const stored: StoredKeyPair = {
    keyId: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    publicKey: spki.toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  return JSON.stringify(stored);
}

/**
 * Hybrid encryption of the calls the spec marks "encrypted": the browser wraps a fresh AES-256-GCM
 * key with the server's RSA-OAEP (SHA-256) public key. TLS already protects the wire; this keeps
 * credentials out of anything that terminates or logs TLS traffic in between (CDNs, proxies).
 */
export class TransportCrypto {
  constructor(private readonly secrets: ServerSecrets) {}

  async #keyPair(): Promise<StoredKeyPair> {
    return JSON.parse(await this.secrets.get(SECRET_NAME, generateKeyPair)) as StoredKeyPair;
  }

  async publicKey(): Promise<TransportKey> {
    const { keyId, publicKey } = await this.#keyPair();
    return { keyId, publicKey, algorithm: 'RSA-OAEP-256+A256GCM' };
  }

  /** The JSON body inside an encrypted envelope; DECRYPTION_FAILED when it cannot be read. */
  async decrypt(body: EncryptedBody): Promise<unknown> {
    const { keyId, privateKeyPem } = await this.#keyPair();
    const { encrypted } = body;
    if (encrypted.keyId !== keyId) throw new AppError('DECRYPTION_FAILED');
    try {
      const aesKey = privateDecrypt(
        { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(encrypted.key, 'base64'),
      );
      const iv = Buffer.from(encrypted.iv, 'base64');
      const sealed = Buffer.from(encrypted.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || sealed.length < GCM_TAG_BYTES) throw new Error('bad sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
      const plaintext = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plaintext.toString('utf8'));
    } catch {
      throw new AppError('DECRYPTION_FAILED');
    }
  }
}
