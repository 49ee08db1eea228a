import { describe, expect, it, vi } from 'vitest';
import { createZipCache, type CompoZip } from '@/lib/server/downloads/compo-zip';

const MB = 1024 * 1024;

/** A zip-like body of `size` bytes for a talent, in chunks as a network body arrives. */
function zipOf(id: number, size: number, declareLength = true): Response {
  const bytes = new Uint8Array(size).fill(id % 251);
  bytes.set([0x50, 0x4b]);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= size) return controller.close();
      controller.enqueue(bytes.slice(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
  return new Response(body, { headers: declareLength ? { 'content-length': String(size) } : {} });
}

async function bytesOf(zip: CompoZip): Promise<Uint8Array> {
  return zip.kept ? zip.bytes : new Uint8Array(await new Response(zip.stream).arrayBuffer());
}

const talent = (id: number) => ({ id, name: `Talent ${id}` });

describe('the compo zip cache (issue 15: one back-office call per zip, bounded)', () => {
  it('serves a burst for one talent from one download', async () => {
    const download = vi.fn(async (t: { id: number }) => zipOf(t.id, 300 * 1024));
    const cache = createZipCache({ maxBytes: 10 * MB, maxEntryBytes: 2 * MB, download });
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get(talent(7), 'v1')));
    expect(download).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect((await bytesOf(answer)).byteLength).toBe(300 * 1024);
    await cache.get(talent(7), 'v1');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('fetches a new zip once the version changes (a revalidation), and keeps only the new one', async () => {
    const download = vi.fn(async (t: { id: number }) => zipOf(t.id, 100 * 1024));
    const cache = createZipCache({ maxBytes: 10 * MB, maxEntryBytes: 2 * MB, download });
    await cache.get(talent(7), 'v1');
    await Promise.all([cache.get(talent(7), 'v2'), cache.get(talent(7), 'v2')]);
    expect(download).toHaveBeenCalledTimes(2);
    await cache.get(talent(7), 'v2');
    expect(download).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(100 * 1024);
  });

  it('keeps no more than its byte budget, whatever the number of talents', async () => {
    const download = vi.fn(async (t: { id: number }) => zipOf(t.id, MB));
    const cache = createZipCache({ maxBytes: 3 * MB, maxEntryBytes: 2 * MB, download });
    for (let id = 1; id <= 10; id += 1) await cache.get(talent(id), 'v1');
    expect(cache.size).toBeLessThanOrEqual(3 * MB);
    // The most recent ones are kept, the oldest were let go.
    await cache.get(talent(10), 'v1');
    expect(download).toHaveBeenCalledTimes(10);
    await cache.get(talent(1), 'v1');
    expect(download).toHaveBeenCalledTimes(11);
  });

  it.each([
    ['declared by its Content-Length', true],
    ['found while reading it', false],
  ])('streams a zip over the entry cap without keeping it (%s)', async (_how, declared) => {
    const download = vi.fn(async (t: { id: number }) => zipOf(t.id, 3 * MB, declared));
    const cache = createZipCache({ maxBytes: 10 * MB, maxEntryBytes: 2 * MB, download });
    const [first, second] = await Promise.all([cache.get(talent(9), 'v1'), cache.get(talent(9), 'v1')]);
    expect(first?.kept).toBe(false);
    expect(second?.kept).toBe(false);
    for (const zip of [first, second]) {
      const bytes = await bytesOf(zip!);
      expect(bytes.byteLength).toBe(3 * MB);
      expect([bytes[0], bytes[1], bytes[3 * MB - 1]]).toEqual([0x50, 0x4b, 9]);
    }
    expect(cache.size).toBe(0);
  });

  it('keeps no failure: the next request tries the back office again', async () => {
    const download = vi
      .fn<(t: { id: number }) => Promise<Response>>()
      .mockRejectedValueOnce(new Error('back office down'))
      .mockImplementation(async (t) => zipOf(t.id, 1024));
    const cache = createZipCache({ maxBytes: MB, maxEntryBytes: MB, download });
    const failed = await Promise.allSettled([cache.get(talent(3), 'v1'), cache.get(talent(3), 'v1')]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(download).toHaveBeenCalledTimes(1);
    expect((await bytesOf(await cache.get(talent(3), 'v1'))).byteLength).toBe(1024);
    expect(download).toHaveBeenCalledTimes(2);
  });
});
