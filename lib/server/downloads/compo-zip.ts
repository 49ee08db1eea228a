import { LRUCache } from 'lru-cache';

/**
 * The compo zips the site has already fetched, in this process's memory.
 *
 * A zip is binary and can be tens of megabytes: Next's data cache keeps
 * entries as JSON (a zip would be base64, a third larger) and its fetch cache
 * refuses items over 2 MB, so neither fits. An LRU bounded by bytes, one
 * entry per talent, does: `maxBytes` in all, and a zip over `maxEntryBytes`
 * is streamed through without being kept. Several site instances each keep
 * their own copies, each within the same bound.
 *
 * `version` says which zip is current: when it changes (the profile or all
 * the agency data was revalidated, or the compo list changed), the kept
 * copy is no longer served and the next request fetches a new one.
 * Concurrent requests for a zip not kept yet share one download.
 */
export interface ZipCacheOptions {
  maxBytes: number;
  maxEntryBytes: number;
  /** The upstream zip (2xx, body unread). Its own timeout applies; no visitor's signal does. */
  download: (talent: ZipOwner) => Promise<Response>;
}

export interface ZipOwner {
  id: number;
  name: string;
}

export type CompoZip =
  | { kept: true; bytes: Uint8Array<ArrayBuffer> }
  /** Too large to keep: this caller's own stream of the upstream body. */
  | { kept: false; stream: ReadableStream<Uint8Array> };

interface Entry {
  version: string;
  bytes: Uint8Array<ArrayBuffer>;
}

type Shared = { kept: true; bytes: Uint8Array<ArrayBuffer> } | { kept: false; stream: ReadableStream<Uint8Array> };

/**
 * Reads a body up to `cap` bytes. Past it, what was read and the rest of the
 * body are handed back as one stream, so a large zip still reaches the one
 * visitor who asked, without the server holding it.
 */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  cap: number,
): Promise<{ whole: Uint8Array<ArrayBuffer> } | { stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > cap) {
      return {
        stream: new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks.splice(0)) controller.enqueue(chunk);
          },
          async pull(controller) {
            const next = await reader.read();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          },
          cancel(reason) {
            return reader.cancel(reason);
          },
        }),
      };
    }
  }
  const whole = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return { whole };
}

export function createZipCache(options: ZipCacheOptions) {
  const kept = new LRUCache<number, Entry>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.byteLength),
  });
  const inFlight = new Map<string, Promise<Shared>>();

  async function fetchZip(talent: ZipOwner, version: string): Promise<Shared> {
    const response = await options.download(talent);
    const declared = Number(response.headers.get('content-length'));
    if (!response.body) return { kept: true, bytes: new Uint8Array(new ArrayBuffer(0)) };
    if (Number.isFinite(declared) && declared > options.maxEntryBytes) return { kept: false, stream: response.body };
    const read = await readCapped(response.body, options.maxEntryBytes);
    if ('stream' in read) return { kept: false, stream: read.stream };
    kept.set(talent.id, { version, bytes: read.whole });
    return { kept: true, bytes: read.whole };
  }

  return {
    async get(talent: ZipOwner, version: string): Promise<CompoZip> {
      const entry = kept.get(talent.id);
      if (entry?.version === version) return { kept: true, bytes: entry.bytes };
      const key = `${talent.id}:${version}`;
      let shared = inFlight.get(key);
      const leader = !shared;
      if (!shared) {
        shared = fetchZip(talent, version);
        inFlight.set(key, shared);
        const forget = () => {
          if (inFlight.get(key) === shared) inFlight.delete(key);
        };
        shared.then(forget, forget);
      }
      const result = await shared;
      if (result.kept) return result;
      // A stream can be read once: the caller that started the download gets
      // it, the others who waited for it fetch their own.
      if (leader) return result;
      const own = await options.download(talent);
      return { kept: false, stream: own.body ?? new ReadableStream({ start: (c) => c.close() }) };
    },
    /** Bytes kept now (for measurements). */
    get size(): number {
      return kept.calculatedSize;
    },
  };
}
