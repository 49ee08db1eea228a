import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { siteTitle } from '@/lib/rules/titles';
import { ROOT } from './imports';

/**
 * docs/product.md §2: every page's title reads '{title} | RAVAGE'. The
 * locale layout holds the template; pages give their own title only, never
 * an absolute one; the titles the site writes leave the agency's name to the
 * template, so it is said once.
 */
const MESSAGES = { pt, en, es } as const;

/** The messages pages take their titles from (generateMetadata, lib/server/*-metadata.ts, the error pages). */
function titleMessages(m: (typeof MESSAGES)['pt']): string[] {
  const { Metadata: t } = m;
  return [
    t.home,
    t.models,
    t.favorites,
    t.contact,
    t.about,
    t.beAModel,
    t.privacy,
    t.notFound,
    t.news,
    t.listGender,
    t.listPage,
    m.Models.title,
    m.Models.categoryTitle,
    ...Object.values(m.Categories),
    m.News.pageTitle,
    m.Selection.metaTitle,
    m.Errors.status,
  ];
}

describe.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])('page titles in %s', (locale) => {
  const messages = MESSAGES[locale];
  const t = createTranslator({ locale, messages, namespace: 'Metadata' });

  it('the template is the spec’s', () => {
    expect(messages.Metadata.titleTemplate).toBe('{title} | RAVAGE');
  });

  it('the layout puts every page’s title in it, the home’s where a page names none', () => {
    expect(siteTitle(t)).toEqual({ template: '%s | RAVAGE', default: `${messages.Metadata.home} | RAVAGE` });
  });

  it('no title the site writes names the agency, which the template adds', () => {
    expect(titleMessages(messages).filter((title) => /ravage/i.test(title))).toEqual([]);
  });
});

describe('a page’s metadata', () => {
  it('gives its title as it is, for the template, even one from the back office that names the agency', () => {
    const image = { url: 'https://example.com/card.png', width: 1200, height: 630, alt: '' };
    for (const title of ['Sobre', 'RAVAGE em Paris']) {
      const metadata = pageMetadata({ locale: 'pt', href: '/news', title, description: 'Uma descrição.', image });
      expect(metadata.title).toBe(title);
      expect(metadata.openGraph?.title).toBe(title);
    }
  });

  it('no screen sets an absolute title: only the documents outside the locale layout write the template themselves', () => {
    const absolute = ['app', 'components', 'lib']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => /\babsolute\s*:/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(absolute).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
