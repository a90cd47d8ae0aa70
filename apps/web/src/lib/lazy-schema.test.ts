import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use only, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number().int() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('serves as the schema it stands for: nested, extended, picked, in unions and instanceof checks', () => {
    const kind = lazySchema(() => z.enum(['banner', 'notice']));
    const item = lazySchema(() => z.object({ id: z.number(), kind }));
    const page = lazySchema(() => z.object({ list: z.array(item), total: z.number() }));
    const tagged = lazySchema(() =>
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), value: z.string() }),
        z.object({ type: z.literal('b'), value: z.number() }),
      ]),
    );

    expect(page.parse({ list: [{ id: 1, kind: 'notice' }], total: 1 })).toEqual({
      list: [{ id: 1, kind: 'notice' }],
      total: 1,
    });
    expect(page.safeParse({ list: [{ id: 1, kind: 'popup' }], total: 1 }).success).toBe(false);
    expect(item.extend({ title: z.string() }).parse({ id: 2, kind: 'banner', title: 't' })).toEqual({
      id: 2,
      kind: 'banner',
      title: 't',
    });
    expect(item.pick({ id: true }).parse({ id: 5, kind: 'x' })).toEqual({ id: 5 });
    expect(Object.keys(item.shape)).toEqual(['id', 'kind']);
    expect(kind.options).toEqual(['banner', 'notice']);
    expect(item.optional().parse(undefined)).toBeUndefined();
    expect(tagged.parse({ type: 'b', value: 2 })).toEqual({ type: 'b', value: 2 });
    expect(tagged.safeParse({ type: 'b', value: 'two' }).success).toBe(false);
    expect(item instanceof z.ZodObject).toBe(true);
    expect(item instanceof z.ZodString).toBe(false);
  });
});
