/**
 * The visitor's units (docs/decisions/0016-units-rendered-in-both-systems.md):
 * measures are stored in centimetres and Brazilian shoe sizes; a visitor may
 * read them in feet and inches with US shoe sizes. Pure conversions and formatting only: the page
 * renders both systems and `<html data-units>` shows one (UNITS_SCRIPT), so
 * the remembered choice is applied before the first paint.
 */

import { CM_PER_INCH } from './agreed';

export const UNIT_SYSTEMS = ['cm', 'in'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNITS: UnitSystem = 'cm';

/** localStorage key of the remembered choice. */
export const UNITS_KEY = 'units';

export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'cm' || value === 'in';
}

/**
 * Run inline before the page paints: marks `<html data-units="in">` when
 * the visitor chose feet and inches, so CSS hides the centimetre values
 * (and the other way round) with no flash and no layout shift.
 */
export const UNITS_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(UNITS_KEY)})==='in')document.documentElement.dataset.units='in'}catch(e){}`;

/** A number the agency typed ("179", "84/86" already cut, "35,5"); null when it is not one. */
export function measureNumber(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const text = String(value).trim().replace(',', '.');
  if (!/^\d{1,4}(?:\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/**
 * A height in centimetres. Heights are recorded in centimetres (the option
 * lists run 30 to 200 cm), but a back office typed by hand may hold metres
 * ("1,79"): no one is under 3 cm, so a value below 3 is metres.
 */
export function heightCentimetres(value: string | number | null | undefined): number | null {
  const n = measureNumber(value);
  if (n === null) return null;
  return n < 3 ? Math.round(n * 100) : n;
}

/** Agencies print inches to the half: 33.07 → 33, 35.43 → 35.5. */
export function toHalfInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2;
}

// Making an Intl.NumberFormat costs far more than using one (a searched
// list formats a few hundred measures: a new one for each was a visible part
// of its render). One per language and precision, kept; the languages are the
// site's (docs/decisions/0016-units-rendered-in-both-systems.md).
const formats = new Map<string, Intl.NumberFormat>();

function number(locale: string, value: number, fractionDigits: number): string {
  const key = `${locale}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 16) formats.clear();
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formats.set(key, format);
  }
  return format.format(value);
}

/** 33.5 → `33½`: whole inches with a half sign, as printed on comp cards. */
function halves(inches: number): string {
  const whole = Math.floor(inches);
  return inches - whole >= 0.5 ? `${whole}½` : String(whole);
}

/** 179 → `1.79 m` (`1,79 m` in pt and es). */
export function heightMetric(cm: number, locale: string): string {
  return `${number(locale, cm / 100, 2)} m`;
}

/** 179 → `5′10½″`: feet and inches, to the half inch. */
export function heightImperial(cm: number): string {
  const inches = toHalfInches(cm);
  const feet = Math.floor(inches / 12);
  return `${feet}′${halves(inches - feet * 12)}″`;
}

/** 84 → `84 cm`; a half centimetre keeps its digit (`84.5 cm`). */
export function lengthMetric(cm: number, locale: string): string {
  return `${number(locale, cm, Number.isInteger(cm) ? 0 : 1)} cm`;
}

/** 90 → `35½″`. */
export function lengthImperial(cm: number): string {
  return `${halves(toHalfInches(cm))}″`;
}

/**
 * Brazilian shoe sizes with their European and US equivalents, one row per
 * Brazilian size, from one published grid: the Brazilian scale is the
 * continental (Paris point) scale two sizes down (SENAI-RS Centro
 * Tecnológico do Calçado, Resposta Técnica SBRT "Numeração técnica de
 * calçados", 2006, updated 2013: grade comparativa BR × EU × US), and the US
 * women's and men's columns are those of the same grid's EU sizes as shoe
 * makers' size charts print them (Brannock scale, half sizes). Sizes outside
 * the grid have no equivalent: they are shown in BR only.
 */
export const SHOE_TABLE: readonly { br: number; eu: number; usWomen: number | null; usMen: number | null }[] = [
  { br: 33, eu: 35, usWomen: 5, usMen: null },
  { br: 34, eu: 36, usWomen: 5.5, usMen: null },
  { br: 35, eu: 37, usWomen: 6.5, usMen: 5 },
  { br: 36, eu: 38, usWomen: 7, usMen: 5.5 },
  { br: 37, eu: 39, usWomen: 8, usMen: 6.5 },
  { br: 38, eu: 40, usWomen: 8.5, usMen: 7 },
  { br: 39, eu: 41, usWomen: 9.5, usMen: 8 },
  { br: 40, eu: 42, usWomen: 10, usMen: 8.5 },
  { br: 41, eu: 43, usWomen: 11, usMen: 9.5 },
  { br: 42, eu: 44, usWomen: 11.5, usMen: 10 },
  { br: 43, eu: 45, usWomen: 12.5, usMen: 11 },
  { br: 44, eu: 46, usWomen: null, usMen: 12 },
  { br: 45, eu: 47, usWomen: null, usMen: 12.5 },
  { br: 46, eu: 48, usWomen: null, usMen: 13.5 },
];

export type ShoeSizes = { br: number; eu: number | null; us: number | null };

/** A Brazilian size's row; a half size (37.5) takes the row below, as shops fit it. */
export function shoeSizes(br: number, gender: 'woman' | 'man'): ShoeSizes {
  const row = SHOE_TABLE.find((r) => r.br === Math.floor(br));
  if (!row) return { br, eu: null, us: null };
  return { br, eu: row.eu, us: gender === 'man' ? row.usMen : row.usWomen };
}

function size(locale: string, n: number): string {
  return number(locale, n, Number.isInteger(n) ? 0 : 1);
}

function shoeParts(br: number, gender: 'woman' | 'man', locale: string) {
  const s = shoeSizes(br, gender);
  return {
    br: `BR ${size(locale, s.br)}`,
    eu: s.eu === null ? null : `EU ${size(locale, s.eu)}`,
    us: s.us === null ? null : `US ${size(locale, s.us)}`,
  };
}

const joined = (parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/** `BR 37 · EU 39 · US 8` (US women's or men's by the talent's gender); BR alone off the grid. */
export function shoesMetric(br: number, gender: 'woman' | 'man', locale: string): string {
  const p = shoeParts(br, gender, locale);
  return joined([p.br, p.eu, p.us]);
}

/** The same sizes, US first, for a visitor reading US sizes. */
export function shoesImperial(br: number, gender: 'woman' | 'man', locale: string): string {
  const p = shoeParts(br, gender, locale);
  return joined([p.us, p.br, p.eu]);
}

/** 'shoesShort': one size per system, where space is short (a card): `BR 37` or `US 8`. */
export type MeasureKind = 'height' | 'length' | 'shoes' | 'shoesShort';

/** A measure in both systems, for `<Measure>`: `[metric, imperial]`; null when it is not a number. */
export function formatMeasure(
  kind: MeasureKind,
  value: string | number | null | undefined,
  locale: string,
  gender: 'woman' | 'man' = 'woman',
): { cm: string; in: string } | null {
  const n = kind === 'height' ? heightCentimetres(value) : measureNumber(value);
  if (n === null) return null;
  if (kind === 'height') return { cm: heightMetric(n, locale), in: heightImperial(n) };
  if (kind === 'shoes') return { cm: shoesMetric(n, gender, locale), in: shoesImperial(n, gender, locale) };
  if (kind === 'shoesShort') {
    const p = shoeParts(n, gender, locale);
    return { cm: p.br, in: p.us ?? p.br };
  }
  return { cm: lengthMetric(n, locale), in: lengthImperial(n) };
}
