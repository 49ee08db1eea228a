import { describe, expect, it } from 'vitest';
import { legacyTarget, withoutDefaultPrefix } from '@/lib/proxy/legacy';
import { listRewritePath } from '@/lib/proxy/list-rewrite';
import { parseListSegments } from '@/lib/i18n/list-segments';

describe('the /pt prefix', () => {
  it('is removed from the default locale', () => {
    expect(withoutDefaultPrefix('/pt')).toBe('/');
    expect(withoutDefaultPrefix('/pt/modelos/sao_paulo')).toBe('/modelos/sao_paulo');
  });
  it('leaves other paths alone', () => {
    expect(withoutDefaultPrefix('/en/models')).toBeNull();
    expect(withoutDefaultPrefix('/ptx')).toBeNull();
    expect(withoutDefaultPrefix('/portfolio')).toBeNull();
  });
});

describe('legacy words (docs/decisions/0020-route-words-and-legacy-redirects.md)', () => {
  it('sends women and men to the models list with that gender', () => {
    expect(legacyTarget('/en/women')).toEqual({ locale: 'en', href: { pathname: '/models', query: { gender: 'woman' } } });
    expect(legacyTarget('/es/men')).toEqual({ locale: 'es', href: { pathname: '/models', query: { gender: 'man' } } });
  });
  it('sends become-a-model, future-face and privacy to the new screens', () => {
    expect(legacyTarget('/es/become-a-model')).toEqual({ locale: 'es', href: '/be-a-model' });
    expect(legacyTarget('/en/future-face')).toEqual({
      locale: 'en',
      href: { pathname: '/models/[category]', params: { category: 'new_faces' } },
    });
    expect(legacyTarget('/es/privacy')).toEqual({ locale: 'es', href: '/privacy' });
  });
  it('treats an unprefixed legacy word as Portuguese', () => {
    expect(legacyTarget('/women')).toEqual({ locale: 'pt', href: { pathname: '/models', query: { gender: 'woman' } } });
  });
  it('does not touch /en/privacy, which is the privacy page itself, or other paths', () => {
    expect(legacyTarget('/en/privacy')).toBeNull();
    expect(legacyTarget('/en/models')).toBeNull();
    expect(legacyTarget('/en/women/extra')).toBeNull();
  });
});

describe('the models list as internal path', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('turns the browser path and its query filters into segments, in every language', () => {
    expect(listRewritePath('/modelos', q(''))).toBe('/pt/models/all/all/1');
    expect(listRewritePath('/en/models/mainboard', q('gender=man&page=3'))).toBe('/en/models/mainboard/man/3');
    expect(listRewritePath('/es/modelos/new_faces', q('gender=woman'))).toBe('/es/models/new_faces/woman/1');
  });
  it('ignores unknown gender values and bad page numbers', () => {
    expect(listRewritePath('/es/modelos', q('gender=x&page=-2'))).toBe('/es/models/all/all/1');
    expect(listRewritePath('/es/modelos', q('page=2.5'))).toBe('/es/models/all/all/1');
  });
  it("leaves every other path alone: profiles, other screens, another language's words", () => {
    expect(listRewritePath('/modelos/12/ana', q(''))).toBeNull();
    expect(listRewritePath('/favoritos', q('gender=man'))).toBeNull();
    expect(listRewritePath('/models', q(''))).toBeNull();
    expect(listRewritePath('/en/modelos', q(''))).toBeNull();
  });
  it('reads the segments back, refusing unknown categories', () => {
    expect(parseListSegments('all', 'all', '1')).toEqual({ category: null, gender: null, page: 1 });
    expect(parseListSegments('new_faces', 'woman', '2')).toEqual({ category: 'new_faces', gender: 'woman', page: 2 });
    expect(parseListSegments('paris', 'all', '1')).toBeNull();
    expect(parseListSegments('all', 'other', '1')).toBeNull();
    expect(parseListSegments('all', 'all', '0')).toBeNull();
  });
});

import { matchLocalizedPath } from '@/lib/proxy/match-path';

describe('matching a browser path to its screen', () => {
  it('finds the locale, the screen and its params', () => {
    expect(matchLocalizedPath('/es/modelos/mainboard')).toEqual({
      locale: 'es',
      pathname: '/models/[category]',
      params: { category: 'mainboard' },
    });
    expect(matchLocalizedPath('/modelos/12/ana-julia')).toEqual({
      locale: 'pt',
      pathname: '/talent/[id]/[name]',
      params: { id: '12', name: 'ana-julia' },
    });
    expect(matchLocalizedPath('/en/models/new_faces/12/ana')).toEqual({
      locale: 'en',
      pathname: '/category-talent/[category]/[id]/[name]',
      params: { category: 'new_faces', id: '12', name: 'ana' },
    });
    expect(matchLocalizedPath('/')).toEqual({ locale: 'pt', pathname: '/', params: {} });
    expect(matchLocalizedPath('/en')).toEqual({ locale: 'en', pathname: '/', params: {} });
    expect(matchLocalizedPath('/es/sobre-nosotros')).toEqual({ locale: 'es', pathname: '/about', params: {} });
  });
  it('knows no screen for unknown paths', () => {
    expect(matchLocalizedPath('/en/sobre-nosotros')).toBeNull();
    expect(matchLocalizedPath('/nothing')).toBeNull();
  });
});
