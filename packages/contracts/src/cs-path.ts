/**
 * Customer-service entry paths travel encrypted (spec §3: "path encrypted; decrypted using the last 8
 * characters as key"): the text is `base64url(cipher) + key`, the key being 8 random characters. The
 * cipher XORs the UTF-8 bytes with a keystream drawn from the key (FNV-1a seed, xorshift32). The key
 * travels with the text, so this keeps the links out of plain scrapes; it is not a secret.
 */
const KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  let state = seedOf(key);
  return bytes.map((byte) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return byte ^ (state & 0xff);
  });
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Encrypts a path with a fresh random key (appended as the last 8 characters). */
export function encryptCsPath(path: string, randomKey: (length: number) => string = randomKeyText): string {
  const key = randomKey(KEY_LENGTH);
  return toBase64Url(xorWithKey(new TextEncoder().encode(path), key)) + key;
}

/** Decrypts a path encrypted by encryptCsPath; null when the text is not one. */
export function decryptCsPath(text: string): string | null {
  if (text.length <= KEY_LENGTH) return null;
  const key = text.slice(-KEY_LENGTH);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(fromBase64Url(text.slice(0, -KEY_LENGTH)), key));
  } catch {
    return null;
  }
}

function randomKeyText(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

/** Where a LIVECHAT entry opens: our own chat, in a popup on the site. */
export const LIVE_CHAT_URL = '/?chat=open';
