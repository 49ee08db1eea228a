import { describe, expect, it } from 'vitest';
import { isFavoriteTalent, parseFavorites } from '@/lib/browser/favorites';

// Placeholders are filled by next-intl in the browser: tests/unit/client-messages.test.tsx.
describe('favourite entries', () => {
  it('accept only the stored shape', () => {
    expect(isFavoriteTalent({ id: 3, name: 'Ana', cover: null, slug: 'ana' })).toBe(true);
    expect(isFavoriteTalent({ id: 3, name: 'Ana', cover: 'https://x/y.jpg', slug: 'ana' })).toBe(true);
    for (const bad of [
      null,
      3,
      'x',
      { id: '3', name: 'Ana', cover: null, slug: 'ana' },
      { id: 3, name: '', cover: null, slug: 'a' },
      { id: -1, name: 'A', cover: null, slug: 'a' },
      { id: 3, name: 'A'.repeat(121), cover: null, slug: 'a' },
      { id: 3, name: 'A', slug: 'a' },
    ]) {
      expect(isFavoriteTalent(bad)).toBe(false);
    }
  });
  it('drop extra fields when read back', () => {
    expect(parseFavorites(JSON.stringify({ 3: { id: 3, name: 'Ana', cover: null, slug: 'ana', evil: '<script>' } }))).toEqual({
      3: { id: 3, name: 'Ana', cover: null, slug: 'ana' },
    });
  });
});
