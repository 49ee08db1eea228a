/**
 * The measures table of a profile (docs/product.md §9): which rows, in which order, and
 * the value shown. Keys are message keys; the UI translates labels and
 * colour names.
 */
import { ageOn } from './age';

/** What stands before the first slash, trimmed: "90/92" → "90". */
export function cutAtSlash(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  const slash = text.indexOf('/');
  return (slash === -1 ? text : text.slice(0, slash)).trim();
}

export type MeasureKey =
  'age' | 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'shoes' | 'jeans' | 'suit' | 'shirt' | 'eyes' | 'hair';

export interface MeasureRow {
  key: MeasureKey;
  value: string;
}

type Measure = string | number | null | undefined;

export interface MeasureSource {
  gender: string;
  birthdate?: string | null;
  height?: Measure;
  bust?: Measure;
  chest?: Measure;
  waist?: Measure;
  hips?: Measure;
  shoes?: Measure;
  jeans?: Measure;
  suit?: Measure;
  shirt?: Measure;
  eyes?: string | null;
  hair?: string | null;
}

/**
 * Rows in display order, empty ones skipped. Bust for women and chest for
 * men, and suit and shirt for men; each falls back to the other field when the agency filled only one,
 * since both hold the same circumference.
 */
export function measuresOf(talent: MeasureSource, on: Date = new Date()): MeasureRow[] {
  const age = ageOn(talent.birthdate, on);
  const isMan = talent.gender === 'man';
  const torso = isMan ? cutAtSlash(talent.chest) || cutAtSlash(talent.bust) : cutAtSlash(talent.bust) || cutAtSlash(talent.chest);

  const rows: MeasureRow[] = [
    { key: 'age', value: age === null ? '' : String(age) },
    { key: 'height', value: cutAtSlash(talent.height) },
    { key: isMan ? 'chest' : 'bust', value: torso },
    { key: 'waist', value: cutAtSlash(talent.waist) },
    { key: 'hips', value: cutAtSlash(talent.hips) },
    { key: 'shoes', value: cutAtSlash(talent.shoes) },
    { key: 'jeans', value: cutAtSlash(talent.jeans) },
    // Suit and shirt sizes are men's wear (docs/product.md §3): on men's profiles, when filled.
    { key: 'suit', value: isMan ? cutAtSlash(talent.suit) : '' },
    { key: 'shirt', value: isMan ? cutAtSlash(talent.shirt) : '' },
    { key: 'eyes', value: (talent.eyes ?? '').trim() },
    { key: 'hair', value: (talent.hair ?? '').trim() },
  ];
  return rows.filter((row) => row.value !== '');
}
