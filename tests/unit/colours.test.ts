import { describe, expect, it } from 'vitest';
import { EYE_COLOURS, HAIR_COLOURS, findColour, translateEyes, translateHair } from '@/lib/rules/colours';

describe('colour lists', () => {
  it('hold the contract names and English values in order', () => {
    expect(HAIR_COLOURS.map((c) => c.pt)).toEqual([
      'Preto',
      'Castanho Escuro',
      'Castanho',
      'Castanho Claro',
      'Loiro Escuro',
      'Loiro',
      'Loiro Claro',
      'Ruivo',
      'Grisalho',
      'Branco',
      'Colorido',
      'Careca',
    ]);
    expect(HAIR_COLOURS.map((c) => c.value)).toEqual([
      'black',
      'dark brown',
      'brown',
      'light brown',
      'dark blonde',
      'blonde',
      'light blonde',
      'red',
      'grey',
      'white',
      'dyed',
      'bald',
    ]);
    expect(EYE_COLOURS.map((c) => c.pt)).toEqual([
      'Preto',
      'Castanho Escuro',
      'Castanho',
      'Castanho Claro',
      'Mel',
      'Verde',
      'Azul',
      'Cinza',
      'Heterocromia',
    ]);
    expect(EYE_COLOURS.map((c) => c.value)).toEqual([
      'black',
      'dark brown',
      'brown',
      'light brown',
      'hazel',
      'green',
      'blue',
      'grey',
      'heterochromia',
    ]);
  });

  it('have a translation in every language for every colour', () => {
    for (const c of [...HAIR_COLOURS, ...EYE_COLOURS]) {
      expect(c.en.toLowerCase()).toBe(c.value);
      expect(c.es).not.toBe('');
    }
  });
});

describe('translateHair', () => {
  it('translates to pt, en and es', () => {
    expect(translateHair('Castanho Escuro', 'pt')).toBe('Castanho Escuro');
    expect(translateHair('Castanho Escuro', 'en')).toBe('Dark brown');
    expect(translateHair('Castanho Escuro', 'es')).toBe('Castaño oscuro');
    expect(translateHair('Ruivo', 'es')).toBe('Pelirrojo');
    expect(translateHair('Grisalho', 'es')).toBe('Canoso');
    expect(translateHair('Colorido', 'en')).toBe('Dyed');
    expect(translateHair('Colorido', 'es')).toBe('Teñido');
    expect(translateHair('Careca', 'es')).toBe('Calvo');
    expect(translateHair('Loiro Claro', 'es')).toBe('Rubio claro');
  });

  it('ignores case and surrounding spaces, and accepts the English value', () => {
    expect(translateHair(' loiro ', 'en')).toBe('Blonde');
    expect(translateHair('dark blonde', 'pt')).toBe('Loiro Escuro');
  });

  it('returns an unknown name as it is', () => {
    expect(translateHair('Azul Elétrico', 'en')).toBe('Azul Elétrico');
    expect(translateHair('', 'es')).toBe('');
  });
});

describe('translateEyes', () => {
  it('translates to pt, en and es', () => {
    expect(translateEyes('Mel', 'en')).toBe('Hazel');
    expect(translateEyes('Mel', 'es')).toBe('Miel');
    expect(translateEyes('Cinza', 'en')).toBe('Grey');
    expect(translateEyes('Cinza', 'es')).toBe('Gris');
    expect(translateEyes('Heterocromia', 'es')).toBe('Heterocromía');
    expect(translateEyes('Preto', 'es')).toBe('Negro');
    expect(translateEyes('Verde', 'pt')).toBe('Verde');
  });

  it('keeps hair-only names unknown for eyes', () => {
    expect(findColour(EYE_COLOURS, 'Ruivo')).toBeNull();
    expect(translateEyes('Ruivo', 'en')).toBe('Ruivo');
  });
});
