// @vitest-environment jsdom
// (optionsMarkup is read back by a real HTML parser.)
import { describe, expect, it } from 'vitest';
import {
  OPTION_LISTS,
  bustOptions,
  chestOptions,
  feetInchesLabel,
  heightOptions,
  hipsOptions,
  inchesLabel,
  isOptionValue,
  jeansOptions,
  optionsMarkup,
  poundsLabel,
  shirtOptions,
  shoesOptions,
  suitOptions,
  waistOptions,
  weightOptions,
  type Option,
} from '@/lib/rules/options';

const first = (list: readonly Option[]) => list[0]?.value;
const last = (list: readonly Option[]) => list[list.length - 1]?.value;

describe('option lists of spec §3', () => {
  it.each([
    ['height', heightOptions(), '30', '200', 171],
    ['bust', bustOptions(), '65', '200', 136],
    ['waist', waistOptions(), '20', '200', 181],
    ['hips', hipsOptions(), '20', '200', 181],
    ['chest', chestOptions(), '10', '200', 191],
    ['weight', weightOptions(), '3', '200', 198],
    ['jeans', jeansOptions(), '34', '60', 53],
    ['shirt', shirtOptions(), '1', '60', 119],
    ['suit', suitOptions(), '1', '60', 119],
    ['shoes', shoesOptions(), '1', '60', 119],
  ] as const)('%s goes from %s to %s', (_name, list, from, to, count) => {
    expect(first(list)).toBe(from);
    expect(last(list)).toBe(to);
    expect(list).toHaveLength(count);
    expect(new Set(list.map((o) => o.value)).size).toBe(count);
  });

  it('steps centimetres and kilos by 1', () => {
    expect(heightOptions().slice(0, 3).map((o) => o.value)).toEqual(['30', '31', '32']);
    expect(weightOptions().slice(0, 2).map((o) => o.value)).toEqual(['3', '4']);
  });

  it('steps sizes by a half', () => {
    expect(jeansOptions().slice(0, 4).map((o) => o.value)).toEqual(['34', '34.5', '35', '35.5']);
    expect(shoesOptions().slice(0, 3).map((o) => o.value)).toEqual(['1', '1.5', '2']);
    expect(last(shirtOptions().slice(0, -1))).toBe('59.5');
    expect(jeansOptions().find((o) => o.value === '34.5')?.label).toBe('34.5');
  });

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
    expect(Object.keys(OPTION_LISTS)).toHaveLength(10);
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
