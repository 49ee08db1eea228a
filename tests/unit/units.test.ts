import { describe, expect, it } from 'vitest';
import { OPTION_LISTS } from '@/lib/rules/options';
import {
  heightCentimetres,
  formatMeasure,
  heightImperial,
  heightMetric,
  lengthImperial,
  lengthMetric,
  measureNumber,
  SHOE_TABLE,
  shoeSizes,
  shoesImperial,
  shoesMetric,
  toHalfInches,
} from '@/lib/rules/units';

const first = (key: keyof typeof OPTION_LISTS) => Number(OPTION_LISTS[key][0]?.value);
const last = (key: keyof typeof OPTION_LISTS) => Number(OPTION_LISTS[key].at(-1)?.value);

describe('rounding to the half inch', () => {
  it('rounds to the nearest half, halves up', () => {
    expect(toHalfInches(84)).toBe(33); // 33.07
    expect(toHalfInches(90)).toBe(35.5); // 35.43
    expect(toHalfInches(61)).toBe(24); // 24.02
    expect(toHalfInches(62)).toBe(24.5); // 24.41
    expect(toHalfInches(2.54 * 10.25)).toBe(10.5); // exactly a quarter: up
    expect(toHalfInches(2.54 * 10.2)).toBe(10);
  });
});

describe('heights', () => {
  it('prints metres with the language decimal sign', () => {
    expect(heightMetric(179, 'en')).toBe('1.79 m');
    expect(heightMetric(179, 'pt')).toBe('1,79 m');
    expect(heightMetric(180, 'es')).toBe('1,80 m');
  });

  it('prints feet and inches to the half inch', () => {
    expect(heightImperial(179)).toBe('5′10½″'); // 70.47 in
    expect(heightImperial(180)).toBe('5′11″'); // 70.87 in
    expect(heightImperial(183)).toBe('6′0″'); // 72.05 in
    expect(heightImperial(170)).toBe('5′7″'); // 66.93 in
  });

  it('covers the option list edges (30 and 200 cm)', () => {
    expect(first('height')).toBe(30);
    expect(last('height')).toBe(200);
    expect(heightMetric(30, 'en')).toBe('0.30 m');
    expect(heightImperial(30)).toBe('1′0″'); // 11.81 in rounds to 12 in
    expect(heightMetric(200, 'pt')).toBe('2,00 m');
    expect(heightImperial(200)).toBe('6′6½″'); // 78.74 in
  });
});

describe('lengths (bust, chest, waist, hips)', () => {
  it('keeps the unit on both sides', () => {
    expect(lengthMetric(84, 'pt')).toBe('84 cm');
    expect(lengthMetric(84.5, 'pt')).toBe('84,5 cm');
    expect(lengthImperial(84)).toBe('33″');
    expect(lengthImperial(90)).toBe('35½″');
  });

  it('covers the option list edges', () => {
    expect([first('bust'), last('bust')]).toEqual([65, 200]);
    expect(lengthImperial(65)).toBe('25½″'); // 25.59
    expect([first('waist'), first('hips')]).toEqual([20, 20]);
    expect(lengthImperial(20)).toBe('8″'); // 7.87
    expect(first('chest')).toBe(10);
    expect(lengthImperial(10)).toBe('4″'); // 3.94
    expect(lengthImperial(200)).toBe('78½″'); // 78.74
    expect(lengthMetric(200, 'en')).toBe('200 cm');
  });
});

describe('shoes', () => {
  it('reads every row of the table for both genders', () => {
    for (const row of SHOE_TABLE) {
      expect(row.eu).toBe(row.br + 2);
      expect(shoeSizes(row.br, 'woman')).toEqual({ br: row.br, eu: row.eu, us: row.usWomen });
      expect(shoeSizes(row.br, 'man')).toEqual({ br: row.br, eu: row.eu, us: row.usMen });
    }
  });

  it('prints BR with EU and US beside it, US first for ft/in readers', () => {
    expect(shoesMetric(37, 'woman', 'en')).toBe('BR 37 · EU 39 · US 8');
    expect(shoesMetric(42, 'man', 'en')).toBe('BR 42 · EU 44 · US 10');
    expect(shoesImperial(37, 'woman', 'en')).toBe('US 8 · BR 37 · EU 39');
    expect(shoesImperial(40, 'man', 'pt')).toBe('US 8,5 · BR 40 · EU 42');
  });

  it('gives a half size the row below, and no US size where the grid has none', () => {
    expect(shoeSizes(37.5, 'woman')).toEqual({ br: 37.5, eu: 39, us: 8 });
    expect(shoesMetric(34, 'man', 'en')).toBe('BR 34 · EU 36');
    expect(shoesImperial(34, 'man', 'en')).toBe('BR 34 · EU 36');
  });

  it('shows the option list edges (1 and 60) in BR only', () => {
    expect([first('shoes'), last('shoes')]).toEqual([1, 60]);
    expect(shoesMetric(1, 'woman', 'en')).toBe('BR 1');
    expect(shoesImperial(60, 'man', 'en')).toBe('BR 60');
    expect(formatMeasure('shoesShort', '60', 'en', 'man')).toEqual({ cm: 'BR 60', in: 'BR 60' });
  });
});

describe('measures as the agency typed them', () => {
  it('reads numbers, with a comma or a dot', () => {
    expect(measureNumber('179')).toBe(179);
    expect(measureNumber(' 35,5 ')).toBe(35.5);
    expect(measureNumber(84)).toBe(84);
  });

  it('refuses what is not a measure', () => {
    for (const bad of ['', 'alta', '0', '-3', '1e3', '84/86', null, undefined]) expect(measureNumber(bad)).toBeNull();
  });

  it('formats both systems at once', () => {
    expect(formatMeasure('height', '179', 'pt')).toEqual({ cm: '1,79 m', in: '5′10½″' });
    expect(formatMeasure('length', '90', 'en')).toEqual({ cm: '90 cm', in: '35½″' });
    expect(formatMeasure('shoes', '37', 'en', 'woman')).toEqual({ cm: 'BR 37 · EU 39 · US 8', in: 'US 8 · BR 37 · EU 39' });
    expect(formatMeasure('shoesShort', '42', 'en', 'man')).toEqual({ cm: 'BR 42', in: 'US 10' });
    expect(formatMeasure('height', 'n/a', 'en')).toBeNull();
  });

  it('reads a height typed in metres as the same height', () => {
    expect(heightCentimetres('1,79')).toBe(179);
    expect(heightCentimetres('1.8')).toBe(180);
    expect(heightCentimetres('179')).toBe(179);
    expect(formatMeasure('height', '1,79', 'en')).toEqual(formatMeasure('height', '179', 'en'));
  });
});
