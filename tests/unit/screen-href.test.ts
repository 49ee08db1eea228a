import { describe, expect, it } from 'vitest';
import { getPathname } from '@/lib/i18n/navigation';
import { screenHref } from '@/lib/i18n/screen-href';

/** The URL the language switch writes for a rendered route in each language (as LanguageSwitcher joins it). */
function switchTo(pathname: string, params: Record<string, string>) {
  const screen = screenHref(pathname, params);
  if (!screen) return null;
  return (['pt', 'en', 'es'] as const).map((locale) => {
    const query = new URLSearchParams(screen.query).toString();
    return getPathname({ locale, href: screen.href as Parameters<typeof getPathname>[0]['href'] }) + (query ? `?${query}` : '');
  });
}

describe('screenHref: the screen a route shows, for the language switch', () => {
  it('reads a prerendered models list from its params, whatever its internal pathname', () => {
    // As prerendered, next-intl's pathname is the internal one; in English it even looks like a profile.
    expect(switchTo('/models/all/all/1', { locale: 'pt', category: 'all', gender: 'all', page: '1' })).toEqual([
      '/modelos',
      '/en/models',
      '/es/modelos',
    ]);
    expect(
      switchTo('/category-talent/[category]/[id]/[name]', { locale: 'en', category: 'all', gender: 'all', page: '1' }),
    ).toEqual(['/modelos', '/en/models', '/es/modelos']);
    expect(switchTo('/models/mainboard/woman/2', { locale: 'pt', category: 'mainboard', gender: 'woman', page: '2' })).toEqual([
      '/modelos/mainboard?gender=woman&page=2',
      '/en/models/mainboard?gender=woman&page=2',
      '/es/modelos/mainboard?gender=woman&page=2',
    ]);
    // In the browser the pathname is the visitor's; the params still name the same list.
    expect(switchTo('/models', { locale: 'es', category: 'new_faces', gender: 'all', page: '1' })).toEqual([
      '/modelos/new_faces',
      '/en/models/new_faces',
      '/es/modelos/new_faces',
    ]);
  });

  it('reads a news page past the first', () => {
    expect(switchTo('/news-list/3', { locale: 'pt', page: '3' })).toEqual([
      '/noticias?page=3',
      '/en/news?page=3',
      '/es/noticias?page=3',
    ]);
  });

  it('keeps a named screen with its params', () => {
    expect(switchTo('/privacy', { locale: 'pt' })).toEqual(['/privacidade', '/en/privacy', '/es/privacidad']);
    expect(switchTo('/talent/[id]/[name]', { locale: 'pt', id: '7', name: 'ana' })).toEqual([
      '/modelos/7/ana',
      '/en/models/7/ana',
      '/es/modelos/7/ana',
    ]);
  });

  it('names nothing for a path the routing does not know, or a list that cannot be', () => {
    expect(screenHref('/missing', { locale: 'pt' })).toBeNull();
    expect(screenHref('/models/paris/all/1', { locale: 'pt', category: 'paris', gender: 'all', page: '1' })).toBeNull();
  });
});
