import { describe, expect, it } from 'vitest';

/*
 * The game client runs in browsers: nothing it imports may reach a Node built-in. packages/games
 * uses node:crypto in its fairness files, so this walks the real import graph from the client's
 * sources (type-only imports are erased and do not count) and fails on any node: import.
 */

const studio = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../dev/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const packages = import.meta.glob<string>(
  ['../../../../packages/*/src/**/*.ts', '!../../../../packages/*/src/**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const PACKAGE_PREFIX = '../../../../packages/';
const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Value imports of a file: [specifier]. */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[2]) continue; // import type / export type
    if (match[3]) found.push(match[3]);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@fortuna/')) {
    const [, pkg, ...rest] = specifier.split('/');
    return `${PACKAGE_PREFIX}${pkg}/src/${rest.join('/')}.ts`;
  }
  if (!specifier.startsWith('.')) return null; // an npm package
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  const base = parts.join('/');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (candidate in studio || candidate in packages) return candidate;
  }
  return null;
}

/** Every node: import reachable from the entries, as "a → b → node:x" chains; and the files seen. */
function nodeImportsFrom(entries: string[]): { offenders: string[]; seen: Set<string> } {
  const offenders: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = studio[file] ?? packages[file];
    if (source === undefined) return;
    for (const specifier of valueImports(source)) {
      if (specifier.startsWith('node:')) offenders.push([...chain, file, specifier].join(' → '));
      const next = resolve(file, specifier);
      if (next) visit(next, [...chain, file]);
    }
  };
  for (const file of entries) visit(file, []);
  return { offenders, seen };
}

describe('browser safety', () => {
  it('reaches no Node built-in from the client code', () => {
    const entries = Object.keys(studio);
    expect(entries.length).toBeGreaterThan(20);
    const { offenders, seen } = nodeImportsFrom(entries);
    expect([...seen].some((file) => file.endsWith('packages/games/src/studio/dice/dice.ts'))).toBe(true);
    expect(offenders).toEqual([]);
  });

  it('notices a file that reaches node:crypto', () => {
    expect(valueImports("import { createHmac } from 'node:crypto';")).toEqual(['node:crypto']);
    expect(valueImports("import type { Rng } from '../../fairness/fair-rng';")).toEqual([]);
    expect(valueImports("import { type A, b } from './x';")).toEqual(['./x']);
    expect(valueImports("export { drawWithoutReplacement } from './fair-rng';")).toEqual(['./fair-rng']);
    // round.ts plays rounds with FairRng (HMAC from node:crypto): the client must never import it.
    const { offenders } = nodeImportsFrom([`${PACKAGE_PREFIX}games/src/studio/round.ts`]);
    expect(offenders.join('\n')).toContain('node:crypto');
  });
});
