/** Countries (names per language) and their cities; Brazil with its 27 state capitals. */
export interface SeedCountry {
  id: number;
  pt: string;
  en: string;
  es: string;
  cities: string[];
}

export const COUNTRIES: readonly SeedCountry[] = [
  {
    id: 1,
    pt: 'Brasil',
    en: 'Brazil',
    es: 'Brasil',
    cities: [
      'Rio Branco',
      'Maceió',
      'Macapá',
      'Manaus',
      'Salvador',
      'Fortaleza',
      'Brasília',
      'Vitória',
      'Goiânia',
      'São Luís',
      'Cuiabá',
      'Campo Grande',
      'Belo Horizonte',
      'Belém',
      'João Pessoa',
      'Curitiba',
      'Recife',
      'Teresina',
      'Rio de Janeiro',
      'Natal',
      'Porto Alegre',
      'Porto Velho',
      'Boa Vista',
      'Florianópolis',
      'São Paulo',
      'Aracaju',
      'Palmas',
      // A few large cities that are not capitals.
      'Campinas',
      'Santos',
      'Anápolis',
      'Uberlândia',
      'Ribeirão Preto',
      'Joinville',
      'Londrina',
    ],
  },
  { id: 2, pt: 'Portugal', en: 'Portugal', es: 'Portugal', cities: ['Lisboa', 'Porto', 'Coimbra', 'Braga', 'Faro'] },
  {
    id: 3,
    pt: 'Argentina',
    en: 'Argentina',
    es: 'Argentina',
    cities: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza', 'La Plata'],
  },
  {
    id: 4,
    pt: 'Estados Unidos',
    en: 'United States',
    es: 'Estados Unidos',
    cities: ['New York', 'Los Angeles', 'Miami', 'Chicago'],
  },
  { id: 5, pt: 'Uruguai', en: 'Uruguay', es: 'Uruguay', cities: ['Montevidéu', 'Punta del Este'] },
  { id: 6, pt: 'Paraguai', en: 'Paraguay', es: 'Paraguay', cities: ['Assunção', 'Ciudad del Este'] },
  { id: 7, pt: 'Chile', en: 'Chile', es: 'Chile', cities: ['Santiago', 'Valparaíso'] },
  { id: 8, pt: 'Angola', en: 'Angola', es: 'Angola', cities: ['Luanda', 'Benguela'] },
  { id: 9, pt: 'Espanha', en: 'Spain', es: 'España', cities: ['Madrid', 'Barcelona', 'Sevilha'] },
  { id: 10, pt: 'França', en: 'France', es: 'Francia', cities: ['Paris', 'Lyon', 'Marselha'] },
  { id: 11, pt: 'Itália', en: 'Italy', es: 'Italia', cities: ['Milão', 'Roma', 'Florença'] },
];

/** The 27 Brazilian state capitals (the first 27 cities of Brazil above). */
export const BRAZILIAN_STATE_CAPITALS = 27;
