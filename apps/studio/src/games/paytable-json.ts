/** Small readers for the paytable JSON the session sends (`game.paytable` is `unknown` in the contract). */

export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function field(value: unknown, ...path: string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    const object = record(current);
    if (!object) return undefined;
    current = object[key];
  }
  return current;
}

export function numberField(value: unknown, ...path: string[]): number | null {
  const found = field(value, ...path);
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
}

export function textField(value: unknown, ...path: string[]): string | null {
  const found = field(value, ...path);
  return typeof found === 'string' ? found : null;
}

export function arrayField(value: unknown, ...path: string[]): unknown[] {
  const found = field(value, ...path);
  return Array.isArray(found) ? found : [];
}
