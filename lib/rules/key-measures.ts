/**
 * A talent's key measures as the site keeps them for the models list and
 * its search (the profile's fields, cut at a slash), and the card's line of
 * them in both unit systems, which the selection page and the comp card PDF
 * (one system's string per row) print too.
 */
import { cutAtSlash } from '@/lib/rules/measures';
import { formatMeasure } from './units';

/** A talent's measure fields as the agency API gives them (strings, any of them missing). */
export type MeasureFields = { [K in keyof TalentMeasures]?: string | null };

export type TalentMeasures = {
  height: string | null;
  bust: string | null;
  chest: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  eyes: string | null;
  hair: string | null;
  birthdate: string | null;
};

const text = (value: string | null | undefined) => {
  const cut = cutAtSlash(value);
  return cut === '' ? null : cut;
};

export function measuresOfTalent(talent: MeasureFields): TalentMeasures {
  return {
    height: text(talent.height),
    bust: text(talent.bust),
    chest: text(talent.chest),
    waist: text(talent.waist),
    hips: text(talent.hips),
    shoes: text(talent.shoes),
    eyes: talent.eyes?.trim() || null,
    hair: talent.hair?.trim() || null,
    birthdate: talent.birthdate ?? null,
  };
}

export const CARD_MEASURE_KEYS = ['height', 'bust', 'chest', 'waist', 'hips', 'shoes'] as const;
export type CardMeasureKey = (typeof CARD_MEASURE_KEYS)[number];

/** Each key measure's name, in the words `name` gives (the Measures messages). */
export function cardMeasureNames(name: (key: CardMeasureKey) => string): Record<CardMeasureKey, string> {
  return Object.fromEntries(CARD_MEASURE_KEYS.map((key) => [key, name(key)])) as Record<CardMeasureKey, string>;
}
export type CardMeasure = { key: CardMeasureKey; cm: string; in: string };

/** A card's key measures in both systems: height, bust (chest for men), waist, hips, shoes. */
export function cardMeasures(m: TalentMeasures | undefined, gender: 'woman' | 'man', locale: string): CardMeasure[] {
  if (!m) return [];
  const torso = gender === 'man' ? (m.chest ?? m.bust) : (m.bust ?? m.chest);
  const rows: [CardMeasureKey, Parameters<typeof formatMeasure>[0], string | null][] = [
    ['height', 'height', m.height],
    [gender === 'man' ? 'chest' : 'bust', 'length', torso],
    ['waist', 'length', m.waist],
    ['hips', 'length', m.hips],
    ['shoes', 'shoesShort', m.shoes],
  ];
  return rows.flatMap(([key, kind, value]) => {
    const both = formatMeasure(kind, value, locale, gender);
    return both ? [{ key, ...both }] : [];
  });
}
