import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@/lib/agency/types';

vi.mock('server-only', () => ({}));

// The sitemap's data, as the back office would answer it: two talents, two
// news posts (one dated), an about page dated in pt and en only.
const back = vi.hoisted(() => ({
  roster: [
    { id: 7, name: 'Ágatha Leão', cover: 'c.jpg', slug: 'agatha-leao', gender: 'woman' as const },
    { id: 12, name: 'Caio Dias', cover: 'd.jpg', slug: 'caio-dias', gender: 'man' as const },
  ],
  news: [
    { id: 1, slug: 'desfile', title: 'Desfile', content: '', published_at: '2026-03-04T10:00:00.000Z' },
    { id: 2, slug: 'sem-data', title: 'Sem data', content: '', published_at: null },
  ],
  about: { pt: '2024-02-01T12:00:00.000Z', en: '2024-02-02T12:00:00.000Z', es: null } as Record<string, string | null>,
}));

vi.mock('@/lib/agency/talents', () => ({ getRosterCards: async () => back.roster }));
vi.mock('@/lib/agency/content', () => ({
  getNews: async () => back.news as Post[],
  getPost: async (_type: string, lang: string) =>
    ({ id: 9, slug: 'about', title: 'About', content: '', published_at: back.about[lang] ?? null }) as Post,
}));

const SITE = 'https://ravage.test';
beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
});

async function sitemap() {
  const { default: make } = await import('@/app/sitemap');
  const entries = await make();
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  return { entries, at: (path: string) => byUrl.get(`${SITE}${path}`) };
}

describe('sitemap.xml', () => {
  it('dates only what the back office dates: posts, the about page and the news list', async () => {
    const { entries, at } = await sitemap();
    expect(at('/noticias/desfile')?.lastModified).toBe('2026-03-04T10:00:00.000Z');
    expect(at('/en/news/desfile')?.lastModified).toBe('2026-03-04T10:00:00.000Z');
    // The news list is as new as its newest post.
    for (const path of ['/noticias', '/en/news', '/es/noticias']) {
      expect(at(path)?.lastModified, path).toBe('2026-03-04T10:00:00.000Z');
    }
    expect(at('/sobre')?.lastModified).toBe('2024-02-01T12:00:00.000Z');
    expect(at('/en/about')?.lastModified).toBe('2024-02-02T12:00:00.000Z');
    // No date in the data: no lastmod, never a made-up one.
    expect(at('/noticias/sem-data')).toBeDefined();
    expect(at('/noticias/sem-data')?.lastModified).toBeUndefined();
    expect(at('/es/sobre-nosotros')?.lastModified).toBeUndefined();

    const dated = new Set([
      ...['/noticias/desfile', '/en/news/desfile', '/es/noticias/desfile'],
      ...['/noticias', '/en/news', '/es/noticias'],
      ...['/sobre', '/en/about'],
    ]);
    const undated = entries.filter((entry) => !dated.has(entry.url.slice(SITE.length)));
    expect(undated.length).toBe(entries.length - dated.size);
    for (const entry of undated) expect(entry.lastModified, entry.url).toBeUndefined();
    // Profiles, lists and the site's own screens among them.
    for (const path of ['/modelos/7/agatha-leao', '/en/models/12/caio-dias', '/modelos', '/modelos/mainboard', '/contato', '/']) {
      expect(at(path), path).toBeDefined();
      expect(at(path)?.lastModified, path).toBeUndefined();
    }
  });

  it('lists every list by gender, with and without a category, in every language with its alternates', async () => {
    const { at } = await sitemap();
    for (const category of ['', '/sao_paulo', '/mainboard', '/new_faces', '/comercial']) {
      for (const gender of ['woman', 'man']) {
        const pt = `/modelos${category}?gender=${gender}`;
        const en = `/en/models${category}?gender=${gender}`;
        const es = `/es/modelos${category}?gender=${gender}`;
        for (const path of [pt, en, es]) expect(at(path), path).toBeDefined();
        expect(at(en)?.alternates?.languages).toEqual({
          pt: `${SITE}${pt}`,
          en: `${SITE}${en}`,
          es: `${SITE}${es}`,
          'x-default': `${SITE}${pt}`,
        });
      }
    }
  });

  it('lists no page a crawler is told not to index or that is another URL of a listed one', async () => {
    const { entries } = await sitemap();
    const urls = entries.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    // Favourites (noindex), searched lists (noindex), later pages, a second gender parameter.
    for (const url of urls) {
      expect(url, url).not.toMatch(/\/(favoritos|favorites)$/);
      expect(url, url).not.toMatch(/[?&](q|height|age|hair|eyes|page)=/);
      expect(url, url).not.toMatch(/gender=.*gender=/);
      // Next writes <loc> as it is given: a character XML must escape would break the file.
      expect(url, url).not.toMatch(/[&<>'"]/);
    }
    // 8 screens but favourites, 4 categories, 10 lists by gender, 2 profiles, 2 posts: each in 3 languages.
    expect(entries.length).toBe((7 + 4 + 10 + 2 + 2) * 3);
  });
});
