import { describe, expect, it } from 'vitest';
import { getPathname } from '@/lib/i18n/navigation';
import { listHref } from '@/lib/i18n/list-href';
import { locales, staticPathnames } from '@/lib/i18n/routing';
import { staticPath } from '@/lib/i18n/static-path';

describe('a screen’s URL in each language (next-intl getPathname over lib/i18n/routing.ts)', () => {
  it('has no prefix in Portuguese and localized words elsewhere', () => {
    expect(getPathname({ locale: 'pt', href: '/be-a-model' })).toBe('/seja-modelo');
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en');
    expect(getPathname({ locale: 'pt', href: '/' })).toBe('/');
    expect(getPathname({ locale: 'es', href: '/about' })).toBe('/es/sobre-nosotros');
    expect(getPathname({ locale: 'es', href: '/favorites' })).toBe('/es/favoritos');
    expect(getPathname({ locale: 'en', href: '/privacy' })).toBe('/en/privacy');
  });

  it('fills params (encoded) and writes the query', () => {
    expect(
      getPathname({
        locale: 'pt',
        href: { pathname: '/models/[category]', params: { category: 'new_faces' }, query: { gender: 'man', page: 2 } },
      }),
    ).toBe('/modelos/new_faces?gender=man&page=2');
    expect(getPathname({ locale: 'en', href: { pathname: '/talent/[id]/[name]', params: { id: 12, name: 'ana-julia' } } })).toBe(
      '/en/models/12/ana-julia',
    );
    expect(
      getPathname({
        locale: 'es',
        href: { pathname: '/category-talent/[category]/[id]/[name]', params: { category: 'mainboard', id: '7', name: 'joão' } },
      }),
    ).toBe('/es/modelos/mainboard/7/jo%C3%A3o');
    expect(getPathname({ locale: 'pt', href: { pathname: '/models', query: { gender: 'woman' } } })).toBe(
      '/modelos?gender=woman',
    );
    expect(getPathname({ locale: 'es', href: { pathname: '/selection/[ids]', params: { ids: '3-9' } } })).toBe(
      '/es/seleccion/3-9',
    );
  });

  it('writes a models list with its filters, and without a bare `?` when it has none', () => {
    expect(getPathname({ locale: 'pt', href: listHref(null, null) })).toBe('/modelos');
    expect(getPathname({ locale: 'en', href: listHref('mainboard', null) })).toBe('/en/models/mainboard');
    expect(getPathname({ locale: 'es', href: listHref('mainboard', 'woman', [['q', 'ana']], 2) })).toBe(
      '/es/modelos/mainboard?gender=woman&q=ana&page=2',
    );
  });
});

describe("the 404 screen's paths (lib/i18n/static-path.ts)", () => {
  it.each(locales)('are what getPathname writes for every screen without params, in %s', (locale) => {
    for (const pathname of staticPathnames) {
      expect(staticPath(locale, pathname), pathname).toBe(getPathname({ locale, href: pathname }));
    }
  });
});
