import { describe, expect, it } from 'vitest';
import { legacyTarget } from '@/lib/proxy/legacy';
import { getPathname } from '@/lib/i18n/navigation';
import { notFoundLocale, notFoundPagePath } from '@/lib/proxy/unmatched';

const redirect = (path: string) => {
  const target = legacyTarget(path);
  return target && getPathname({ locale: target.locale, href: target.href });
};

describe('wrong-language words redirect to the same screen in the path language', () => {
  it.each([
    ['/en/modelos', '/en/models'],
    ['/en/favoritos', '/en/favorites'],
    ['/es/favorites', '/es/favoritos'],
    ['/es/contact', '/es/contacto'],
    ['/en/contato', '/en/contact'],
    ['/sobre-nosotros', '/sobre'],
    ['/en/seja-modelo', '/en/be-a-model'],
    ['/contact', '/contato'],
    ['/en/modelos/mainboard', '/en/models/mainboard'],
    ['/en/modelos/12/ana', '/en/models/12/ana'],
    ['/es/models/new_faces/12/ana', '/es/modelos/new_faces/12/ana'],
  ])('%s → %s', (from, to) => {
    expect(redirect(from)).toBe(to);
  });

  it("leaves a path in its own language's words alone (pt and es share modelos)", () => {
    for (const path of ['/modelos', '/es/modelos', '/en/models', '/en/privacy', '/favoritos', '/es/sobre-nosotros', '/', '/en']) {
      expect(legacyTarget(path), path).toBeNull();
    }
  });

  it('leaves words of no language alone', () => {
    expect(legacyTarget('/en/nothing-here')).toBeNull();
    expect(legacyTarget('/fr/modelos')).toBeNull();
  });
});

describe('the 404 page a path gets before anything renders', () => {
  const known = new Set([12, 40]);
  const asked: number[] = [];
  const isVisible = async (id: number) => {
    asked.push(id);
    return known.has(id);
  };

  it('is null for every screen, category and visible talent', async () => {
    for (const path of [
      '/',
      '/en',
      '/modelos',
      '/es/modelos/mainboard',
      '/en/models/new_faces',
      '/modelos/12/ana',
      '/modelos/12',
      '/en/models/mainboard/40/bia',
      '/es/ser-modelo',
      '/en/opengraph-image',
      '/es/icon.png',
    ]) {
      expect(await notFoundLocale(path, isVisible), path).toBeNull();
    }
  });

  it('names the language of the path for unknown words, categories and talents', async () => {
    expect(await notFoundLocale('/en/nothing', isVisible)).toBe('en');
    expect(await notFoundLocale('/es/modelos/paris', isVisible)).toBe('es');
    expect(await notFoundLocale('/modelos/99999/nobody', isVisible)).toBe('pt');
    expect(await notFoundLocale('/modelos/99999', isVisible)).toBe('pt');
    expect(await notFoundLocale('/en/models/mainboard/99999/x', isVisible)).toBe('en');
    expect(await notFoundLocale('/en/models/paris/12/ana', isVisible)).toBe('en');
    expect(await notFoundLocale('/en/models/1e3/ana', isVisible)).toBe('en');
    // The internal folders are no address of their own.
    expect(await notFoundLocale('/en/talent/12/ana', isVisible)).toBe('en');
    expect(await notFoundLocale('/en/models/all/all/1', isVisible)).toBe('en');
    expect(await notFoundLocale('/en/missing', isVisible)).toBe('en');
  });

  it('answers paths of no language (dotted probes, unknown prefixes) in Portuguese', async () => {
    for (const path of ['/xx', '/fr/modelos', '/x.php/modelos', '/wp-admin/setup.php', '/.git/config']) {
      expect(await notFoundLocale(path, isVisible), path).toBe('pt');
    }
  });

  it('asks about a talent only for an id that could be one', async () => {
    asked.length = 0;
    await notFoundLocale('/en/models/paris/12/ana', isVisible);
    await notFoundLocale('/modelos/abc/ana', isVisible);
    expect(asked).toEqual([]);
  });

  it('points at the static 404 page of that language', () => {
    expect(notFoundPagePath('es')).toBe('/es/missing');
  });
});
