/**
 * Hair and eye colours arrive as the Portuguese names of fixed lists
 * (contract: HairColor / EyeColor); the site translates them. `value` is the
 * contract's English value in the same order, used by form options.
 * The one table: the embedded agency API (agency-api/) reads it too, for the
 * names it stores and its attributes' labels, so it imports only the module
 * the two share (agreed.ts).
 */
import type { Lang } from './agreed';

/** A colour is named in each of the languages. */
export type ColourLocale = Lang;

export interface Colour {
  pt: string;
  value: string;
  en: string;
  es: string;
}

export const HAIR_COLOURS: readonly Colour[] = [
  { pt: 'Preto', value: 'black', en: 'Black', es: 'Negro' },
  { pt: 'Castanho Escuro', value: 'dark brown', en: 'Dark brown', es: 'Castaño oscuro' },
  { pt: 'Castanho', value: 'brown', en: 'Brown', es: 'Castaño' },
  { pt: 'Castanho Claro', value: 'light brown', en: 'Light brown', es: 'Castaño claro' },
  { pt: 'Loiro Escuro', value: 'dark blonde', en: 'Dark blonde', es: 'Rubio oscuro' },
  { pt: 'Loiro', value: 'blonde', en: 'Blonde', es: 'Rubio' },
  { pt: 'Loiro Claro', value: 'light blonde', en: 'Light blonde', es: 'Rubio claro' },
  { pt: 'Ruivo', value: 'red', en: 'Red', es: 'Pelirrojo' },
  { pt: 'Grisalho', value: 'grey', en: 'Grey', es: 'Canoso' },
  { pt: 'Branco', value: 'white', en: 'White', es: 'Blanco' },
  { pt: 'Colorido', value: 'dyed', en: 'Dyed', es: 'Teñido' },
  { pt: 'Careca', value: 'bald', en: 'Bald', es: 'Calvo' },
];

export const EYE_COLOURS: readonly Colour[] = [
  { pt: 'Preto', value: 'black', en: 'Black', es: 'Negro' },
  { pt: 'Castanho Escuro', value: 'dark brown', en: 'Dark brown', es: 'Castaño oscuro' },
  { pt: 'Castanho', value: 'brown', en: 'Brown', es: 'Castaño' },
  { pt: 'Castanho Claro', value: 'light brown', en: 'Light brown', es: 'Castaño claro' },
  { pt: 'Mel', value: 'hazel', en: 'Hazel', es: 'Miel' },
  { pt: 'Verde', value: 'green', en: 'Green', es: 'Verde' },
  { pt: 'Azul', value: 'blue', en: 'Blue', es: 'Azul' },
  { pt: 'Cinza', value: 'grey', en: 'Grey', es: 'Gris' },
  { pt: 'Heterocromia', value: 'heterochromia', en: 'Heterochromia', es: 'Heterocromía' },
];

function key(name: string): string {
  return name.trim().toLocaleLowerCase('pt-BR');
}

/** Finds a colour by its Portuguese name or English value, ignoring case and spaces around. */
export function findColour(list: readonly Colour[], name: string): Colour | null {
  const wanted = key(name);
  return list.find((c) => key(c.pt) === wanted || key(c.value) === wanted) ?? null;
}

function translate(list: readonly Colour[], name: string, locale: ColourLocale): string {
  const colour = findColour(list, name);
  return colour === null ? name : colour[locale];
}

/** The hair colour in `locale`; a name outside the list is returned as it is. */
export function translateHair(ptName: string, locale: ColourLocale): string {
  return translate(HAIR_COLOURS, ptName, locale);
}

/** The eye colour in `locale`; a name outside the list is returned as it is. */
export function translateEyes(ptName: string, locale: ColourLocale): string {
  return translate(EYE_COLOURS, ptName, locale);
}
