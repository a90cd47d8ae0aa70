import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateClientSeed, generateServerSeed, hashServerSeed, validateClientSeed, verifyServerSeed } from './seeds';

describe('seeds', () => {
  it('generates 32-byte hex server seeds, different every time', () => {
    const a = generateServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(a);
  });

  it('hashes a server seed with SHA-256 and verifies it against the commitment', () => {
    const seed = generateServerSeed();
    const hash = hashServerSeed(seed);
    expect(hash).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(verifyServerSeed(seed, hash)).toBe(true);
    expect(verifyServerSeed(seed, hash.toUpperCase())).toBe(true);
    expect(verifyServerSeed(`${seed}0`, hash)).toBe(false);
    expect(verifyServerSeed(seed, 'not-a-hash')).toBe(false);
  });

  it('generates a default client seed the player could also have typed', () => {
    const seed = generateClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{20}$/);
    expect(validateClientSeed(seed)).toEqual({ ok: true, clientSeed: seed });
  });

  it('accepts 1–64 printable ASCII characters', () => {
    expect(validateClientSeed('a').ok).toBe(true);
    expect(validateClientSeed('x'.repeat(64)).ok).toBe(true);
    expect(validateClientSeed('my lucky seed: 7 ~!@#$%^&*()').ok).toBe(true);
  });

  it('refuses empty, long, non-ASCII, control characters, padding and non-strings', () => {
    for (const bad of [
      '',
      'x'.repeat(65),
      'café',
      'tab\there',
      'new\nline',
      ' padded',
      'padded ',
      '\u0000',
      42,
      null,
    ]) {
      const result = validateClientSeed(bad);
      expect(result.ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
