import { describe, expect, it } from 'vitest';
import { cutAtSlash, measuresOf } from '@/lib/rules/measures';

describe('cutAtSlash', () => {
  it('keeps what stands before the first slash, trimmed', () => {
    expect(cutAtSlash('90/92')).toBe('90');
    expect(cutAtSlash(' 38 / 39 ')).toBe('38');
    expect(cutAtSlash('1/2/3')).toBe('1');
    expect(cutAtSlash('176')).toBe('176');
    expect(cutAtSlash(' 1,76 ')).toBe('1,76');
    expect(cutAtSlash(34)).toBe('34');
  });

  it('gives an empty string for nothing', () => {
    expect(cutAtSlash(null)).toBe('');
    expect(cutAtSlash(undefined)).toBe('');
    expect(cutAtSlash('')).toBe('');
    expect(cutAtSlash('/90')).toBe('');
  });
});

describe('measuresOf', () => {
  const on = new Date(2025, 0, 1);
  const woman = {
    gender: 'woman',
    birthdate: '2000-06-15',
    height: '178',
    bust: '84/86',
    chest: null,
    waist: '60',
    hips: '90/92',
    shoes: '38/39',
    jeans: '36',
    eyes: 'Verde',
    hair: 'Castanho Escuro',
  };

  it('lists the rows in order with values cut at the slash', () => {
    expect(measuresOf(woman, on)).toEqual([
      { key: 'age', value: '24' },
      { key: 'height', value: '178' },
      { key: 'bust', value: '84' },
      { key: 'waist', value: '60' },
      { key: 'hips', value: '90' },
      { key: 'shoes', value: '38' },
      { key: 'jeans', value: '36' },
      { key: 'eyes', value: 'Verde' },
      { key: 'hair', value: 'Castanho Escuro' },
    ]);
  });

  it('shows chest instead of bust for men', () => {
    const rows = measuresOf({ ...woman, gender: 'man', bust: '80', chest: '98/100' }, on);
    expect(rows.map((r) => r.key)).toContain('chest');
    expect(rows.map((r) => r.key)).not.toContain('bust');
    expect(rows.find((r) => r.key === 'chest')?.value).toBe('98');
  });

  it('falls back to the other torso field when only one is filled', () => {
    expect(measuresOf({ gender: 'man', bust: '96' }, on)).toEqual([{ key: 'chest', value: '96' }]);
    expect(measuresOf({ gender: 'woman', chest: '86' }, on)).toEqual([{ key: 'bust', value: '86' }]);
  });

  it('skips empty rows, including age without a birthdate', () => {
    expect(measuresOf({ gender: 'woman', height: '170', waist: '', hips: null, eyes: '  ' }, on)).toEqual([
      { key: 'height', value: '170' },
    ]);
    expect(measuresOf({ gender: 'man' }, on)).toEqual([]);
  });

  it('accepts numbers as values', () => {
    expect(measuresOf({ gender: 'woman', height: 175 }, on)).toEqual([{ key: 'height', value: '175' }]);
  });
});
