// @vitest-environment jsdom
// (optionsMarkup is read back by a real HTML parser.)
import { describe, expect, it } from 'vitest';
import {
  bustOptions,
  chestOptions,
  feetInchesLabel,
  heightOptions,
  inchesLabel,
  isOptionValue,
  optionsMarkup,
  poundsLabel,
  scoutingMeasureOptions,
  weightOptions,
  type ScoutingMeasure,
} from '@/lib/rules/options';
import { SCOUTING_MEASURE_RANGES } from '@/lib/rules/agreed';

describe('option labels (docs/product.md §3: centimetres with inches, feet and inches, kilos with pounds)', () => {
  it('labels height in feet and inches', () => {
    expect(feetInchesLabel(170)).toBe(`170 cm (5'7")`);
    expect(feetInchesLabel(30)).toBe(`30 cm (1'0")`);
    expect(feetInchesLabel(183)).toBe(`183 cm (6'0")`);
    expect(heightOptions().find((o) => o.value === '170')?.label).toBe(`170 cm (5'7")`);
  });

  it('labels circumferences in inches with one decimal', () => {
    expect(inchesLabel(90)).toBe('90 cm (35.4")');
    expect(inchesLabel(10)).toBe('10 cm (3.9")');
    expect(bustOptions().find((o) => o.value === '90')?.label).toBe('90 cm (35.4")');
    expect(chestOptions()[0]?.label).toBe('10 cm (3.9")');
  });

  it('labels weight in pounds', () => {
    expect(poundsLabel(60)).toBe('60 kg (132 lb)');
    expect(weightOptions()[0]?.label).toBe('3 kg (7 lb)');
  });

  it('validates values against a list', () => {
    expect(isOptionValue('jeans', '34.5')).toBe(true);
    expect(isOptionValue('jeans', '34.25')).toBe(false);
    expect(isOptionValue('height', '201')).toBe(false);
  });
});

describe('optionsMarkup', () => {
  it('puts the empty choice first, then every option in order', () => {
    const select = document.createElement('select');
    select.innerHTML = optionsMarkup(heightOptions().slice(0, 2), 'Escolha');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Escolha'],
      [heightOptions()[0]!.value, heightOptions()[0]!.label],
      [heightOptions()[1]!.value, heightOptions()[1]!.label],
    ]);
  });

  it('keeps quotes and markup from the back office as text', () => {
    const label = `<img src=x onerror=alert(1)> Côte d'Ivoire & 5'7"`;
    const select = document.createElement('select');
    select.innerHTML = optionsMarkup([{ value: '1" onmouseover="x', label }], '—');
    expect(select.querySelector('img')).toBeNull();
    expect(select.options).toHaveLength(2);
    expect(select.options[1]!.value).toBe('1" onmouseover="x');
    expect(select.options[1]!.getAttribute('onmouseover')).toBeNull();
    expect(select.options[1]!.text).toBe(label);
  });
});

describe('the scouting form’s measures (lib/rules/agreed.ts SCOUTING_MEASURE_RANGES)', () => {
  const fields = Object.keys(SCOUTING_MEASURE_RANGES) as ScoutingMeasure[];

  it('height runs the whole list (a child of any age may apply), tallest first; the others where applicants are', () => {
    const ends = Object.fromEntries(
      fields.map((field) => {
        const options = scoutingMeasureOptions(field, 'pt');
        return [field, [options[0]?.value, options.at(-1)?.value, options.length]];
      }),
    );
    expect(ends).toEqual({
      height: ['200', '30', 171],
      bust: ['70', '130', 61],
      waist: ['50', '120', 71],
      hips: ['70', '140', 71],
      jeans: ['34', '60', 53],
    });
  });

  it('height offers every centimetre of docs/product.md §3, 30 to 200, each once', () => {
    const heights = scoutingMeasureOptions('height', 'pt').map((o) => Number(o.value));
    expect([...heights].sort((a, b) => a - b)).toEqual(heightOptions().map((o) => Number(o.value)));
    expect(SCOUTING_MEASURE_RANGES.height).toEqual({ from: 30, to: 200, step: 1 });
    // An adult's height is near the top of the list, not 140 options down.
    expect(heights.indexOf(170)).toBe(30);
  });

  it('offer only values the option lists (and so the schema) accept', () => {
    for (const field of fields) {
      for (const { value } of scoutingMeasureOptions(field, 'en'))
        expect(isOptionValue(field, value), `${field} ${value}`).toBe(true);
    }
  });

  it('write numbers as the visitor’s language does, as the site writes measures elsewhere', () => {
    const label = (field: ScoutingMeasure, locale: string, value: string) =>
      scoutingMeasureOptions(field, locale).find((o) => o.value === value)?.label;
    expect(label('height', 'pt', '179')).toBe('1,79 m (5′10½″)');
    expect(label('height', 'es', '179')).toBe('1,79 m (5′10½″)');
    expect(label('height', 'en', '179')).toBe('1.79 m (5′10½″)');
    expect(label('height', 'pt', '85')).toBe('0,85 m (2′9½″)');
    expect(label('waist', 'pt', '65')).toBe('65 cm (25½″)');
    expect(label('jeans', 'pt', '36.5')).toBe('36,5');
    expect(label('jeans', 'en', '36.5')).toBe('36.5');
    for (const field of fields) {
      for (const { label: text } of scoutingMeasureOptions(field, 'pt')) expect(text, field).not.toMatch(/\d\.\d/);
    }
  });
});
