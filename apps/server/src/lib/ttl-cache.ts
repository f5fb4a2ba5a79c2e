/**
 * A bounded in-memory map whose entries each live until an instant: the caches in front of the database keep their
 * copies here. An entry past its instant is never returned and is dropped when read or swept. At `maxEntries`
 * the map is emptied before a new key goes in: the caches that use it hold copies for a second or a minute, so
 * starting over is cheap, and it costs nothing per read (no recency order to keep).
 */
export interface TtlCache<K, V> {
  get(key: K, now?: number): V | undefined;
  /** Keeps `value` until `until` (ms since the epoch). */
  set(key: K, value: V, until: number): void;
  delete(key: K): void;
  /** Drops every entry `drop` names. */
  deleteWhere(drop: (value: V, key: K) => boolean): void;
  clear(): void;
  /** Drops every entry past its instant. */
  sweep(now?: number): void;
  readonly size: number;
}

export function createTtlCache<K, V>({ maxEntries }: { maxEntries: number }): TtlCache<K, V> {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, until) {
      if (!entries.has(key) && entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, until });
    },
    delete: (key) => void entries.delete(key),
    deleteWhere(drop) {
      for (const [key, entry] of entries) if (drop(entry.value, key)) entries.delete(key);
    },
    clear: () => entries.clear(),
    sweep(now = Date.now()) {
      for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
