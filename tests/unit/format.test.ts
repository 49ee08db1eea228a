import { describe, expect, it } from 'vitest';
import { fill } from '@/lib/rules/format';
import { isFavoriteTalent, parseFavorites } from '@/lib/browser/favorites';

describe('fill', () => {
  it('replaces named placeholders', () => {
    expect(fill('Adicionar {name} aos favoritos', { name: 'Ana Júlia' })).toBe('Adicionar Ana Júlia aos favoritos');
    expect(fill('{a} e {b} e {a}', { a: 1, b: 'x' })).toBe('1 e x e 1');
  });
  it('leaves unknown placeholders and does not interpret the values', () => {
    expect(fill('{name} {other}', { name: '{other}' })).toBe('{other} {other}');
  });
});

describe('favourite entries', () => {
  it('accept only the stored shape', () => {
    expect(isFavoriteTalent({ id: 3, name: 'Ana', cover: null, slug: 'ana' })).toBe(true);
    expect(isFavoriteTalent({ id: 3, name: 'Ana', cover: 'https://x/y.jpg', slug: 'ana' })).toBe(true);
    for (const bad of [null, 3, 'x', { id: '3', name: 'Ana', cover: null, slug: 'ana' }, { id: 3, name: '', cover: null, slug: 'a' }, { id: -1, name: 'A', cover: null, slug: 'a' }, { id: 3, name: 'A'.repeat(121), cover: null, slug: 'a' }, { id: 3, name: 'A', slug: 'a' }]) {
      expect(isFavoriteTalent(bad)).toBe(false);
    }
  });
  it('drop extra fields when read back', () => {
    expect(parseFavorites(JSON.stringify({ 3: { id: 3, name: 'Ana', cover: null, slug: 'ana', evil: '<script>' } }))).toEqual({
      3: { id: 3, name: 'Ana', cover: null, slug: 'ana' },
    });
  });
});
