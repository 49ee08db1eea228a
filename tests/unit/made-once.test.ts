import { describe, expect, it } from 'vitest';
import { createMadeOnce } from '@/lib/server/downloads/made-once';

describe('createMadeOnce', () => {
  it('makes a key once, for askers at the same time and after', async () => {
    const made = createMadeOnce({ maxBytes: 1024 });
    let makings = 0;
    const make = async () => (makings++, Buffer.from('pdf'));
    const [a, b] = await Promise.all([made('k', make), made('k', make)]);
    expect(await made('k', make)).toBe(a);
    expect(b).toBe(a);
    expect(makings).toBe(1);
  });

  it('keeps no failure: the next asker makes it again', async () => {
    const made = createMadeOnce({ maxBytes: 1024 });
    await expect(made('k', () => Promise.reject(new Error('media host down')))).rejects.toThrow('media host down');
    expect((await made('k', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });

  it('keeps within its bytes: a result over the entry bound is handed out and made again next time', async () => {
    const made = createMadeOnce({ maxBytes: 100, maxEntryBytes: 10 });
    let makings = 0;
    const large = async () => (makings++, Buffer.alloc(50));
    await made('large', large);
    await made('large', large);
    expect(makings).toBe(2);
  });
});
