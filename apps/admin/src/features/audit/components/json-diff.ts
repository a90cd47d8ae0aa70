export type DiffKind = 'added' | 'removed' | 'changed' | 'same';

export interface DiffLine {
  path: string;
  kind: DiffKind;
  before?: string;
  after?: string;
}

function isPrimitive(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf values of a JSON value keyed by dotted path ("site.social.facebook", "domains.0.isMain"). */
export function flattenJson(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  // A list of plain values (country codes, URLs) reads best as one line.
  if (Array.isArray(value) && value.length > 0 && !value.every(isPrimitive)) {
    value.forEach((item, index) => {
      flattenJson(item, prefix ? `${prefix}.${index}` : String(index), into);
    });
    return into;
  }
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flattenJson(item, prefix ? `${prefix}.${key}` : key, into);
    return into;
  }
  // A missing state as a whole (before a creation, after a deletion) has no fields at all.
  if (value === undefined || (value === null && prefix === '')) return into;
  into.set(prefix || '(value)', JSON.stringify(value));
  return into;
}

/** Compares two recorded states leaf by leaf, in a stable path order. */
export function diffJson(before: unknown, after: unknown): DiffLine[] {
  const left = flattenJson(before);
  const right = flattenJson(after);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  return paths.map((path) => {
    const was = left.get(path);
    const now = right.get(path);
    if (was === undefined) return { path, kind: 'added', after: now };
    if (now === undefined) return { path, kind: 'removed', before: was };
    return { path, kind: was === now ? 'same' : 'changed', before: was, after: now };
  });
}
