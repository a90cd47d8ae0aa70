import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazySchemas } from './lazy-schemas';

const plugin = lazySchemas(
  '/repo/apps/web/src/lib/lazy-schema.ts',
  /[\\/](packages[\\/]contracts|apps[\\/]web)[\\/]src[\\/].*\.tsx?$/,
);
const transform = (code: string, id: string) => {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id);
};

const SOURCE = `import { z } from 'zod';
export const LIMIT = 5;
const memberRef = z.string().min(1);
export const bannerSchema = z.object({ id: z.number(), ref: memberRef });
const pageSchema = z.object({ list: z.array(bannerSchema) }), otherSchema = bannerSchema.extend({ x: z.string() });
export function helperSchema() { return z.string(); }
`;

describe('lazySchemas', () => {
  it('wraps every top-level …Schema constant of a contract module, and nothing else', () => {
    const result = transform(SOURCE, '/repo/packages/contracts/src/content.ts');
    expect(result).not.toBeNull();
    const code = result?.code ?? '';
    expect(code).toContain('import { lazySchema as __lazySchema } from "/repo/apps/web/src/lib/lazy-schema.ts";');
    expect(code).toContain(
      'export const bannerSchema = /* @__PURE__ */ __lazySchema(() => (z.object({ id: z.number(), ref: memberRef })));',
    );
    expect(code).toContain(
      'const pageSchema = /* @__PURE__ */ __lazySchema(() => (z.object({ list: z.array(bannerSchema) })))',
    );
    expect(code).toContain(
      'otherSchema = /* @__PURE__ */ __lazySchema(() => (bannerSchema.extend({ x: z.string() })))',
    );
    expect(code).toContain('const memberRef = z.string().min(1);');
    expect(code).toContain('export const LIMIT = 5;');
    expect(code).toContain('export function helperSchema() { return z.string(); }');
    expect(() => parseAst(code)).not.toThrow();
  });

  it('wraps the site’s own schemas too, and leaves other modules, tests and the runtime alone', () => {
    expect(transform(SOURCE, '/repo/apps/web/src/api/client.ts')?.code).toContain('__lazySchema(() =>');
    expect(transform(SOURCE, '/repo/apps/admin/src/api/client.ts')).toBeNull();
    expect(transform(SOURCE, '/repo/apps/web/src/lib/lazy-schema.ts')).toBeNull();
    expect(transform(SOURCE, '/repo/apps/web/src/app/boot-data.test.ts')).toBeNull();
    expect(transform(SOURCE, '/repo/packages/contracts/src/content.test.ts')).toBeNull();
    expect(transform('export const LIMIT = 5;\n', '/repo/packages/contracts/src/limits.ts')).toBeNull();
  });
});
