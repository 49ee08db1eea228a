import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { localizedPath, type LocalizedHref } from '@/lib/i18n/paths';
import { locales, routing } from '@/lib/i18n/routing';

// next-intl's own formatter, as the reference our browser-side one must match.
const { getPathname } = createNavigation(routing);

const hrefs: LocalizedHref[] = [
  '/',
  '/models',
  '/favorites',
  '/contact',
  '/about',
  '/be-a-model',
  '/privacy',
  { pathname: '/models/[category]', params: { category: 'new_faces' }, query: { gender: 'man', page: 2 } },
  { pathname: '/talent/[id]/[name]', params: { id: 12, name: 'ana-julia' } },
  { pathname: '/category-talent/[category]/[id]/[name]', params: { category: 'mainboard', id: '7', name: 'joão' } },
  { pathname: '/models', query: { gender: 'woman' } },
];

describe('localized paths', () => {
  it('match next-intl getPathname for every screen and language', () => {
    for (const locale of locales) {
      for (const href of hrefs) {
        expect(localizedPath(locale, href)).toBe(getPathname({ locale, href: href as Parameters<typeof getPathname>[0]['href'] }));
      }
    }
  });
  it('have no prefix in Portuguese and localized words elsewhere', () => {
    expect(localizedPath('pt', '/be-a-model')).toBe('/seja-modelo');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('es', '/about')).toBe('/es/sobre-nosotros');
  });
});
