import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PT_ONLY_BIOGRAPHY_EVERY } from '../src/seed/roster';
import { startAgencyApi } from '../src/server';
import { bearer, count, removeDir, signIn, startTestApi, type TestApi } from './helpers';

interface Summary {
  id: number;
  name: string;
  gender: 'man' | 'woman';
  cover: string;
  cover_web: string | null;
  categories: { id: number }[];
  divisions: { id_category: number }[];
  availability?: { status: 'in_town' | 'away'; city: string | null; until: string | null } | null;
}
interface Profile extends Summary {
  birthdate: string | null;
  instagram: string | null;
  bust: string | null;
  hips: string | null;
  shoes: string | null;
  chest: string | null;
  biography: string | null;
  book: { file: string; width: number; height: number }[];
  compo: { taken_at?: string }[];
  polaroids: { taken_at?: string }[];
  video: { provider: string; kind?: string }[];
}

let t: TestApi;
let roster: Summary[];
let profiles: Map<number, Profile>;
const EXTRA = '<script>alert(1)</script><p onclick="alert(2)">x</p>';

beforeAll(async () => {
  t = await startTestApi('roster', { aboutExtraHtml: EXTRA });
  roster = (await talents('language=pt&paginate=1000&cover_web=1')).data;
  profiles = new Map();
  await Promise.all(
    roster.map(async ({ id }) => {
      const response = await fetch(`${t.url}/api/talent/profile?language=en&id=${id}&cover_web=1&skills=1`, {
        headers: bearer(t.site),
      });
      profiles.set(id, ((await response.json()) as { data: Profile }).data);
    }),
  );
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

async function talents(query: string, body?: unknown) {
  const response = await fetch(`${t.url}/api/talents?${query}`, {
    method: 'POST',
    headers: { ...bearer(t.site), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    ...((await response.json()) as {
      data: Summary[];
      total: number;
      last_page: number;
      current_page: number;
      errors?: Record<string, string[]>;
    }),
  };
}

const get = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${t.url}${path}`, { headers: bearer(t.site) })).json()) as T;

function age(birthdate: string): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const now = new Date();
  const had = now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() >= day);
  return now.getFullYear() - year - (had ? 0 : 1);
}

describe('the demo roster', () => {
  it('has at least 240 talents of both genders in the four categories, some in two', () => {
    expect(roster.length).toBeGreaterThanOrEqual(240);
    for (const gender of ['man', 'woman']) expect(roster.filter((talent) => talent.gender === gender).length).toBeGreaterThan(60);
    for (const category of [1921, 1879, 1916, 1917]) {
      expect(roster.filter((talent) => talent.categories.some((c) => c.id === category)).length).toBeGreaterThan(40);
    }
    expect(roster.filter((talent) => talent.categories.length === 2).length).toBeGreaterThan(10);
    expect(roster.some((talent) => talent.name === 'Ana Júlia Conceição')).toBe(true);
    expect(roster.filter((talent) => /[^\x00-\x7f]/.test(talent.name)).length).toBeGreaterThan(20);
    expect(new Set(roster.map((talent) => talent.name)).size).toBe(roster.length);
  });

  it('keeps a few talents in a 1446 division (the site hides them, the API does not)', () => {
    const hidden = roster.filter((talent) => talent.divisions.some((division) => division.id_category === 1446));
    expect(hidden).toHaveLength(4);
  });

  it('gives relative media paths, web covers when asked, and real files behind them', async () => {
    for (const talent of roster) {
      expect(talent.cover).toMatch(/^storage\//);
      expect(talent.cover_web).toMatch(/^storage\//);
    }
    const without = await talents('language=pt&paginate=5');
    expect(without.data.every((talent) => talent.cover_web === null)).toBe(true);
    const first = roster[0];
    const cover = await fetch(`${t.url}/${first?.cover}`);
    expect(cover.status).toBe(200);
    const web = await fetch(`${t.url}/${first?.cover_web}`);
    expect((await web.arrayBuffer()).byteLength).toBeLessThan((await cover.arrayBuffer()).byteLength);
  });

  it('has profiles with everything the site shows, and the gaps it must handle', () => {
    const all = [...profiles.values()];
    const some = (test: (profile: Profile) => boolean) => all.filter(test).length;
    expect(some((p) => p.compo.length === 0)).toBeGreaterThan(5);
    expect(some((p) => p.compo.length > 0)).toBeGreaterThan(all.length * 0.7);
    expect(some((p) => p.polaroids.length > 0)).toBeGreaterThan(30);
    expect(some((p) => p.video.some((v) => v.provider === 'youtube'))).toBeGreaterThan(5);
    expect(some((p) => p.video.some((v) => v.provider === 'vimeo'))).toBeGreaterThan(5);
    expect(some((p) => p.instagram === null)).toBeGreaterThan(5);
    expect(some((p) => [p.bust, p.hips, p.shoes, p.chest].some((m) => m?.includes('/')))).toBeGreaterThan(30);
    expect(some((p) => p.book.some((i) => i.width > i.height) && p.book.some((i) => i.height > i.width))).toBeGreaterThan(100);
    expect(some((p) => p.biography === null)).toBeGreaterThan(10);
  });

  it('says where most talents can be booked, dates the polaroids over the last year and has a slate for some (contract 1.1.0)', () => {
    const all = [...profiles.values()];
    const share = (test: (profile: Profile) => boolean) => all.filter(test).length / all.length;
    // The list and the profile say the same.
    for (const summary of roster) expect(profiles.get(summary.id)?.availability ?? null).toEqual(summary.availability ?? null);
    expect(share((p) => Boolean(p.availability))).toBeGreaterThan(0.75);
    expect(share((p) => p.availability?.status === 'in_town')).toBeGreaterThan(0.45);
    expect(share((p) => p.availability?.status === 'away')).toBeGreaterThan(0.1);
    expect(all.filter((p) => p.availability?.status === 'in_town').every((p) => p.availability?.city === 'Brasília')).toBe(true);
    expect(all.some((p) => p.availability?.status === 'away' && p.availability.until)).toBe(true);

    const day = /^\d{4}-\d{2}-\d{2}$/;
    const today = Date.now();
    const withPolaroids = all.filter((p) => p.polaroids.length > 0);
    expect(withPolaroids.every((p) => p.polaroids.every((image) => day.test(image.taken_at ?? '')))).toBe(true);
    const ages = withPolaroids.flatMap((p) =>
      p.polaroids.map((image) => (today - Date.parse(image.taken_at ?? '')) / 86_400_000),
    );
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(ages.filter((days) => days <= 183).length).toBeGreaterThan(ages.length / 3);
    expect(ages.filter((days) => days > 183).length).toBeGreaterThan(10);
    // Only polaroids are dated.
    expect(all.every((p) => p.compo.every((image) => image.taken_at === undefined))).toBe(true);

    expect(share((p) => p.video.some((v) => v.kind === 'slate'))).toBeGreaterThan(0.15);
    expect(all.some((p) => p.video.length > 1 && p.video.at(-1)?.kind === 'slate')).toBe(true);
    expect(
      all.flatMap((p) => p.video).every((v) => v.kind === undefined || ['slate', 'runway', 'campaign', 'other'].includes(v.kind)),
    ).toBe(true);
  });

  it('has ages 16 to 35, with a few minors, all in new_faces', () => {
    const ages = [...profiles.values()].map((p) => ({ age: age(p.birthdate ?? ''), p }));
    expect(Math.min(...ages.map((a) => a.age))).toBeGreaterThanOrEqual(15);
    expect(Math.max(...ages.map((a) => a.age))).toBeLessThanOrEqual(36);
    const minors = ages.filter((a) => a.age < 18);
    expect(minors.length).toBeGreaterThanOrEqual(3);
    expect(minors.every((a) => a.p.categories.some((c) => c.id === 1916))).toBe(true);
  });

  it('answers biographies in the asked language, falling back to pt', async () => {
    // Profiles were asked in en: most biographies are English, every twentieth talent's pt only.
    const withBiography = [...profiles.values()].filter((p) => p.biography !== null);
    const untranslated = withBiography.filter((p) => p.id % PT_ONLY_BIOGRAPHY_EVERY === 0);
    const translated = withBiography.filter((p) => p.id % PT_ONLY_BIOGRAPHY_EVERY !== 0);
    expect(untranslated.length).toBeGreaterThan(0);
    expect(translated.length).toBeGreaterThan(withBiography.length * 0.9);
    const portuguese = /nasceu|Natural de|é de .* e foi descobert/;
    for (const p of translated) expect(p.biography, `talent ${p.id}`).not.toMatch(portuguese);
    for (const p of untranslated) expect(p.biography, `talent ${p.id}`).toMatch(portuguese);
    const one = translated[0]!;
    const [inPortuguese, inSpanish] = await Promise.all(
      ['pt', 'es'].map((lang) => get<{ data: Profile }>(`/api/talent/profile?language=${lang}&id=${one.id}`)),
    );
    expect(new Set([inPortuguese?.data.biography, inSpanish?.data.biography, one.biography]).size).toBe(3);
    const fallback = await get<{ data: Profile }>(`/api/talent/profile?language=es&id=${untranslated[0]?.id}`);
    expect(fallback.data.biography).toMatch(portuguese);
  });

  it('is deterministic: the same names and covers on every seed', () => {
    const first = roster.find((talent) => talent.id === 1);
    expect(first?.name).toBe('Ana Júlia Conceição');
    expect(count(t.dataDir, 'talents')).toBe(roster.length);
  });
});

describe('POST /api/talents', () => {
  it('paginates', async () => {
    const page = await talents('language=pt&paginate=100&page=3');
    expect(page.current_page).toBe(3);
    expect(page.last_page).toBe(Math.ceil(roster.length / 100));
    expect(page.data.map((talent) => talent.id)).toEqual(roster.slice(200, 300).map((talent) => talent.id));
    const beyond = await talents('language=pt&paginate=100&page=99');
    expect(beyond.data).toEqual([]);
  });

  it('filters by gender, categories and an accent-blind name', async () => {
    const men = await talents('language=pt&paginate=1000', { filters: { gender: 'man' } });
    expect(men.total).toBe(roster.filter((talent) => talent.gender === 'man').length);
    const newFaces = await talents('language=pt&paginate=1000', { filters: { categories: [1916] } });
    expect(newFaces.data.every((talent) => talent.categories.some((c) => c.id === 1916))).toBe(true);
    const named = await talents('language=pt&paginate=1000', { filters: { name: 'julia conceicao' } });
    expect(named.data.map((talent) => talent.name)).toContain('Ana Júlia Conceição');
    const empty = await talents('language=pt&paginate=1000', { filters: [] });
    expect(empty.total).toBe(roster.length);
    const cleared = await talents('language=pt&paginate=1000', { filters: { gender: '', name: null, categories: [] } });
    expect(cleared.total).toBe(roster.length);
    const asText = await talents('language=pt&paginate=1000', { filters: { categories: ['1916'] } });
    expect(asText.total).toBe(newFaces.total);
  });

  it('answers 422 to bad parameters or body', async () => {
    for (const query of [
      'paginate=10',
      'language=fr&paginate=10',
      'language=pt',
      'language=pt&paginate=0',
      'language=pt&paginate=1001',
      'language=pt&paginate=10&page=0',
      'language=pt&paginate=abc',
      'language=pt&paginate=10&cover_web=2',
    ]) {
      expect((await talents(query)).status, query).toBe(422);
    }
    expect((await talents('language=pt&paginate=10', { filters: { gender: 'other' } })).errors?.filters).toBeDefined();
    expect((await talents('language=pt&paginate=10', { filters: { categories: 'mainboard' } })).status).toBe(422);
    const notJson = await fetch(`${t.url}/api/talents?language=pt&paginate=10`, {
      method: 'POST',
      headers: bearer(t.site),
      body: '{',
    });
    expect(notJson.status).toBe(422);
  });
});

describe('profile, attributes, slides, posts', () => {
  it('profile: 422 without language or id, 404 for an unknown id', async () => {
    expect((await fetch(`${t.url}/api/talent/profile?id=1`, { headers: bearer(t.site) })).status).toBe(422);
    expect((await fetch(`${t.url}/api/talent/profile?language=pt`, { headers: bearer(t.site) })).status).toBe(422);
    expect((await fetch(`${t.url}/api/talent/profile?language=pt&id=0`, { headers: bearer(t.site) })).status).toBe(422);
    expect((await fetch(`${t.url}/api/talent/profile?language=pt&id=424242`, { headers: bearer(t.site) })).status).toBe(404);
  });

  it('attributes: colour labels per language, countries and cities on demand', async () => {
    type Attributes = {
      data: {
        hair: { value: string; label: string }[];
        eyes: unknown[];
        countries?: { id: number; name: string }[];
        cities?: { name: string; id_country: number }[];
      };
    };
    const pt = await get<Attributes>('/api/talents/attributes?language=pt');
    const en = await get<Attributes>('/api/talents/attributes?language=en');
    expect(pt.data.hair[0]).toEqual({ value: 'black', label: 'Preto' });
    expect(en.data.hair[0]).toEqual({ value: 'black', label: 'Black' });
    expect(pt.data.countries).toBeUndefined();
    expect(pt.data.cities).toBeUndefined();
    const places = await get<Attributes>('/api/talents/attributes?language=en&countries=1&cities=1');
    expect(places.data.countries?.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Brazil', 'Portugal', 'Argentina', 'United States']),
    );
    const brazil = await get<Attributes>('/api/talents/attributes?language=pt&cities=1&country=1');
    const capitals = [
      'Rio Branco',
      'Maceió',
      'Macapá',
      'Manaus',
      'Salvador',
      'Fortaleza',
      'Brasília',
      'Vitória',
      'Goiânia',
      'São Luís',
      'Cuiabá',
      'Campo Grande',
      'Belo Horizonte',
      'Belém',
      'João Pessoa',
      'Curitiba',
      'Recife',
      'Teresina',
      'Rio de Janeiro',
      'Natal',
      'Porto Alegre',
      'Porto Velho',
      'Boa Vista',
      'Florianópolis',
      'São Paulo',
      'Aracaju',
      'Palmas',
    ];
    expect(brazil.data.cities?.map((c) => c.name)).toEqual(expect.arrayContaining(capitals));
    expect(brazil.data.cities?.every((c) => c.id_country === 1)).toBe(true);
  });

  it('slides: image and video slides for both halves of the home screen', async () => {
    const { data } = await get<{
      data: { type: string; description: string; url: { mobile: string; desktop: string }; video_id: string | null }[];
    }>('/api/slides/home');
    for (const half of ['1', '2']) {
      const slides = data.filter((slide) => slide.description === half);
      expect(slides.some((slide) => slide.type === 'image')).toBe(true);
      expect(slides.some((slide) => slide.type === 'video' && slide.video_id)).toBe(true);
    }
    for (const slide of data) {
      expect((await fetch(`${t.url}/${slide.url.mobile}`)).status).toBe(200);
      expect((await fetch(`${t.url}/${slide.url.desktop}`)).status).toBe(200);
    }
  });

  it('posts: the about page in pt, en and es; the test hook appends HTML to it', async () => {
    const titles = new Set<string>();
    for (const lang of ['pt', 'en', 'es']) {
      const { data } = await get<{ data: { title: string; content: string; image: string } }>(`/api/posts/pages/${lang}/about`);
      titles.add(data.title);
      expect(data.content).toContain('<p>');
      expect(data.content.endsWith(EXTRA)).toBe(true);
    }
    expect(titles.size).toBe(3);
    const list = await get<{ data: { slug: string }[]; total: number }>('/api/posts/pages/en');
    expect(list.data.map((post) => post.slug)).toEqual(expect.arrayContaining(['about', 'privacy']));
    expect((await fetch(`${t.url}/api/posts/pages/fr/about`, { headers: bearer(t.site) })).status).toBe(404);
    expect((await fetch(`${t.url}/api/posts/pages/pt?paginate=101`, { headers: bearer(t.site) })).status).toBe(422);
  });

  it('posts: untranslated posts fall back to pt', async () => {
    const pt = await get<{ data: { id: number; title: string }[] }>('/api/posts/news/pt?paginate=100');
    const es = await get<{ data: { id: number; title: string }[] }>('/api/posts/news/es?paginate=100');
    const same = es.data.filter((post) => pt.data.find((p) => p.id === post.id)?.title === post.title);
    expect(same.length).toBeGreaterThan(0);
    expect(same.length).toBeLessThan(es.data.length);
  });
});

describe('operations hooks', () => {
  it('logs one JSON line per request: time, level, request id, method, route, path (no query), status, ms', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const logged = await startAgencyApi({ port: 0, dataDir: t.dataDir, log: true });
    try {
      const token = await signIn(logged.url, 'site');
      await fetch(`${logged.url}/api/talents?language=pt&paginate=1000&cover_web=1`, { method: 'POST', headers: bearer(token) });
    } finally {
      await logged.close();
      spy.mockRestore();
    }
    // Every line is one JSON object (lib/server/observability/log.ts); the query, which can hold what a visitor typed, is left out.
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const shape = {
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      event: 'request',
      requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
      status: 200,
      ms: expect.any(Number),
    };
    expect(records).toContainEqual({ ...shape, method: 'POST', route: '/api/signin', path: '/api/signin' });
    expect(records).toContainEqual({ ...shape, method: 'POST', route: '/api/talents', path: '/api/talents' });
    expect(lines.join('')).not.toContain('paginate');
  });

  it('delays every answer when asked (fault tests of the site)', async () => {
    const slow = await startAgencyApi({ port: 0, dataDir: t.dataDir, log: false, delayMs: 300 });
    try {
      const started = performance.now();
      const response = await fetch(`${slow.url}/api/slides/home`, { headers: bearer(t.site) });
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await slow.close();
    }
  });
});
