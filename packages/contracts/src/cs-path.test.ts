import { describe, expect, it } from 'vitest';
import { decryptCsPath, encryptCsPath } from './cs-path';

describe('customer-service path encryption (spec §3)', () => {
  it('round-trips with the last 8 characters as key, and differs per key', () => {
    const path = 'https://t.me/fortuna_support?start=vi-VN';
    const first = encryptCsPath(path);
    const second = encryptCsPath(path);
    expect(first).not.toContain('t.me');
    expect(first).not.toBe(second);
    expect(decryptCsPath(first)).toBe(path);
    expect(decryptCsPath(second)).toBe(path);
    expect(encryptCsPath('/help', () => 'ABCDEFGH').slice(-8)).toBe('ABCDEFGH');
  });

  it('answers null for text that is not an encrypted path', () => {
    expect(decryptCsPath('short')).toBeNull();
    expect(decryptCsPath('%%%%not-base64%%ABCDEFGH')).toBeNull();
  });
});
