import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { ty } from './locales/ty';
import { tyAccount } from './locales/ty-account';

/** Every key path of a dictionary, such as `login.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('the default language dictionary', () => {
  it('has every English key once its account texts are added, and no other', () => {
    expect(keyPaths({ ...ty, ...tyAccount }).sort()).toEqual(keyPaths(en).sort());
  });

  it('keeps the account texts out of the start-up part', () => {
    const startupGroups = new Set(Object.keys(ty));
    expect(Object.keys(tyAccount).filter((group) => startupGroups.has(group))).toEqual([]);
  });
});
