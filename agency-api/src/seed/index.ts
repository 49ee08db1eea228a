import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED_SIZE, type DataPaths } from '../config';
import { readMeta, writeMeta, type Db } from '../db';
import { seedContent } from './content';
import { generateImagePool } from './images';
import { COUNTRIES } from './places';
import { Prng } from './prng';
import { seedRoster } from './roster';

/** Change it and every machine still gets the same roster as every other. */
export const SEED = 1446_1921;
/**
 * The demo roster's shape: a folder seeded with an older one (without
 * contract 1.1.0's fields, or with most biographies in pt only) is seeded again.
 */
export const SEED_SHAPE = 3;

const SEEDED_TABLES = [
  'categories',
  'divisions',
  'talents',
  'talent_categories',
  'talent_divisions',
  'talent_biographies',
  'talent_images',
  'talent_videos',
  'slides',
  'slide_captions',
  'posts',
  'post_translations',
  'countries',
  'cities',
  'social_media',
];

export interface SeedReport {
  talents: number;
  hiddenTalents: number;
  galleryImages: number;
  imageFiles: number;
  imageBytes: number;
  rows: number;
  ms: number;
}

/** Seeded, with the roster size and shape asked for (a folder seeded otherwise is seeded again). */
export function isSeeded(db: Db, size = DEFAULT_SEED_SIZE): boolean {
  return (
    readMeta(db, 'seeded_at') !== undefined &&
    (readMeta(db, 'seed_size') ?? String(DEFAULT_SEED_SIZE)) === String(size) &&
    readMeta(db, 'seed_shape') === String(SEED_SHAPE)
  );
}

function seedPlaces(db: Db): void {
  const country = db.prepare('INSERT INTO countries (id, name_pt, name_en, name_es) VALUES (?, ?, ?, ?)');
  const city = db.prepare('INSERT INTO cities (id_country, name) VALUES (?, ?)');
  for (const entry of COUNTRIES) {
    country.run(entry.id, entry.pt, entry.en, entry.es);
    for (const name of entry.cities) city.run(entry.id, name);
  }
}

/**
 * Makes the demo roster: images first, then every row in one transaction
 * that also records `seeded_at`, so an interrupted seed simply runs again.
 */
export async function seedDemo(db: Db, paths: DataPaths, size = DEFAULT_SEED_SIZE): Promise<SeedReport> {
  const started = performance.now();
  const rng = new Prng(SEED);
  for (const folder of ['storage/pool', 'storage/slides']) {
    fs.rmSync(path.join(paths.media, folder), { recursive: true, force: true });
  }
  const pool = await generateImagePool(paths.media, rng.fork('images'));

  const roster = db.transaction(() => {
    for (const table of [...SEEDED_TABLES].reverse()) db.prepare(`DELETE FROM ${table}`).run();
    seedPlaces(db);
    const counts = seedRoster(db, pool, rng.fork('roster'), size);
    seedContent(db, pool, rng.fork('content'));
    writeMeta(db, 'seeded_at', new Date().toISOString());
    writeMeta(db, 'seed', String(SEED));
    writeMeta(db, 'seed_size', String(size));
    writeMeta(db, 'seed_shape', String(SEED_SHAPE));
    return counts;
  })();

  const rows = SEEDED_TABLES.reduce(
    (sum, table) => sum + (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    0,
  );
  return {
    talents: roster.talents,
    hiddenTalents: roster.hiddenTalents,
    galleryImages: roster.images,
    imageFiles: pool.files,
    imageBytes: pool.bytes,
    rows,
    ms: Math.round(performance.now() - started),
  };
}

export function describeSeed(report: SeedReport): string {
  return (
    `seeded the demo roster: ${report.talents} talents (${report.hiddenTalents} in a 1446 division), ` +
    `${report.galleryImages} gallery images, ${report.imageFiles} image files ` +
    `(${(report.imageBytes / 1024 / 1024).toFixed(1)} MB), ${report.rows} rows in ${report.ms} ms`
  );
}
