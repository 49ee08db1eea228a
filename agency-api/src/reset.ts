import fs from 'node:fs';
import path from 'node:path';
import { dataPaths, resolveConfig, resolveDataDir } from './config';
import { openDatabase } from './db';
import { describeSeed, seedDemo } from './seed';

/**
 * `npm run agency-api:reset`: deletes the data folder (database, submissions,
 * uploaded photos, generated images) and seeds the demo roster again.
 * Refuses a folder that does not look like one of ours.
 */
const dataDir = resolveDataDir(undefined);
if (fs.existsSync(dataDir)) {
  const ours = new Set(['agency.sqlite', 'agency.sqlite-wal', 'agency.sqlite-shm', 'media', 'tmp']);
  const strangers = fs.readdirSync(dataDir).filter((name) => !ours.has(name) && name !== '.gitkeep');
  if (strangers.length > 0) {
    process.stderr.write(
      `agency API reset: ${dataDir} holds files that are not agency API data (${strangers.join(', ')}); not deleting it.\n`,
    );
    process.exit(1);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const paths = dataPaths(dataDir);
fs.mkdirSync(paths.media, { recursive: true });
const db = openDatabase(paths.database);
try {
  const report = await seedDemo(db, paths, resolveConfig().seedSize);
  process.stdout.write(`${describeSeed(report)}\nagency API data reset in ${path.relative(process.cwd(), dataDir) || dataDir}\n`);
} finally {
  db.close();
}
