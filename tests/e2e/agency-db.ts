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
