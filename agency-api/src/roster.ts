import type { Db } from './db';
import type { Contract, Gallery, Gender } from './contract';
import { inLanguage, type Lang } from './languages';

export type { Gallery, Gender };
export const GALLERIES: readonly Gallery[] = ['book', 'compo', 'polaroids'];

type CategoryRef = Required<Contract['Category']>;
type DivisionRef = Required<Contract['Division']>;
export type TalentSummary = Contract['TalentSummary'];
export type Talent = Contract['Talent'];
type GalleryImage = Contract['GalleryImage'];
type GalleryVideo = Contract['GalleryVideo'];
type Availability = Contract['Availability'];

const MEASURES = [
  'height',
  'bust',
  'chest',
  'waist',
  'hips',
  'shoes',
  'jeans',
  'suit',
  'shirt',
] as const satisfies readonly (keyof Talent)[];
type Measure = (typeof MEASURES)[number];

interface TalentRow extends Record<Measure, string | null> {
  id: number;
  name: string;
  gender: Gender;
  cover: string;
  cover_web: string | null;
  instagram: string | null;
  birthdate: string | null;
  // Written by the seed from the contract's colour lists.
  eyes: Contract['EyeColor'] | null;
  hair: Contract['HairColor'] | null;
  skills: string;
  availability_status: Availability['status'] | null;
  availability_city: string | null;
  availability_until: string | null;
}

type AvailabilityColumns = Pick<TalentRow, 'availability_status' | 'availability_city' | 'availability_until'>;

/** Where the talent can be booked, or null when the agency does not say. */
function availabilityOf(row: AvailabilityColumns): Availability | null {
  if (!row.availability_status) return null;
  return { status: row.availability_status, city: row.availability_city, until: row.availability_until };
}

export interface RosterFilters {
  gender?: Gender;
  categories?: number[];
  name?: string;
}

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

/** Lower case without accents, for a forgiving name search. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function groupBy<T extends { talent_id: number }, U>(rows: T[], pick: (row: T) => U): Map<number, U[]> {
  const map = new Map<number, U[]>();
  for (const row of rows) {
    const list = map.get(row.talent_id);
    if (list) list.push(pick(row));
    else map.set(row.talent_id, [pick(row)]);
  }
  return map;
}

/** Every talent as a list item, in name order. Three queries, whatever the roster size. */
export function listTalents(db: Db, filters: RosterFilters, opts: { coverWeb: boolean }): TalentSummary[] {
  const talents = db
    .prepare('SELECT id, name, gender, cover, cover_web, availability_status, availability_city, availability_until FROM talents')
    .all() as (Pick<TalentRow, 'id' | 'name' | 'gender' | 'cover' | 'cover_web'> & AvailabilityColumns)[];
  const categories = groupBy(
    db
      .prepare(
        `SELECT tc.talent_id, c.id, c.name FROM talent_categories tc
         JOIN categories c ON c.id = tc.category_id ORDER BY tc.talent_id, c.id`,
      )
      .all() as (CategoryRef & { talent_id: number })[],
    ({ id, name }) => ({ id, name }),
  );
  const divisions = groupBy(
    db
      .prepare(
        `SELECT td.talent_id, d.id, d.id_category, d.name FROM talent_divisions td
         JOIN divisions d ON d.id = td.division_id ORDER BY td.talent_id, d.id`,
      )
      .all() as (DivisionRef & { talent_id: number })[],
    ({ id, id_category, name }) => ({ id, id_category, name }),
  );
  const wantedName = filters.name ? foldName(filters.name.trim()) : '';
  const wantedCategories = filters.categories && filters.categories.length > 0 ? new Set(filters.categories) : null;

  return talents
    .map((row) => ({
      id: row.id,
      name: row.name,
      gender: row.gender,
      cover: row.cover,
      cover_web: opts.coverWeb ? row.cover_web : null,
      categories: categories.get(row.id) ?? [],
      divisions: divisions.get(row.id) ?? [],
      availability: availabilityOf(row),
    }))
    .filter(
      (talent) =>
        (!filters.gender || talent.gender === filters.gender) &&
        (!wantedCategories || talent.categories.some((category) => wantedCategories.has(category.id))) &&
        (!wantedName || foldName(talent.name).includes(wantedName)),
    )
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export function findTalentName(db: Db, id: number): string | null {
  const row = db.prepare('SELECT name FROM talents WHERE id = ?').get(id) as { name: string } | undefined;
  return row?.name ?? null;
}

export function galleryImages(db: Db, talentId: number, gallery: Gallery): GalleryImage[] {
  const rows = db
    .prepare('SELECT file, width, height, taken_at FROM talent_images WHERE talent_id = ? AND gallery = ? ORDER BY position, id')
    .all(talentId, gallery) as (GalleryImage & { taken_at: string | null })[];
  // The day is the back office's for polaroids only; an image without one carries no field.
  return rows.map(({ taken_at, ...image }) => (taken_at ? { ...image, taken_at } : image));
}

export function talentProfile(db: Db, id: number, lang: Lang, opts: { coverWeb: boolean }): Talent | null {
  const row = db.prepare('SELECT * FROM talents WHERE id = ?').get(id) as TalentRow | undefined;
  if (!row) return null;
  const categories = db
    .prepare(
      `SELECT c.id, c.name FROM talent_categories tc JOIN categories c ON c.id = tc.category_id
       WHERE tc.talent_id = ? ORDER BY c.id`,
    )
    .all(id) as CategoryRef[];
  const divisions = db
    .prepare(
      `SELECT d.id, d.id_category, d.name FROM talent_divisions td JOIN divisions d ON d.id = td.division_id
       WHERE td.talent_id = ? ORDER BY d.id`,
    )
    .all(id) as DivisionRef[];
  const biographies = db.prepare('SELECT language, text FROM talent_biographies WHERE talent_id = ?').all(id) as {
    language: Lang;
    text: string;
  }[];
  const videos = db
    .prepare('SELECT provider, file, width, height, kind FROM talent_videos WHERE talent_id = ? ORDER BY position, id')
    .all(id) as {
    provider: GalleryVideo['provider'];
    file: string;
    width: number | null;
    height: number | null;
    kind: GalleryVideo['kind'];
  }[];

  const measures = Object.fromEntries(MEASURES.map((key) => [key, row[key]])) as Record<Measure, string | null>;
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    cover: row.cover,
    cover_web: opts.coverWeb ? row.cover_web : null,
    categories,
    divisions,
    availability: availabilityOf(row),
    instagram: row.instagram,
    birthdate: row.birthdate,
    ...measures,
    eyes: row.eyes,
    hair: row.hair,
    biography: inLanguage(Object.fromEntries(biographies.map((b) => [b.language, b.text])), lang),
    skills: JSON.parse(row.skills) as string[],
    book: galleryImages(db, id, 'book'),
    compo: galleryImages(db, id, 'compo'),
    polaroids: galleryImages(db, id, 'polaroids'),
    video: videos.map((video) => ({
      provider: video.provider,
      file: video.file,
      ...(video.width !== null ? { width: video.width } : {}),
      ...(video.height !== null ? { height: video.height } : {}),
      ...(video.kind ? { kind: video.kind } : {}),
    })),
  };
}
