/**
 * Option lists of the forms (docs/product.md §3). `value` is the plain number
 * sent to the API ("170", "34.5"); `label` adds the imperial equivalent
 * where that section asks for one.
 */
import { escapeUTF8 } from 'entities/escape';
import { CM_PER_INCH, SCOUTING_MEASURE_RANGES } from './agreed';
import { heightImperial, heightMetric, lengthImperial, lengthMetric } from './units';

export interface Option {
  value: string;
  label: string;
}

const LB_PER_KG = 2.20462;

/** from..to inclusive; `halves` counts steps of 0.5 in integers so no float drift. */
function range(from: number, to: number, halves = false): number[] {
  const step = halves ? 1 : 2;
  const values: number[] = [];
  for (let twice = from * 2; twice <= to * 2; twice += step) values.push(twice / 2);
  return values;
}

function plain(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** 170 → `170 cm (5'7")` */
export function feetInchesLabel(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${plain(cm)} cm (${Math.floor(inches / 12)}'${inches % 12}")`;
}

/** 90 → `90 cm (35.4")` */
export function inchesLabel(cm: number): string {
  return `${plain(cm)} cm (${(cm / CM_PER_INCH).toFixed(1)}")`;
}

/** 60 → `60 kg (132 lb)` */
export function poundsLabel(kg: number): string {
  return `${plain(kg)} kg (${Math.round(kg * LB_PER_KG)} lb)`;
}

function list(values: number[], label: (n: number) => string): readonly Option[] {
  return Object.freeze(values.map((n) => Object.freeze({ value: plain(n), label: label(n) })));
}

export const OPTION_LISTS = {
  height: list(range(30, 200), feetInchesLabel),
  bust: list(range(65, 200), inchesLabel),
  waist: list(range(20, 200), inchesLabel),
  hips: list(range(20, 200), inchesLabel),
  chest: list(range(10, 200), inchesLabel),
  weight: list(range(3, 200), poundsLabel),
  jeans: list(range(34, 60, true), plain),
  shirt: list(range(1, 60, true), plain),
  suit: list(range(1, 60, true), plain),
  shoes: list(range(1, 60, true), plain),
} as const satisfies Record<string, readonly Option[]>;

export type OptionListKey = keyof typeof OPTION_LISTS;

export type ScoutingMeasure = keyof typeof SCOUTING_MEASURE_RANGES;

/**
 * A scouting measure's options (the range lib/rules/agreed.ts gives, inside
 * the option list) in the visitor's language, written as the
 * site writes measures elsewhere (lib/rules/units.ts): `1,79 m (5′10½″)`,
 * `84 cm (33″)`, jeans as the size alone (`36,5`). The values stay the option lists'.
 */
export function scoutingMeasureOptions(field: ScoutingMeasure, locale: string): readonly Option[] {
  const { from, to, step } = SCOUTING_MEASURE_RANGES[field];
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const label = (n: number) =>
    field === 'height'
      ? `${heightMetric(n, locale)} (${heightImperial(n)})`
      : field === 'jeans'
        ? size.format(n)
        : `${lengthMetric(n, locale)} (${lengthImperial(n)})`;
  const options: Option[] = [];
  for (let n = from; n <= to; n += step) options.push({ value: plain(n), label: label(n) });
  // Heights tallest first. The list runs down to a small child's 30 cm, but most who apply are
  // teenagers and adults: from the top, 1,70 m is as few steps away as when the list began at
  // 1,40 m. The empty choice ("—") stays first and chosen until the visitor picks (optionsMarkup).
  return field === 'height' ? options.reverse() : options;
}

export const heightOptions = (): readonly Option[] => OPTION_LISTS.height;
export const bustOptions = (): readonly Option[] => OPTION_LISTS.bust;
export const chestOptions = (): readonly Option[] => OPTION_LISTS.chest;
export const weightOptions = (): readonly Option[] => OPTION_LISTS.weight;

/** For server-side validation: is `value` one of the list's values? */
export function isOptionValue(key: OptionListKey, value: string): boolean {
  return OPTION_LISTS[key].some((o) => o.value === value);
}

/**
 * A select's options as markup, the empty choice first. The scouting form's
 * measures hold hundreds of options, most of that page's elements: as markup,
 * React does not hydrate them one by one (SelectField,
 * docs/decisions/0034-select-options-as-markup.md). Values and labels may come
 * from the back office, so both are escaped.
 */
export function optionsMarkup(options: readonly Option[], placeholder: string): string {
  const option = (value: string, label: string) => `<option value="${escapeUTF8(value)}">${escapeUTF8(label)}</option>`;
  return option('', placeholder) + options.map((o) => option(o.value, o.label)).join('');
}
