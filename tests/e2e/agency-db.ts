import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E } from './env';

/** Rows the embedded agency API stored, read through a read-only connection to its SQLite file. */
export function storedRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(E2E.dataDir, 'agency.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Changes the embedded agency API's data for one test (the back office
 * editing its roster), returning a function that puts it back.
 */
export function withAgencyData(change: (db: Database.Database) => (db: Database.Database) => void): () => void {
  const db = new Database(path.join(E2E.dataDir, 'agency.sqlite'), { fileMustExist: true });
  try {
    const undo = db.transaction(() => change(db))();
    return () => {
      const again = new Database(path.join(E2E.dataDir, 'agency.sqlite'), { fileMustExist: true });
      try {
        again.transaction(() => undo(again))();
      } finally {
        again.close();
      }
    };
  } finally {
    db.close();
  }
}
