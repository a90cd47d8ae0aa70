/**
 * A value built on its first use. The player site's build wraps every `…Schema` constant of the shared
 * contracts in it (scripts/vite/lazy-contract-schemas.ts): a zod schema costs real time to construct,
 * and the site's start-up reaches far more schemas than its first screen parses with, so each one is
 * now built when something first reads it (parses with it, extends it, nests it) instead of while the
 * start-up code is evaluated (docs/performance.md, ADR 0016).
 *
 * The stand-in forwards every operation to the built value, so it reads, calls and `instanceof`s as
 * the schema itself does. It cannot stand in for a primitive or an array (`Array.isArray` sees the
 * stand-in), which is why the build wraps only constants named `…Schema`.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key, value()),
    set: (_, key, newValue) => Reflect.set(value(), key, newValue),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // The stand-in's own target has no properties, so none may be reported as fixed (a proxy invariant).
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
