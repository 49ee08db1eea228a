import type { Gender } from '../contract';
import type { Lang } from '../languages';
import type { Prng } from './prng';

/**
 * The demo roster's biographies, in pt, en and es: each talent's is a few
 * sentences picked from small sets written in the three languages, so the
 * en and es profiles read in their own language, as a back office that
 * translates them would answer (contract: `language` picks the text).
 */

type Words = Record<Lang, string>;

/** How a talent came to the agency; `o` is the pt/es gender ending. */
const OPENINGS: ((first: string, city: string, o: string) => Words)[] = [
  (first, city, o) => ({
    pt: `${first} nasceu em ${city} e começou a carreira fotografad${o} por amigos antes de chegar à RAVAGE.`,
    en: `${first} was born in ${city} and started out being photographed by friends before joining RAVAGE.`,
    es: `${first} nació en ${city} y empezó siendo fotografiad${o} por amigos antes de llegar a RAVAGE.`,
  }),
  (first, city, o) => ({
    pt: `${first} é de ${city} e foi descobert${o} por um olheiro da RAVAGE num shopping da cidade.`,
    en: `${first} is from ${city} and was spotted by a RAVAGE scout in a shopping centre there.`,
    es: `${first} es de ${city} y fue descubiert${o} por un cazatalentos de RAVAGE en un centro comercial de la ciudad.`,
  }),
  (first, city, o) => ({
    pt: `Natural de ${city}, ${first} entrou para a RAVAGE depois de um concurso de novos rostos.`,
    en: `Born in ${city}, ${first} joined RAVAGE after a new faces contest.`,
    es: `Nacid${o} en ${city}, ${first} llegó a RAVAGE tras un concurso de nuevos rostros.`,
  }),
];

/** What the talent has done since; `she` is the English subject (pt and es leave it out). */
const CAREERS: ((she: string) => Words)[] = [
  (she) => ({
    pt: 'Já trabalhou em campanhas de moda e publicidade no Brasil.',
    en: `${she} has worked on fashion and advertising campaigns across Brazil.`,
    es: 'Ya trabajó en campañas de moda y publicidad en Brasil.',
  }),
  (she) => ({
    pt: 'Desfilou na São Paulo Fashion Week e fotografa editoriais para revistas.',
    en: `${she} has walked at São Paulo Fashion Week and shoots editorials for magazines.`,
    es: 'Desfiló en la São Paulo Fashion Week y hace editoriales para revistas.',
  }),
  (she) => ({
    pt: 'Tem experiência em comerciais de TV e catálogos de moda praia.',
    en: `${she} has experience in TV commercials and swimwear catalogues.`,
    es: 'Tiene experiencia en anuncios de televisión y catálogos de moda de baño.',
  }),
  (she) => ({
    pt: 'Gosta de trabalhar com luz natural e já fotografou campanhas em Lisboa e Buenos Aires.',
    en: `${she} loves working in natural light and has shot campaigns in Lisbon and Buenos Aires.`,
    es: 'Le gusta trabajar con luz natural y ya hizo campañas en Lisboa y Buenos Aires.',
  }),
];

/** The seed's skills (pt, as the back office stores them) as each language writes them inside a sentence. */
export const SKILL_WORDS: Record<string, Words> = {
  'Inglês fluente': { pt: 'inglês fluente', en: 'fluent English', es: 'inglés fluido' },
  Espanhol: { pt: 'espanhol', en: 'Spanish', es: 'español' },
  'Dança contemporânea': { pt: 'dança contemporânea', en: 'contemporary dance', es: 'danza contemporánea' },
  Natação: { pt: 'natação', en: 'swimming', es: 'natación' },
  Surfe: { pt: 'surfe', en: 'surfing', es: 'surf' },
  Teatro: { pt: 'teatro', en: 'theatre', es: 'teatro' },
  Canto: { pt: 'canto', en: 'singing', es: 'canto' },
  Skate: { pt: 'skate', en: 'skateboarding', es: 'skate' },
  Yoga: { pt: 'yoga', en: 'yoga', es: 'yoga' },
  Capoeira: { pt: 'capoeira', en: 'capoeira', es: 'capoeira' },
  Equitação: { pt: 'equitação', en: 'horse riding', es: 'equitación' },
  Violão: { pt: 'violão', en: 'guitar', es: 'guitarra' },
  Futebol: { pt: 'futebol', en: 'football', es: 'fútbol' },
  Balé: { pt: 'balé', en: 'ballet', es: 'ballet' },
  Patinação: { pt: 'patinação', en: 'skating', es: 'patinaje' },
  Vôlei: { pt: 'vôlei', en: 'volleyball', es: 'vóley' },
  'Stand-up paddle': { pt: 'stand-up paddle', en: 'stand-up paddle', es: 'stand-up paddle' },
};

/** Spanish writes the capital without its accent; the seed's other cities keep their names. */
const cityName = (city: string, lang: Lang) => (lang === 'es' && city === 'Brasília' ? 'Brasilia' : city);

const freeTime = (woman: boolean): Words => ({
  pt: 'Nas horas livres',
  en: `In ${woman ? 'her' : 'his'} free time`,
  es: 'En su tiempo libre',
});

/**
 * A talent's biography in pt, en and es, or in pt only when `translated` is
 * false (the back office then answers pt in every language). The sentences
 * are drawn from `rng`, the same ones in every language.
 */
export function biographies(
  talent: { name: string; gender: Gender; city: string; skills: readonly string[] },
  rng: Prng,
  translated = true,
): Partial<Record<Lang, string>> {
  const woman = talent.gender === 'woman';
  const first = talent.name.split(' ')[0] ?? talent.name;
  const opening = rng.pick(OPENINGS);
  const career = rng.pick(CAREERS)(woman ? 'She' : 'He');
  const free = freeTime(woman);
  const write = (lang: Lang) => {
    const skills = talent.skills.map((skill) => SKILL_WORDS[skill]?.[lang] ?? skill.toLowerCase());
    const hobbies = skills.length > 0 ? ` ${free[lang]}: ${skills.join(', ')}.` : '';
    return `${opening(first, cityName(talent.city, lang), woman ? 'a' : 'o')[lang]}\n${career[lang]}${hobbies}`;
  };
  return translated ? { pt: write('pt'), en: write('en'), es: write('es') } : { pt: write('pt') };
}
