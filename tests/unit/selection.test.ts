import { describe, expect, it } from 'vitest';
import { canonicalSelectionPath } from '@/lib/proxy/selection';
import { notFoundLocale } from '@/lib/proxy/unmatched';
import { MAX_SELECTION, parseSelectionIds, selectionSegment } from '@/lib/rules/selection';
import { cardMeasures, measuresOfTalent } from '@/lib/rules/key-measures';

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

describe('key measures as the selection page and the comp card print them (lib/rules/key-measures)', () => {
  const woman = measuresOfTalent({ height: '178', bust: '86/88', chest: null, waist: '62', hips: '91', shoes: '37' });
  it('gives each row in both systems: metres and centimetres with the language decimal sign, inches to the half, BR or US shoes', () => {
    expect(cardMeasures(woman, 'woman', 'pt')).toEqual([
      { key: 'height', cm: '1,78 m', in: '5′10″' },
      { key: 'bust', cm: '86 cm', in: '34″' },
      { key: 'waist', cm: '62 cm', in: '24½″' },
      { key: 'hips', cm: '91 cm', in: '36″' },
      // US women's from SHOE_TABLE (BR 37 → US 8).
      { key: 'shoes', cm: 'BR 37', in: 'US 8' },
    ]);
    expect(cardMeasures(woman, 'woman', 'en')[0]).toEqual({ key: 'height', cm: '1.78 m', in: '5′10″' });
  });
  it('reads chest for men (bust when only that is filled), US men’s sizes, skips empty fields; BR alone off the grid', () => {
    const man = measuresOfTalent({ height: '188', bust: null, chest: '98', waist: null, hips: '', shoes: '42' });
    expect(cardMeasures(man, 'man', 'en')).toEqual([
      { key: 'height', cm: '1.88 m', in: '6′2″' },
      { key: 'chest', cm: '98 cm', in: '38½″' },
      { key: 'shoes', cm: 'BR 42', in: 'US 10' },
    ]);
    const onlyBust = measuresOfTalent({ bust: '96', shoes: '20' });
    expect(cardMeasures(onlyBust, 'man', 'en')).toEqual([
      { key: 'chest', cm: '96 cm', in: '38″' },
      { key: 'shoes', cm: 'BR 20', in: 'BR 20' },
    ]);
    expect(cardMeasures(undefined, 'woman', 'pt')).toEqual([]);
  });
});
