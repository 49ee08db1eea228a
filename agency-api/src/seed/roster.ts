import { EYE_COLOURS, HAIR_COLOURS } from '../../../lib/rules/colours';
import type { Db } from '../db';
import type { Gender } from '../contract';
import { biographies } from './biographies';
import type { ImagePool, SeedImage } from './images';
import type { Prng } from './prng';

export const CATEGORIES = [
  { id: 1921, slug: 'sao_paulo', name: 'São Paulo' },
  { id: 1879, slug: 'mainboard', name: 'Mainboard' },
  { id: 1916, slug: 'new_faces', name: 'New Faces' },
  { id: 1917, slug: 'comercial', name: 'Comercial' },
] as const;

/** The category of divisions the site must hide. */
export const HIDDEN_CATEGORY = 1446;
const HIDDEN_DIVISION = { id: 3900, id_category: HIDDEN_CATEGORY, name: 'Arquivo' };

/** One division per category and gender: 3001 São Paulo Women, 3002 São Paulo Men, ... */
function divisionId(categoryIndex: number, gender: Gender): number {
  return 3001 + categoryIndex * 10 + (gender === 'man' ? 1 : 0);
}

const WOMEN = [
  'Ana Júlia',
  'Maria Eduarda',
  'Beatriz',
  'Larissa',
  'Gabriela',
  'Camila',
  'Letícia',
  'Fernanda',
  'Isabela',
  'Mariana',
  'Juliana',
  'Luana',
  'Yasmin',
  'Lívia',
  'Helena',
  'Sofia',
  'Valentina',
  'Manuela',
  'Alice',
  'Laura',
  'Giovanna',
  'Rafaela',
  'Bruna',
  'Thaís',
  'Débora',
  'Natália',
  'Bianca',
  'Carolina',
  'Vitória',
  'Lorena',
  'Clara',
  'Heloísa',
  'Ágatha',
  'Raíssa',
  'Jéssica',
  'Tainá',
  'Iara',
  'Maísa',
  'Cecília',
  'Antônia',
];
const MEN = [
  'João Pedro',
  'Lucas',
  'Gabriel',
  'Matheus',
  'Rafael',
  'Gustavo',
  'Felipe',
  'Thiago',
  'Bruno',
  'Enzo',
  'Caio',
  'Vinícius',
  'Leonardo',
  'Davi',
  'Arthur',
  'Heitor',
  'Bernardo',
  'Samuel',
  'Rodrigo',
  'Diego',
  'Otávio',
  'Álvaro',
  'Luís Henrique',
  'Murilo',
  'Henrique',
  'Igor',
  'Caíque',
  'Renan',
  'Ícaro',
  'Túlio',
  'André',
  'Márcio',
  'Kauã',
  'Nicolas',
  'Daniel',
  'Wesley',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Araújo',
  'Conceição',
  'Magalhães',
  'Brandão',
  'Falcão',
  'Assunção',
  'Guimarães',
  'Peixoto',
  'Simões',
  'Antunes',
  'Leão',
  'Galvão',
];
const SKILLS = [
  'Inglês fluente',
  'Espanhol',
  'Dança contemporânea',
  'Natação',
  'Surfe',
  'Teatro',
  'Canto',
  'Skate',
  'Yoga',
  'Capoeira',
  'Equitação',
  'Violão',
  'Futebol',
  'Balé',
  'Patinação',
  'Vôlei',
  'Stand-up paddle',
];
const CITIES = ['Brasília', 'Goiânia', 'São Paulo', 'Belo Horizonte', 'Salvador', 'Curitiba', 'Recife', 'Cuiabá', 'Palmas'];
/** The agency's city: a talent in town can be booked here. */
const AGENCY_CITY = 'Brasília';
/** Where a talent away is: on a job or with a partner agency. */
const AWAY_CITIES = ['São Paulo', 'Rio de Janeiro', 'Lisboa', 'Paris', 'Milão', 'Buenos Aires'];
const VIDEO_KINDS = ['runway', 'campaign', 'other'] as const;

const DAY_MS = 86_400_000;
/** yyyy-MM-dd, `days` after `now` (before, when negative). */
function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Where the talent can be booked (contract 1.1.0): most say, most of them in
 * town; a talent away is somewhere else, usually until a known day.
 */
function availability(rng: Prng, now: Date) {
  if (!rng.chance(0.85)) return { availability_status: null, availability_city: null, availability_until: null };
  if (rng.chance(0.72)) {
    return {
      availability_status: 'in_town',
      availability_city: AGENCY_CITY,
      // A few are leaving soon, and the agency says when.
      availability_until: rng.chance(0.1) ? dayFrom(now, rng.int(5, 40)) : null,
    };
  }
  return {
    availability_status: 'away',
    availability_city: rng.chance(0.9) ? rng.pick(AWAY_CITIES) : null,
    availability_until: rng.chance(0.75) ? dayFrom(now, rng.int(3, 75)) : null,
  };
}

/** Public sample videos used in the providers' own documentation. */
const VIDEOS = {
  youtube: ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'eRsGyueVLvQ'],
  vimeo: ['76979871', '1084537'],
} as const;

const HAIR_WEIGHTS: Record<string, number> = {
  Preto: 6,
  'Castanho Escuro': 8,
  Castanho: 8,
  'Castanho Claro': 5,
  'Loiro Escuro': 3,
  Loiro: 3,
  'Loiro Claro': 2,
  Ruivo: 1,
  Grisalho: 0.3,
  Branco: 0.2,
  Colorido: 1,
  Careca: 0.4,
};
const EYE_WEIGHTS: Record<string, number> = {
  Preto: 3,
  'Castanho Escuro': 9,
  Castanho: 9,
  'Castanho Claro': 5,
  Mel: 3,
  Verde: 2,
  Azul: 2,
  Cinza: 0.5,
  Heterocromia: 0.3,
};

function weighted(rng: Prng, weights: Record<string, number>, allowed: readonly string[]): string {
  const total = allowed.reduce((sum, key) => sum + (weights[key] ?? 0), 0);
  let roll = rng.next() * total;
  for (const key of allowed) {
    roll -= weights[key] ?? 0;
    if (roll < 0) return key;
  }
  return allowed[0] ?? '';
}

/** "84" or, as the agency sometimes types it, "84/86". */
function measure(rng: Prng, min: number, max: number, slashChance: number, step = 1, slashStep = step): string {
  const value = min + step * rng.int(0, Math.floor((max - min) / step));
  return rng.chance(slashChance) ? `${value}/${value + slashStep}` : String(value);
}

function handleOf(name: string, rng: Prng): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '');
  return ascii.split(' ').join(rng.pick(['.', '_', '']));
}

/**
 * Every twentieth talent's biography stays in pt only: a real back office
 * has talents nobody translated yet, and the site must mark that text as pt
 * on its en and es pages.
 */
export const PT_ONLY_BIOGRAPHY_EVERY = 20;

export interface RosterCounts {
  talents: number;
  categories: number;
  divisions: number;
  images: number;
  videos: number;
  biographies: number;
  hiddenTalents: number;
  rows: number;
}

export function seedRoster(db: Db, pool: ImagePool, rng: Prng, total = 248, now = new Date()): RosterCounts {
  const counts: RosterCounts = {
    talents: 0,
    categories: 0,
    divisions: 0,
    images: 0,
    videos: 0,
    biographies: 0,
    hiddenTalents: 0,
    rows: 0,
  };
  const insertCategory = db.prepare('INSERT INTO categories (id, slug, name) VALUES (?, ?, ?)');
  const insertDivision = db.prepare('INSERT INTO divisions (id, id_category, name) VALUES (?, ?, ?)');
  CATEGORIES.forEach((category, index) => {
    insertCategory.run(category.id, category.slug, category.name);
    counts.categories += 1;
    for (const gender of ['woman', 'man'] as const) {
      insertDivision.run(divisionId(index, gender), category.id, `${category.name} ${gender === 'woman' ? 'Women' : 'Men'}`);
      counts.divisions += 1;
    }
  });
  insertDivision.run(HIDDEN_DIVISION.id, HIDDEN_DIVISION.id_category, HIDDEN_DIVISION.name);
  counts.divisions += 1;

  const insertTalent = db.prepare(
    `INSERT INTO talents (id, name, gender, cover, cover_web, instagram, birthdate, height, bust, chest, waist, hips,
       shoes, jeans, suit, shirt, eyes, hair, skills, availability_status, availability_city, availability_until)
     VALUES (@id, @name, @gender, @cover, @cover_web, @instagram, @birthdate, @height, @bust, @chest, @waist, @hips,
       @shoes, @jeans, @suit, @shirt, @eyes, @hair, @skills, @availability_status, @availability_city, @availability_until)`,
  );
  const linkCategory = db.prepare('INSERT INTO talent_categories (talent_id, category_id) VALUES (?, ?)');
  const linkDivision = db.prepare('INSERT INTO talent_divisions (talent_id, division_id) VALUES (?, ?)');
  const insertBiography = db.prepare('INSERT INTO talent_biographies (talent_id, language, text) VALUES (?, ?, ?)');
  const insertImage = db.prepare(
    'INSERT INTO talent_images (talent_id, gallery, position, file, width, height, taken_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVideo = db.prepare(
    'INSERT INTO talent_videos (talent_id, position, provider, file, width, height, kind) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  const year = now.getFullYear();
  // Contract 1.1.0's fields draw from their own stream, so the rest of the roster stays as it was.
  const casting = rng.fork('casting');
  // The biographies' sentences too (their city and whether there is one still come from the roster's stream).
  const biographyWords = rng.fork('biographies');
  const hidden = new Set(
    rng.sample(
      Array.from({ length: total }, (_, i) => i + 1),
      4,
    ),
  );
  const used = new Set<string>();

  for (let id = 1; id <= total; id += 1) {
    const gender: Gender = rng.chance(0.56) ? 'woman' : 'man';
    let name = id === 1 ? 'Ana Júlia Conceição' : '';
    const firstNames = id === 1 ? WOMEN : gender === 'woman' ? WOMEN : MEN;
    while (name === '' || used.has(name)) {
      const surnames = rng.chance(0.3) ? rng.sample(SURNAMES, 2) : [rng.pick(SURNAMES)];
      name = [rng.pick(firstNames), ...surnames].join(' ');
    }
    used.add(name);
    const talentGender: Gender = id === 1 ? 'woman' : gender;

    const primary = (id - 1) % CATEGORIES.length;
    const categoryIndexes = [primary];
    if (rng.chance(0.15)) categoryIndexes.push((primary + rng.int(1, CATEGORIES.length - 1)) % CATEGORIES.length);
    const newFace = categoryIndexes.some((index) => CATEGORIES[index]?.slug === 'new_faces');
    // Ages 16 to 35; a few new faces are minors (born 16 or 17 years before this year).
    const yearsBack = newFace ? (rng.chance(0.2) ? rng.int(16, 17) : rng.int(19, 23)) : rng.int(19, 36);
    const birthdate = `${year - yearsBack}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

    const portraits = pool.portraits[talentGender];
    const cover = rng.pick(portraits);
    const woman = talentGender === 'woman';
    const hairChoices = HAIR_COLOURS.map((c) => c.pt).filter((c) => (woman ? c !== 'Careca' && c !== 'Grisalho' : true));
    const skills = rng.sample(SKILLS, rng.int(0, 4));
    const instagramRoll = rng.next();
    const instagram =
      instagramRoll < 0.15
        ? null
        : instagramRoll < 0.2
          ? `https://www.instagram.com/${handleOf(name, rng)}/`
          : handleOf(name, rng);

    insertTalent.run({
      id,
      name,
      gender: talentGender,
      cover: cover.file,
      cover_web: pool.webCovers.get(cover.file) ?? null,
      instagram,
      birthdate,
      height: woman ? measure(rng, 168, 181, 0) : measure(rng, 178, 192, 0),
      bust: woman ? measure(rng, 78, 90, 0.35, 1, 2) : null,
      chest: woman ? null : measure(rng, 88, 102, 0.3, 1, 2),
      waist: woman ? measure(rng, 58, 67, 0.15, 1, 2) : measure(rng, 70, 84, 0.15, 1, 2),
      hips: woman ? measure(rng, 86, 96, 0.35, 1, 2) : measure(rng, 88, 98, 0.1, 1, 2),
      shoes: woman ? measure(rng, 35, 40, 0.3) : measure(rng, 39, 45, 0.3),
      jeans: woman ? measure(rng, 34, 40, 0.25, 2) : measure(rng, 38, 46, 0.25, 2),
      suit: woman ? null : measure(rng, 46, 54, 0.3, 2),
      shirt: woman ? null : measure(rng, 38, 42, 0.4),
      eyes: rng.chance(0.03)
        ? null
        : weighted(
            rng,
            EYE_WEIGHTS,
            EYE_COLOURS.map((c) => c.pt),
          ),
      hair: rng.chance(0.03) ? null : weighted(rng, HAIR_WEIGHTS, hairChoices),
      skills: JSON.stringify(skills),
      ...availability(casting, now),
    });
    counts.talents += 1;

    for (const index of categoryIndexes) {
      const category = CATEGORIES[index];
      if (!category) continue;
      linkCategory.run(id, category.id);
      linkDivision.run(id, divisionId(index, talentGender));
      counts.rows += 2;
    }
    if (hidden.has(id)) {
      linkDivision.run(id, HIDDEN_DIVISION.id);
      counts.hiddenTalents += 1;
      counts.rows += 1;
    }

    const city = rng.pick(CITIES);
    // Three in ten talents have no biography.
    const bios =
      rng.next() < 0.3
        ? {}
        : biographies({ name, gender: talentGender, city, skills }, biographyWords, id % PT_ONLY_BIOGRAPHY_EVERY !== 0);
    for (const [language, text] of Object.entries(bios)) {
      insertBiography.run(id, language, text);
      counts.biographies += 1;
    }

    const addImages = (
      gallery: 'book' | 'compo' | 'polaroids',
      images: SeedImage[],
      takenAt: (position: number) => string | null = () => null,
    ) => {
      images.forEach((image, position) => {
        insertImage.run(id, gallery, position + 1, image.file, image.width, image.height, takenAt(position));
        counts.images += 1;
      });
    };
    // The book opens on the cover, then mixes portraits (paired on the site) and landscapes (full slides).
    const book: SeedImage[] = [cover];
    const bookLength = rng.int(6, 14);
    while (book.length < bookLength) {
      book.push(rng.chance(0.3) ? rng.pick(pool.landscapes) : rng.pick(portraits));
    }
    addImages('book', book);
    if (rng.chance(0.85)) addImages('compo', rng.sample(portraits, rng.int(3, 5)));
    if (rng.chance(0.4)) {
      const polaroids = rng.sample(portraits, rng.int(4, 6));
      // Taken over the last year, the newest session first; some keep two of an earlier session after them.
      const newest = casting.int(2, 330);
      const earlier = casting.chance(0.35) ? newest + casting.int(120, 300) : null;
      addImages('polaroids', polaroids, (position) =>
        dayFrom(now, -(earlier !== null && position >= polaroids.length - 2 ? earlier : newest)),
      );
    }

    const videoRoll = rng.next();
    if (videoRoll < 0.25) {
      const provider = videoRoll < 0.15 ? 'youtube' : 'vimeo';
      const ids = rng.sample(VIDEOS[provider], rng.int(1, 2));
      ids.forEach((videoId, position) => {
        const sized = rng.chance(0.5);
        const kind = casting.chance(0.8) ? casting.pick(VIDEO_KINDS) : null;
        insertVideo.run(id, position + 1, provider, videoId, sized ? 1920 : null, sized ? 1080 : null, kind);
        counts.videos += 1;
      });
    }
    // A slate for some, listed after their other videos: the site puts it first.
    if (casting.chance(0.3)) {
      insertVideo.run(id, 10, 'youtube', casting.pick(VIDEOS.youtube), 1920, 1080, 'slate');
      counts.videos += 1;
    }
  }
  counts.rows += counts.talents + counts.categories + counts.divisions + counts.images + counts.videos + counts.biographies;
  return counts;
}
