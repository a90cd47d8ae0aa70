import { encryptedBodySchema } from '@fortuna/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { base64ToBytes } from './base64';
import { createTransportKeyCache, encryptJsonBody, importTransportKey } from './secure-transport';
import { createTestTransportServer } from './test-transport-keys';

describe('encryptJsonBody', () => {
  it('makes a body the holder of the private key opens back into the same JSON', async () => {
    const server = await createTestTransportServer('k1');
    const publicKey = await importTransportKey(server.transportKey);
    const body = { type: 'username', username: 'demo01', password: 'Mật khẩu#2026', remember: true };

    const sealed = await encryptJsonBody(body, publicKey);

    expect(encryptedBodySchema.safeParse(sealed).success).toBe(true);
    expect(sealed.encrypted.keyId).toBe('k1');
    expect(base64ToBytes(sealed.encrypted.iv)).toHaveLength(12);
    expect(JSON.stringify(sealed)).not.toContain('demo01');
    await expect(server.decrypt(sealed)).resolves.toEqual(body);
  });

  it('uses a fresh AES key and IV for every body', async () => {
    const server = await createTestTransportServer();
    const publicKey = await importTransportKey(server.transportKey);
    const first = await encryptJsonBody({ a: 1 }, publicKey);
    const second = await encryptJsonBody({ a: 1 }, publicKey);
    expect(first.encrypted.iv).not.toBe(second.encrypted.iv);
    expect(first.encrypted.key).not.toBe(second.encrypted.key);
    expect(first.encrypted.data).not.toBe(second.encrypted.data);
  });
});

describe('createTransportKeyCache', () => {
  it('fetches the key once, and again after it was forgotten', async () => {
    const server = await createTestTransportServer();
    const load = vi.fn(async () => server.transportKey);
    const cache = createTransportKeyCache(load);
    await Promise.all([cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed fetch', async () => {
    const server = await createTestTransportServer();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(server.transportKey);
    const cache = createTransportKeyCache(load);
    await expect(cache.get()).rejects.toThrow('offline');
    await expect(cache.get()).resolves.toMatchObject({ keyId: 'test-key' });
  });
});
