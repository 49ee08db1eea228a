/** Every screen's URL in the three languages, as docs/product.md §2 names them. */
export const screens = {
  home: { pt: '/', en: '/en', es: '/es' },
  models: { pt: '/modelos', en: '/en/models', es: '/es/modelos' },
  favorites: { pt: '/favoritos', en: '/en/favorites', es: '/es/favoritos' },
  contact: { pt: '/contato', en: '/en/contact', es: '/es/contacto' },
  about: { pt: '/sobre', en: '/en/about', es: '/es/sobre-nosotros' },
  beAModel: { pt: '/seja-modelo', en: '/en/be-a-model', es: '/es/ser-modelo' },
  privacy: { pt: '/privacidade', en: '/en/privacy', es: '/es/privacidad' },
} as const;

export const langs = ['pt', 'en', 'es'] as const;
export type Lang = (typeof langs)[number];

export const categories = ['sao_paulo', 'mainboard', 'new_faces', 'comercial'] as const;

export function categoryPath(lang: Lang, category: string): string {
  return `${screens.models[lang]}/${category}`;
}
