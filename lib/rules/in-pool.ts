/**
 * `work` over `items`, at most `limit` at a time, the answers in the items'
 * order. Here, free of I/O and imports, so that the site (the back office's
 * profiles, lib/agency/talents.ts) and the end-to-end checks share it.
 */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
