import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The player site's production build ships React 19, as the development server and the unit tests run
// it (ADR 0018, which superseded the Preact build of ADR 0013). Needs the built site (npm run build).
const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const isBuilt = existsSync(path.join(dist, '.vite/manifest.json'));
const require = createRequire(import.meta.url);

describe.skipIf(!isBuilt)('the player site’s production bundle', () => {
  const manifest = isBuilt
    ? (JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>)
    : {};
  const scripts = isBuilt ? readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js')) : [];
  const read = (name: string) => readFileSync(path.join(dist, 'assets', name), 'utf8');

  it('has react-dom of the installed version in the start-up react chunk', () => {
    const reactChunk = scripts.find((name) => /^react-[\w-]+\.js$/.test(name));
    expect(reactChunk).toBeDefined();
    const code = read(reactChunk ?? '');
    const { version } = require('react-dom/package.json') as { version: string };
    expect(version).toMatch(/^19\./);
    // react-dom registers itself with its reconciler version; React 19 elements carry this symbol.
    expect(code).toContain(`reconcilerVersion:\`${version}\``);
    expect(code).toContain('react.transitional.element');
    expect(Object.values(manifest).some((chunk) => chunk.file === `assets/${reactChunk}`)).toBe(true);
  });

  it('has no Preact anywhere', () => {
    for (const name of scripts) {
      const code = read(name);
      // Preact's compat layer marks its vnodes with Symbol.for('pv') and has no React 19 element symbol.
      expect(code, name).not.toMatch(/Symbol\.for\(.pv.\)/);
      expect(code, name).not.toMatch(/from\s*["']preact/);
    }
  });
});
