import { describe, expect, it, vi } from 'vitest';
import { canonicalProfilePath, type KnownTalent } from '@/lib/proxy/profile-canonical';
import { createGeneration } from '@/lib/proxy/generation';
import { listPastEnd } from '@/lib/proxy/list-end';

const known: Record<number, KnownTalent> = { 12: { slug: 'ana-julia', gender: 'woman', categories: [1879] } };
const talentOf = async (id: number) => known[id] ?? null;

describe('one URL per profile, decided by the proxy (issue 30)', () => {
  it('sends a wrong or outdated name to the talent’s slug, in the path’s language', async () => {
    expect(await canonicalProfilePath('/modelos/12/x1', talentOf)).toBe('/modelos/12/ana-julia');
    expect(await canonicalProfilePath('/en/models/12/ana', talentOf)).toBe('/en/models/12/ana-julia');
    expect(await canonicalProfilePath('/es/modelos/012/ana-julia', talentOf)).toBe('/es/modelos/12/ana-julia');
    expect(await canonicalProfilePath('/modelos/12/an%61-julia', talentOf)).toBe('/modelos/12/ana-julia');
  });

  it('keeps a category the talent is in, and drops one it is not in', async () => {
    expect(await canonicalProfilePath('/modelos/mainboard/12/x', talentOf)).toBe('/modelos/mainboard/12/ana-julia');
    expect(await canonicalProfilePath('/modelos/new_faces/12/ana-julia', talentOf)).toBe('/modelos/12/ana-julia');
  });

  it('sends /modelos/{id} to the profile', async () => {
    expect(await canonicalProfilePath('/modelos/12', talentOf)).toBe('/modelos/12/ana-julia');
  });

  it('leaves right URLs, unknown talents and other screens alone, asking nothing for other screens', async () => {
    const ask = vi.fn(talentOf);
    expect(await canonicalProfilePath('/modelos/12/ana-julia', ask)).toBeNull();
    expect(await canonicalProfilePath('/modelos/mainboard/12/ana-julia', ask)).toBeNull();
    expect(await canonicalProfilePath('/modelos/99/x', ask)).toBeNull();
    ask.mockClear();
    for (const path of ['/modelos', '/modelos/mainboard', '/contato', '/selecao/12-13', '/en/models/abc/x']) {
      expect(await canonicalProfilePath(path, ask), path).toBeNull();
    }
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('the generation the instances share for what the proxy keeps', () => {
  it('reads the store at most once per period, shared by concurrent readers, and changes on a bump anywhere', async () => {
    let now = 0;
    let stored = '1';
    const read = vi.fn(async () => stored);
    const generation = createGeneration(
      { read, bump: async () => (stored = String(Number(stored) + 1)) },
      { now: () => now, checkMs: 1000 },
    );
    const first = await Promise.all([generation.current(), generation.current(), generation.current()]);
    expect(new Set(first).size).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    // Another instance bumps: seen once the period is over.
    stored = '2';
    now += 999;
    expect(await generation.current()).toBe(first[0]);
    now += 1;
    expect(await generation.current()).not.toBe(first[0]);
    // A bump here changes it at once.
    const before = await generation.current();
    await generation.bump();
    expect(await generation.current()).not.toBe(before);
  });

  it('keeps its last value while the store fails or hangs, and still changes on a local bump without one', async () => {
    let now = 0;
    let fail = false;
    const generation = createGeneration(
      { read: () => (fail ? new Promise<string>(() => {}) : Promise.resolve('7')), bump: () => new Promise(() => {}) },
      { now: () => now, checkMs: 1000, waitMs: 20 },
    );
    const seen = await generation.current();
    fail = true;
    now += 5000;
    expect(await generation.current()).toBe(seen);
    await generation.bump();
    expect(await generation.current()).not.toBe(seen);

    const alone = createGeneration(null);
    const was = await alone.current();
    await alone.bump();
    expect(await alone.current()).not.toBe(was);
  });
});

describe('a models list page past its end is the 404 page before any render (issue 30)', () => {
  const roster = Array.from({ length: 45 }, (_, i) => ({
    gender: i < 30 ? 'woman' : 'man',
    categories: i < 5 ? [1879] : [1916],
  }));
  const talents = async () => roster;
  it('knows the last page of each category and gender', async () => {
    expect(await listPastEnd('/pt/models/all/all/3', talents)).toBeNull();
    expect(await listPastEnd('/pt/models/all/all/4', talents)).toBe('pt');
    expect(await listPastEnd('/en/models/all/woman/2', talents)).toBeNull();
    expect(await listPastEnd('/en/models/all/woman/3', talents)).toBe('en');
    expect(await listPastEnd('/es/models/mainboard/all/2', talents)).toBe('es');
    expect(await listPastEnd('/es/models/new_faces/woman/2', talents)).toBeNull();
    expect(await listPastEnd('/es/models/new_faces/man/2', talents)).toBe('es');
  });
  it('asks nothing for a first page or a search, and leaves the page to decide when the roster cannot be read', async () => {
    const ask = vi.fn(talents);
    expect(await listPastEnd('/pt/models/all/all/1', ask)).toBeNull();
    expect(await listPastEnd('/pt/models/all/all/9/search', ask)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    expect(await listPastEnd('/pt/models/all/all/9', async () => null)).toBeNull();
  });
});
