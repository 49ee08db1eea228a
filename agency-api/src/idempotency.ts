import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from './db';
import type { ReceivedForm } from './validation';

/** The contract's `IdempotencyKey` parameter: a UUID or 16–64 characters of [A-Za-z0-9_-]. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const KEY_HEADER = 'Idempotency-Key';

/** The header's value; null when absent, undefined when it breaks the contract. */
export function idempotencyKey(c: Context): string | null | undefined {
  const value = c.req.header(KEY_HEADER);
  if (value === undefined) return null;
  return KEY_PATTERN.test(value) ? value : undefined;
}

export const badKey = { [KEY_HEADER]: ['must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -'] };
export const keyConflict = { [KEY_HEADER]: ['was already used for a different submission'] };

/**
 * A digest of what a submission says: its language, its text fields as
 * received and the bytes of its files. Two sends of the same filled form
 * give the same digest; any change of a field or a photo does not.
 */
export async function bodyDigest(lang: string, form: ReceivedForm): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([lang, Object.entries(form.text).sort(([a], [b]) => a.localeCompare(b))]));
  for (const name of Object.keys(form.files).sort()) {
    const file = form.files[name];
    if (!file) continue;
    const bytes = createHash('sha256')
      .update(new Uint8Array(await file.arrayBuffer()))
      .digest('hex');
    hash.update(`\n${name}:${bytes}`);
  }
  return hash.digest('hex');
}

export type Submission = 'contact_messages' | 'budget_requests' | 'scouting_applications';

/** What a key already stored: the first submission's id, and whether the body now is the same. */
export interface Prior {
  id: number;
  same: boolean;
}

export function priorSubmission(db: Db, table: Submission, key: string | null, digest: string): Prior | null {
  if (key === null) return null;
  const row = db.prepare(`SELECT id, body_digest FROM ${table} WHERE idempotency_key = ?`).get(key) as
    { id: number; body_digest: string | null } | undefined;
  return row ? { id: row.id, same: row.body_digest === digest } : null;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
