import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, resolveConfig } from '../src/config';
import { migrate, MIGRATIONS } from '../src/db/migrations';
import { biographies, SKILL_WORDS } from '../src/seed/biographies';
import { seedContent } from '../src/seed/content';
import type { ImagePool } from '../src/seed/images';
import { portraitSvg } from '../src/seed/images';
import { Prng } from '../src/seed/prng';
import { PT_ONLY_BIOGRAPHY_EVERY, seedRoster } from '../src/seed/roster';
import { parseBrazilianDate, yearsBetween } from '../../lib/rules/agreed';
import { repoRoot } from './helpers';

function memoryDb(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** An image pool with paths only, to seed rows without drawing anything. */
function fakePool(): ImagePool {
  const image = (file: string, width: number, height: number) => ({ file, width, height });
  const portraits = (gender: string) =>
    Array.from({ length: 12 }, (_, i) => image(`storage/pool/portrait-${gender}-${i}.jpg`, 800, 1200));
  const woman = portraits('woman');
  const man = portraits('man');
  return {
    portraits: { woman, man },
    landscapes: Array.from({ length: 12 }, (_, i) => image(`storage/pool/landscape-${i}.jpg`, 1200, 800)),
    webCovers: new Map([...woman, ...man].map((p) => [p.file, p.file.replace('pool/', 'pool/web/')])),
    slides: {
      models: [1, 2, 3].map((i) => ({ mobile: image(`m${i}`, 720, 800), desktop: image(`d${i}`, 1080, 1200) })),
      creative: [1, 2, 3].map((i) => ({ mobile: image(`cm${i}`, 720, 800), desktop: image(`cd${i}`, 1080, 1200) })),
    },
    files: 0,
    bytes: 0,
  };
}

function dump(db: Database.Database): string {
  const tables = [
    'talents',
    'talent_categories',
    'talent_divisions',
    'talent_biographies',
    'talent_images',
    'talent_videos',
    'slides',
    'posts',
    'post_translations',
  ];
  return JSON.stringify(tables.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));
}

describe('migrations', () => {
  it('create the schema once, record each version, and apply only newer ones later', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    const next = [...MIGRATIONS, { version: 99, name: 'test', sql: 'CREATE TABLE later (id INTEGER)' }];
    expect(migrate(db, next)).toEqual([99]);
    const versions = db.prepare('SELECT version FROM schema_version ORDER BY version').all() as { version: number }[];
    expect(versions.map((v) => v.version)).toEqual([...MIGRATIONS.map((m) => m.version), 99]);
  });

  it('roll a failing migration back whole', () => {
    const db = new Database(':memory:');
    migrate(db);
    const broken = [
      ...MIGRATIONS,
      { version: 50, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); SELECT * FROM missing_table;' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect((db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number }).v).toBe(
      MIGRATIONS.at(-1)?.version,
    );
  });
});

describe('the seed', () => {
  it('is deterministic: the same rows from the same seed', () => {
    const when = new Date('2026-06-01T12:00:00Z');
    const run = () => {
      const db = memoryDb();
      seedRoster(db, fakePool(), new Prng(7).fork('roster'), 248, when);
      seedContent(db, fakePool(), new Prng(7).fork('content'));
      return dump(db);
    };
    expect(run()).toBe(run());
    const svg = () =>
      portraitSvg('woman', { backdrop: ['#111', '#222', '#333'], figure: '#000', accent: '#fff' }, new Prng(3), 200, 300);
    expect(svg()).toBe(svg());
  });

  it('a seeded PRNG repeats itself and its forks are independent', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Prng(1).fork('x').next()).not.toBe(new Prng(1).fork('y').next());
    const rng = new Prng(5);
    for (let i = 0; i < 1000; i += 1) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
    }
  });
});

describe('the demo biographies', () => {
  const talent = { name: 'Ágatha Leão', gender: 'woman' as const, city: 'Goiânia', skills: ['Inglês fluente', 'Violão'] };
  /** Words only Portuguese writes: none may reach an en or es text. */
  const PORTUGUESE =
    /nasceu|começou|foi descobert|entrou para|Já trabalhou|Desfilou|Tem experiência|Gosta de|Nas horas livres|inglês|violão/;

  it('writes one biography in pt, en and es, each in its own words, skills included', () => {
    const bios = biographies(talent, new Prng(1));
    expect(Object.keys(bios)).toEqual(['pt', 'en', 'es']);
    expect(bios.pt).toMatch(/^Ágatha /m);
    expect(bios.pt).toContain('inglês fluente, violão.');
    expect(bios.en).toContain('In her free time: fluent English, guitar.');
    expect(bios.es).toContain('En su tiempo libre: inglés fluido, guitarra.');
    expect(bios.en).not.toMatch(PORTUGUESE);
    expect(bios.es).not.toMatch(PORTUGUESE);
    expect(new Set([bios.pt, bios.en, bios.es]).size).toBe(3);
    const capital = biographies({ ...talent, city: 'Brasília' }, new Prng(1));
    expect([capital.pt, capital.en, capital.es].map((text) => /Brasilia|Brasília/.exec(text ?? '')?.[0])).toEqual([
      'Brasília',
      'Brasília',
      'Brasilia',
    ]);
  });

  it('is deterministic, agrees with the gender, and leaves the untranslated in pt only', () => {
    expect(biographies(talent, new Prng(9))).toEqual(biographies(talent, new Prng(9)));
    for (let seed = 0; seed < 40; seed += 1) {
      const him = biographies({ ...talent, name: 'Túlio Dias', gender: 'man' }, new Prng(seed));
      expect(him.pt).not.toMatch(/fotografada|descoberta/);
      expect(him.es).not.toMatch(/fotografiada|descubierta|Nacida/);
      expect(him.en).not.toMatch(/\b(She|her)\b/);
    }
    expect(Object.keys(biographies(talent, new Prng(1), false))).toEqual(['pt']);
  });

  it('knows every skill the seed gives a talent in the three languages', () => {
    for (const [skill, words] of Object.entries(SKILL_WORDS)) {
      expect(Object.keys(words), skill).toEqual(['pt', 'en', 'es']);
      expect(words.pt, skill).toBe(skill.toLowerCase());
    }
  });

  it('gives most seeded talents a biography in pt, en and es, and every twentieth one in pt only', () => {
    const db = memoryDb();
    seedRoster(db, fakePool(), new Prng(7).fork('roster'), 248, new Date('2026-06-01T12:00:00Z'));
    const rows = db.prepare('SELECT talent_id AS id, language, text FROM talent_biographies').all() as {
      id: number;
      language: string;
      text: string;
    }[];
    const byTalent = new Map<number, Record<string, string>>();
    for (const row of rows) byTalent.set(row.id, { ...byTalent.get(row.id), [row.language]: row.text });
    // Three in ten have none (the site shows no biography then).
    expect(byTalent.size).toBeGreaterThan(248 * 0.55);
    expect(byTalent.size).toBeLessThan(248 * 0.85);
    let ptOnly = 0;
    for (const [id, bios] of byTalent) {
      if (id % PT_ONLY_BIOGRAPHY_EVERY === 0) {
        expect(Object.keys(bios), `talent ${id}`).toEqual(['pt']);
        ptOnly += 1;
        continue;
      }
      expect(Object.keys(bios).sort(), `talent ${id}`).toEqual(['en', 'es', 'pt']);
      expect(bios.en, `talent ${id}`).not.toMatch(PORTUGUESE);
      expect(bios.es, `talent ${id}`).not.toMatch(PORTUGUESE);
      expect(bios.en).not.toBe(bios.pt);
      expect(bios.es).not.toBe(bios.pt);
    }
    expect(ptOnly).toBeGreaterThanOrEqual(3);
  });
});

describe('dates of the scouting form', () => {
  it('reads dd/MM/yyyy only when it names a real day', () => {
    expect(parseBrazilianDate('29/02/2004')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseBrazilianDate('29/02/2005')).toBeNull();
    expect(parseBrazilianDate('31/04/2005')).toBeNull();
    expect(parseBrazilianDate('1/1/2005')).toBeNull();
  });

  it('counts full years', () => {
    const birth = { year: 2008, month: 6, day: 15 };
    expect(yearsBetween(birth, { year: 2026, month: 6, day: 14 })).toBe(17);
    expect(yearsBetween(birth, { year: 2026, month: 6, day: 15 })).toBe(18);
  });
});

describe('configuration', () => {
  it('has development defaults and a data folder beside the source, not the working directory', () => {
    const config = resolveConfig({}, {});
    expect(config).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      salt: 'dev-salt',
      siteApiKey: 'dev-site-key',
      panelApiToken: 'dev-panel-token',
      tokenTtlSeconds: 3600,
      log: true,
      delayMs: 0,
    });
    expect(config.dataDir).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR).toBe(path.join(repoRoot, 'agency-api', 'data'));
  });

  it('reads the environment, options winning', () => {
    const env = {
      AGENCY_API_PORT: '5000',
      API_SALT: 's',
      SITE_API_KEY: 'k',
      PANEL_API_TOKEN: 'p',
      AGENCY_API_LOG: '0',
      AGENCY_API_DELAY_MS: '50',
      AGENCY_API_DATA: 'x/y',
      AGENCY_API_TOKEN_TTL: '60',
    };
    expect(resolveConfig({}, env)).toMatchObject({
      port: 5000,
      salt: 's',
      siteApiKey: 'k',
      panelApiToken: 'p',
      log: false,
      delayMs: 50,
      tokenTtlSeconds: 60,
      dataDir: path.resolve('x/y'),
    });
    expect(resolveConfig({ port: 0, log: true }, env)).toMatchObject({ port: 0, log: true });
    expect(() => resolveConfig({}, { AGENCY_API_PORT: 'abc' })).toThrow(/AGENCY_API_PORT/);
  });
});
