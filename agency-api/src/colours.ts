import type { Lang } from './languages';

export interface Colour {
  /** The Portuguese name stored on a talent (HairColor / EyeColor of the contract). */
  pt: string;
  /** The English value of the option lists. */
  value: string;
  en: string;
  es: string;
}

/** Same order as HairColor in the contract. */
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

/** Same order as EyeColor in the contract. */
export const EYE_COLOURS: readonly Colour[] = [
  { pt: 'Preto', value: 'black', en: 'Black', es: 'Negro' },
  { pt: 'Castanho Escuro', value: 'dark brown', en: 'Dark brown', es: 'Marrón oscuro' },
  { pt: 'Castanho', value: 'brown', en: 'Brown', es: 'Marrón' },
  { pt: 'Castanho Claro', value: 'light brown', en: 'Light brown', es: 'Marrón claro' },
  { pt: 'Mel', value: 'hazel', en: 'Hazel', es: 'Miel' },
  { pt: 'Verde', value: 'green', en: 'Green', es: 'Verde' },
  { pt: 'Azul', value: 'blue', en: 'Blue', es: 'Azul' },
  { pt: 'Cinza', value: 'grey', en: 'Grey', es: 'Gris' },
  { pt: 'Heterocromia', value: 'heterochromia', en: 'Heterochromia', es: 'Heterocromía' },
];

export function colourOptions(colours: readonly Colour[], lang: Lang): { value: string; label: string }[] {
  return colours.map((colour) => ({ value: colour.value, label: colour[lang] }));
}
