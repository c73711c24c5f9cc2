/**
 * A short memory of computed answers: each key's promise is kept for `ttlMs`,
 * failures are forgotten at once, and past `maxEntries` the oldest goes. A cache
 * in one process, never a source of truth; every process keeps its own.
 */
export interface TtlMemo<V> {
  get(key: string, compute: () => Promise<V>): Promise<V>;
  /** Forgets one key (an answer too large to keep). */
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function ttlMemo<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlMemo<V> {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, compute) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = compute();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, { at: now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
