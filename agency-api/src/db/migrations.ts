import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Append only: a migration that has shipped is never edited, a change is a
 * new migration with the next version.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'roster and content',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL
      );
      -- id_category is not a foreign key: the back office has divisions of
      -- categories the site never shows (1446).
      CREATE TABLE divisions (
        id INTEGER PRIMARY KEY,
        id_category INTEGER NOT NULL,
        name TEXT NOT NULL
      );
      CREATE TABLE talents (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        gender TEXT NOT NULL CHECK (gender IN ('man', 'woman')),
        cover TEXT NOT NULL,
        cover_web TEXT,
        instagram TEXT,
        birthdate TEXT,
        height TEXT, bust TEXT, chest TEXT, waist TEXT, hips TEXT,
        shoes TEXT, jeans TEXT, suit TEXT, shirt TEXT,
        eyes TEXT,
        hair TEXT,
        skills TEXT NOT NULL DEFAULT '[]'
      );
      CREATE TABLE talent_categories (
        talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES categories(id),
        PRIMARY KEY (talent_id, category_id)
      );
      CREATE TABLE talent_divisions (
        talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
        division_id INTEGER NOT NULL REFERENCES divisions(id),
        PRIMARY KEY (talent_id, division_id)
      );
      CREATE TABLE talent_biographies (
        talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('pt', 'en', 'es')),
        text TEXT NOT NULL,
        PRIMARY KEY (talent_id, language)
      );
      CREATE TABLE talent_images (
        id INTEGER PRIMARY KEY,
        talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
        gallery TEXT NOT NULL CHECK (gallery IN ('book', 'compo', 'polaroids')),
        position INTEGER NOT NULL,
        file TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL
      );
      CREATE INDEX talent_images_by_gallery ON talent_images (talent_id, gallery, position);
      CREATE TABLE talent_videos (
        id INTEGER PRIMARY KEY,
        talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        provider TEXT NOT NULL CHECK (provider IN ('youtube', 'vimeo')),
        file TEXT NOT NULL,
        width INTEGER,
        height INTEGER
      );
      CREATE INDEX talent_videos_by_talent ON talent_videos (talent_id, position);

      CREATE TABLE slides (
        id INTEGER PRIMARY KEY,
        slideshow TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('image', 'video')),
        description TEXT NOT NULL CHECK (description IN ('1', '2')),
        url_mobile TEXT NOT NULL,
        url_desktop TEXT NOT NULL,
        video_id TEXT,
        position INTEGER NOT NULL
      );
      CREATE TABLE slide_captions (
        slide_id INTEGER NOT NULL REFERENCES slides(id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('pt', 'en', 'es')),
        caption TEXT NOT NULL,
        PRIMARY KEY (slide_id, language)
      );
      CREATE TABLE posts (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        slug TEXT NOT NULL,
        image TEXT,
        published_at TEXT,
        UNIQUE (type, slug)
      );
      CREATE TABLE post_translations (
        post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        language TEXT NOT NULL CHECK (language IN ('pt', 'en', 'es')),
        title TEXT NOT NULL,
        excerpt TEXT,
        content TEXT NOT NULL,
        PRIMARY KEY (post_id, language)
      );
      CREATE TABLE countries (
        id INTEGER PRIMARY KEY,
        name_pt TEXT NOT NULL,
        name_en TEXT NOT NULL,
        name_es TEXT NOT NULL
      );
      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        id_country INTEGER NOT NULL REFERENCES countries(id),
        name TEXT NOT NULL
      );
      CREATE INDEX cities_by_country ON cities (id_country, name);
      CREATE TABLE social_media (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'submissions',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE budget_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        favorites TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE scouting_applications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        gender TEXT NOT NULL,
        birthdate TEXT NOT NULL,
        whatsapp TEXT NOT NULL,
        responsable TEXT,
        instagram TEXT NOT NULL,
        email TEXT NOT NULL,
        nationality TEXT,
        id_country INTEGER,
        country TEXT,
        id_city INTEGER,
        city TEXT,
        height TEXT, bust TEXT, waist TEXT, hips TEXT, jeans TEXT,
        skills TEXT,
        video TEXT,
        privacy_accepted INTEGER NOT NULL CHECK (privacy_accepted = 1),
        created_at TEXT NOT NULL
      );
      CREATE TABLE scouting_photos (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        application_id INTEGER NOT NULL REFERENCES scouting_applications(id) ON DELETE CASCADE,
        slot INTEGER NOT NULL CHECK (slot BETWEEN 1 AND 4),
        file TEXT NOT NULL UNIQUE,
        mime TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        UNIQUE (application_id, slot)
      );
    `,
  },
  {
    version: 3,
    name: 'access tokens',
    sql: `
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('site', 'panel')),
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX access_tokens_by_expiry ON access_tokens (expires_at);
    `,
  },
  {
    version: 4,
    name: 'idempotency keys of submissions',
    // The key the visitor's browser made for one filled form, and a digest of
    // what was sent with it: a repeat answers the stored id, a different body
    // under the same key is refused. The unique index (NULLs allowed, many)
    // is what makes two concurrent repeats store one row.
    sql: `
      ALTER TABLE contact_messages ADD COLUMN idempotency_key TEXT;
      ALTER TABLE contact_messages ADD COLUMN body_digest TEXT;
      CREATE UNIQUE INDEX contact_messages_by_key ON contact_messages (idempotency_key);
      ALTER TABLE budget_requests ADD COLUMN idempotency_key TEXT;
      ALTER TABLE budget_requests ADD COLUMN body_digest TEXT;
      CREATE UNIQUE INDEX budget_requests_by_key ON budget_requests (idempotency_key);
      ALTER TABLE scouting_applications ADD COLUMN idempotency_key TEXT;
      ALTER TABLE scouting_applications ADD COLUMN body_digest TEXT;
      CREATE UNIQUE INDEX scouting_applications_by_key ON scouting_applications (idempotency_key);
    `,
  },
  {
    version: 5,
    name: 'what a casting director reads first',
    // Contract 1.1.0: where the talent can be booked, the day a polaroid was
    // taken, and what a video is (a slate first). All optional, as in the contract.
    sql: `
      ALTER TABLE talents ADD COLUMN availability_status TEXT CHECK (availability_status IN ('in_town', 'away'));
      ALTER TABLE talents ADD COLUMN availability_city TEXT;
      ALTER TABLE talents ADD COLUMN availability_until TEXT;
      ALTER TABLE talent_images ADD COLUMN taken_at TEXT;
      ALTER TABLE talent_videos ADD COLUMN kind TEXT CHECK (kind IN ('slate', 'runway', 'campaign', 'other'));
    `,
  },
];

export function currentVersion(db: Database): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null } | undefined;
  return row?.version ?? 0;
}

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const from = currentVersion(db);
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}
