/**
 * Measures as a booker reads them, in the visitor's units: centimetres and
 * Brazilian shoe sizes as the agency records them, or feet and inches and US
 * shoe sizes for clients who work in them. One pure module for every place
 * that shows a measure (the selection page, the comp card PDF), so the two
 * never disagree.
 */
import { cutAtSlash, type MeasureSource } from '@/lib/rules/measures';

export const UNIT_SYSTEMS = ['cm', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export function isUnitSystem(value: string): value is UnitSystem {
  return (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** The measures a casting compares first (issue 19): height, bust or chest, waist, hips, shoes. */
export type KeyMeasureKey = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes';
export type KeyMeasure = { key: KeyMeasureKey; value: string };

const CM_PER_INCH = 2.54;

/** A number out of a recorded measure ("86/88" → 86, "1,78" → 1.78); null when there is none. */
function numberOf(value: MeasureSource['height']): number | null {
  const text = cutAtSlash(value).replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/** Heights are recorded in centimetres, a few in metres (1.78). */
function heightCm(value: MeasureSource['height']): number | null {
  const n = numberOf(value);
  if (n === null) return null;
  return n < 3 ? Math.round(n * 100) : Math.round(n);
}

/** 178 cm → 5' 10" (whole inches, as comp cards print them). */
export function feetAndInches(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

/** A circumference in whole inches: 86 cm → 34". */
export function inchesOf(cm: number): string {
  return `${Math.round(cm / CM_PER_INCH)}"`;
}

/**
 * A Brazilian shoe size as a US one. Brazilian sizes run about two below
 * European ones; the usual charts put US women's about 29 and US men's about
 * 32 below the Brazilian size (BR 36 ≈ US 7 women's, BR 41 ≈ US 9 men's).
 */
export function usShoeSize(br: number, gender: string): string {
  const us = br - (gender === 'man' ? 32 : 29);
  return us > 0 ? String(us) : '';
}

function formatted(key: KeyMeasureKey, raw: MeasureSource['height'], units: UnitSystem, gender: string): string {
  if (key === 'height') {
    const cm = heightCm(raw);
    if (cm === null) return cutAtSlash(raw);
    return units === 'cm' ? `${cm} cm` : feetAndInches(cm);
  }
  const n = numberOf(raw);
  if (n === null) return cutAtSlash(raw);
  if (key === 'shoes') {
    if (units === 'cm') return cutAtSlash(raw);
    const us = usShoeSize(n, gender);
    return us ? `US ${us}` : cutAtSlash(raw);
  }
  return units === 'cm' ? `${Math.round(n)} cm` : inchesOf(n);
}

/**
 * The key measures of a talent, formatted in `units`, empty ones skipped.
 * Bust for women and chest for men, each falling back to the other field
 * (lib/measures' rule).
 */
export function keyMeasures(talent: MeasureSource, units: UnitSystem): KeyMeasure[] {
  const isMan = talent.gender === 'man';
  const torso = isMan ? talent.chest || talent.bust : talent.bust || talent.chest;
  const rows: { key: KeyMeasureKey; raw: MeasureSource['height'] }[] = [
    { key: 'height', raw: talent.height },
    { key: isMan ? 'chest' : 'bust', raw: torso },
    { key: 'waist', raw: talent.waist },
    { key: 'hips', raw: talent.hips },
    { key: 'shoes', raw: talent.shoes },
  ];
  return rows
    .map(({ key, raw }) => ({ key, value: formatted(key, raw, units, talent.gender) }))
    .filter((row) => row.value !== '');
}
