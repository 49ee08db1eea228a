import type { Metadata } from 'next';

/**
 * The locale layout's title, docs/product.md §2's '{title} | RAVAGE': every
 * page's own title in the template, and where a page names none the home's,
 * in the template too. No page sets an absolute title, so every title follows
 * it; titles the site writes never name the agency themselves
 * (tests/unit/titles.test.ts).
 */
export function siteTitle(t: (key: 'titleTemplate' | 'home', values?: { title: string }) => string): Metadata['title'] {
  return { template: t('titleTemplate', { title: '%s' }), default: t('titleTemplate', { title: t('home') }) };
}
