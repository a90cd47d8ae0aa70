import { describe, expect, it } from 'vitest';
import { diffJson, flattenJson } from './json-diff';

describe('flattenJson', () => {
  it('keys nested leaves by dotted path and keeps plain lists whole', () => {
    const flat = flattenJson({ site: { social: { facebook: '' } }, blocked: ['US'], domains: [{ isMain: true }] });
    expect([...flat.entries()]).toEqual([
      ['site.social.facebook', '""'],
      ['blocked', '["US"]'],
      ['domains.0.isMain', 'true'],
    ]);
  });

  it('records empty containers as leaves', () => {
    expect([...flattenJson({ list: [], map: {} }).entries()]).toEqual([
      ['list', '[]'],
      ['map', '{}'],
    ]);
  });
});

describe('diffJson', () => {
  it('classifies added, removed, changed and unchanged fields', () => {
    const lines = diffJson({ name: 'A', status: 'active', old: 1 }, { name: 'B', status: 'active', added: true });
    expect(lines).toEqual([
      { path: 'added', kind: 'added', after: 'true' },
      { path: 'name', kind: 'changed', before: '"A"', after: '"B"' },
      { path: 'old', kind: 'removed', before: '1' },
      { path: 'status', kind: 'same', before: '"active"', after: '"active"' },
    ]);
  });

  it('treats a missing before state (a creation) as all added', () => {
    expect(diffJson(null, { code: 'DEMO' })).toEqual([{ path: 'code', kind: 'added', after: '"DEMO"' }]);
  });

  it('orders numeric path segments naturally', () => {
    const after = { list: Array.from({ length: 11 }, (_, index) => ({ id: index })) };
    const paths = diffJson(undefined, after).map((line) => line.path);
    expect(paths.slice(-2)).toEqual(['list.9.id', 'list.10.id']);
  });
});
