import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh server seed: 32 random bytes, hex (64 characters). Kept secret until the player rotates it. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The public commitment to a server seed: its SHA-256, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** Whether a revealed server seed matches the hash shown to the player before play. */
export function verifyServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(serverSeedHash)) return false;
  const expected = Buffer.from(hashServerSeed(serverSeed), 'hex');
  return timingSafeEqual(expected, Buffer.from(serverSeedHash, 'hex'));
}

export const CLIENT_SEED_MAX_LENGTH = 64;

/** A default client seed: 10 random bytes as 20 hex characters. The player may replace it. */
export function generateClientSeed(): string {
  return randomBytes(10).toString('hex');
}

/**
 * A client seed the player chose: 1–64 printable ASCII characters (space to `~`, 0x20–0x7E),
 * not starting or ending with a space (a space there is almost always a paste accident).
 */
export function validateClientSeed(
  clientSeed: unknown,
): { ok: true; clientSeed: string } | { ok: false; message: string } {
  if (typeof clientSeed !== 'string') return { ok: false, message: 'Client seed must be text.' };
  if (clientSeed.length < 1 || clientSeed.length > CLIENT_SEED_MAX_LENGTH) {
    return { ok: false, message: `Client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} characters.` };
  }
  if (!/^[\x20-\x7e]+$/.test(clientSeed)) {
    return { ok: false, message: 'Client seed may only use printable ASCII characters.' };
  }
  if (clientSeed.trim() !== clientSeed) {
    return { ok: false, message: 'Client seed may not start or end with a space.' };
  }
  return { ok: true, clientSeed };
}
