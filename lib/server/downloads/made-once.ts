import { LRUCache } from 'lru-cache';

export interface MadeOnceLimits {
  /** Everything kept together, in bytes (least recently used go first). */
  maxBytes: number;
  /** A larger result is handed out and not kept. */
  maxEntryBytes?: number;
  /** How long a result is used; unset: until it is pushed out. */
  ttlMs?: number;
}

/** The result kept under `key`, else `make()`'s, which concurrent askers of that key share. */
export type MadeOnce = (key: string, make: () => Promise<Buffer>) => Promise<Buffer>;

/**
 * Results made once and kept in this process's memory, bounded by bytes: a
 * failure is not kept (the next asker tries again). The comp cards' PDFs
 * and framed photos (lib/server/downloads/comp-card-cache.ts), the selections' social
 * cards (lib/server/downloads/selection-image.ts).
 */
export function createMadeOnce({ maxBytes, maxEntryBytes, ttlMs }: MadeOnceLimits): MadeOnce {
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes ?? maxBytes,
    sizeCalculation: (bytes) => bytes.byteLength,
    ...(ttlMs === undefined ? {} : { ttl: ttlMs }),
  });
  const making = new Map<string, Promise<Buffer>>();
  return (key, make) => {
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = making.get(key);
    if (pending) return pending;
    const made = make().then((bytes) => {
      kept.set(key, bytes);
      return bytes;
    });
    making.set(key, made);
    made.then(
      () => making.delete(key),
      () => making.delete(key),
    );
    return made;
  };
}
