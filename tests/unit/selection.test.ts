import { describe, expect, it } from 'vitest';
import { canonicalSelectionPath } from '@/lib/i18n/selection';
import { notFoundLocale } from '@/lib/i18n/unmatched';
import { MAX_SELECTION, parseSelectionIds, selectionSegment } from '@/lib/rules/selection';
import { feetAndInches, keyMeasures, usShoeSize } from '@/lib/rules/measure-units';

describe('the selection id list', () => {
  it('keeps plain numbers in their order, without repeats, as one canonical spelling', () => {
    expect(parseSelectionIds('238-214-140')).toEqual({ ids: [238, 214, 140], canonical: '238-214-140' });
    expect(parseSelectionIds('238-x-214-238-0214--140-')).toEqual({ ids: [238, 214, 140], canonical: '238-214-140' });
  });
  it('skips what is not an id: words, zero, signs, decimals, over nine digits', () => {
    expect(parseSelectionIds('abc-0-+5-1.5-1234567890-7')).toEqual({ ids: [7], canonical: '7' });
  });
  it('has no list without an id, nor over fifty distinct ids; fifty and repeats beyond are fine', () => {
    expect(parseSelectionIds('')).toBeNull();
    expect(parseSelectionIds('abc-0')).toBeNull();
    const fifty = Array.from({ length: MAX_SELECTION }, (_, i) => i + 1);
    expect(parseSelectionIds(selectionSegment(fifty))?.ids).toHaveLength(50);
    expect(parseSelectionIds(`${selectionSegment(fifty)}-1-2-3`)?.ids).toHaveLength(50);
    expect(parseSelectionIds(`${selectionSegment(fifty)}-51`)).toBeNull();
    expect(parseSelectionIds('1-'.repeat(600))).toBeNull();
  });
  it('redirects other spellings to the canonical path of the same language', () => {
    expect(canonicalSelectionPath('/selecao/238-214-238')).toBe('/selecao/238-214');
    expect(canonicalSelectionPath('/en/selection/x-238')).toBe('/en/selection/238');
    expect(canonicalSelectionPath('/es/seleccion/238%2D214')).toBe('/es/seleccion/238-214');
    expect(canonicalSelectionPath('/selecao/238-214')).toBeNull();
    expect(canonicalSelectionPath('/modelos/238-214')).toBeNull();
  });
  it('is the 404 page when no id is a visible talent or the list is too long', async () => {
    const visible = async (id: number) => id === 238;
    expect(await notFoundLocale('/selecao/999-238', visible)).toBeNull();
    expect(await notFoundLocale('/en/selection/999-1446', visible)).toBe('en');
    expect(await notFoundLocale('/es/seleccion/abc', visible)).toBe('es');
    const many = Array.from({ length: 51 }, (_, i) => i + 200).join('-');
    expect(await notFoundLocale(`/selecao/${many}`, visible)).toBe('pt');
  });
});

describe('key measures in both unit systems', () => {
  const woman = { gender: 'woman', height: '178', bust: '86/88', chest: null, waist: '62', hips: '91', shoes: '37' };
  it('are centimetres and Brazilian shoe sizes as recorded', () => {
    expect(keyMeasures(woman, 'cm')).toEqual([
      { key: 'height', value: '178 cm' },
      { key: 'bust', value: '86 cm' },
      { key: 'waist', value: '62 cm' },
      { key: 'hips', value: '91 cm' },
      { key: 'shoes', value: '37' },
    ]);
  });
  it('are feet and inches and US sizes for imperial; chest for men; a height in metres read as such', () => {
    expect(keyMeasures(woman, 'imperial').map((m) => m.value)).toEqual([`5' 10"`, '34"', '24"', '36"', 'US 8']);
    const man = { gender: 'man', height: '1,88', bust: null, chest: '98', waist: null, hips: '', shoes: '42' };
    expect(keyMeasures(man, 'imperial')).toEqual([
      { key: 'height', value: `6' 2"` },
      { key: 'chest', value: '39"' },
      { key: 'shoes', value: 'US 10' },
    ]);
    expect(feetAndInches(152)).toBe(`5' 0"`);
    expect(usShoeSize(20, 'man')).toBe('');
  });
});
