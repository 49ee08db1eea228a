import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { dataPaths, resolveDataDir } from '../src/config';

/**
 * The latest budget requests the embedded back office stored, with their
 * message and their talents (and, since contract 1.2.0, the client's review
 * of each), for an operator at a terminal:
 * `npx tsx agency-api/scripts/budget-requests.ts [how many, 10 by default]`.
 * It reads the data folder the server uses (AGENCY_API_DATA, else
 * agency-api/data), read-only: it may run beside the server.
 */

export type StoredItem = { id: number; name: string } & Record<string, unknown>;

export type StoredBudgetRequest = {
  id: number;
  created_at: string;
  language: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  items: StoredItem[];
};

/** The `count` newest budget requests of a data folder, newest first, their favourites parsed. */
export function latestBudgetRequests(dataDir: string, count = 10): StoredBudgetRequest[] {
  const db = new Database(dataPaths(dataDir).database, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT id, created_at, language, name, email, phone, message, favorites
         FROM budget_requests ORDER BY id DESC LIMIT ?`,
      )
      .all(count) as (Omit<StoredBudgetRequest, 'items'> & { favorites: string })[];
    return rows.map(({ favorites, ...row }) => ({ ...row, items: JSON.parse(favorites) as StoredItem[] }));
  } finally {
    db.close();
  }
}

/** One talent as a line: its place, name and id, then whatever the client said of it. */
function itemLine(item: StoredItem, index: number): string {
  const review = ['verdict', 'intent', 'note']
    .map((key) => item[key])
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.replace(/\s+/g, ' '));
  const place = typeof item.rank === 'number' ? item.rank : index + 1;
  return `  ${place}. ${item.name} (${item.id})${review.length > 0 ? `: ${review.join(' · ')}` : ''}`;
}

export function describeBudgetRequest(request: StoredBudgetRequest): string {
  return [
    `#${request.id} ${request.created_at} [${request.language}] ${request.name} <${request.email}> ${request.phone}`,
    ...request.message.split(/\r?\n/).map((line) => `  | ${line}`),
    `  ${request.items.length} talent(s):`,
    ...request.items.map(itemLine),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.argv[2] ?? 10);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`how many requests: a whole number of at least 1, got ${process.argv[2]}`);
  const dataDir = resolveDataDir(undefined);
  if (!existsSync(dataPaths(dataDir).database)) {
    throw new Error(`no database in ${dataDir}: start the agency API once (npm run agency-api), or set AGENCY_API_DATA`);
  }
  const requests = latestBudgetRequests(dataDir, count);
  process.stdout.write(
    requests.length === 0 ? 'No budget request stored.\n' : `${requests.map(describeBudgetRequest).join('\n\n')}\n`,
  );
}
