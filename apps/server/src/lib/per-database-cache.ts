/**
 * A bounded map of values that never change once written (ids, immutable rows), kept apart per database
 * handle, so two databases in one process (tests run PGlite and PostgreSQL side by side) never share one.
 * Forgotten whole when it grows past `maxEntries`.
 */
export class PerDatabaseCache<V> {
  private readonly maps = new WeakMap<object, Map<string, V>>();

  constructor(private readonly maxEntries = 50_000) {}

  get(db: object, key: string): V | undefined {
    return this.maps.get(db)?.get(key);
  }

  set(db: object, key: string, value: V): void {
    let map = this.maps.get(db);
    if (!map) {
      map = new Map();
      this.maps.set(db, map);
    }
    if (map.size >= this.maxEntries) map.clear();
    map.set(key, value);
  }

  /** The cached value, else `load`'s (cached when defined). */
  async through(db: object, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const known = this.get(db, key);
    if (known !== undefined) return known;
    const loaded = await load();
    if (loaded !== undefined) this.set(db, key, loaded);
    return loaded;
  }
}
