import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the project keeps its own data when nothing else is said: `agency-api/data`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));

export const DEV_DEFAULTS = {
  salt: 'dev-salt',
  siteApiKey: 'dev-site-key',
  panelApiToken: 'dev-panel-token',
} as const;

/**
 * Hooks for tests only: they let a test make a scouting application fail in
 * the middle (after some photos are written, or just before the commit) to
 * prove that nothing half-done is left behind.
 */
export interface TestHooks {
  /** Called before photo `slot` (1..4) of a scouting application is written to disk. */
  beforePhotoWrite?: (slot: number) => void | Promise<void>;
  /** Called inside the transaction, after the rows are inserted and before the commit. */
  beforeCommit?: (table: string) => void;
}

export interface AgencyApiOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  salt?: string;
  siteApiKey?: string;
  panelApiToken?: string;
  tokenTtlSeconds?: number;
  log?: boolean;
  /** Fault test hook: delay every answer by this many ms (env AGENCY_API_DELAY_MS). */
  delayMs?: number;
  /** Test hook: HTML appended to the about page content (env AGENCY_API_ABOUT_EXTRA_HTML). */
  aboutExtraHtml?: string;
  /** Talents in the demo roster (env AGENCY_API_SEED_SIZE, 1 to 1000; the site's measurements seed 1000). */
  seedSize?: number;
  hooks?: TestHooks;
}

export interface AgencyConfig {
  port: number;
  host: string;
  dataDir: string;
  salt: string;
  siteApiKey: string;
  panelApiToken: string;
  tokenTtlSeconds: number;
  log: boolean;
  delayMs: number;
  aboutExtraHtml: string;
  seedSize: number;
  hooks: TestHooks;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function integerFromEnv(env: Env, name: string, fallback: number, min: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

/** The demo roster's size; the contract's roster call returns at most 1000 talents (paginate ≤ 1000). */
export const DEFAULT_SEED_SIZE = 248;
export const MAX_SEED_SIZE = 1000;

function seedSizeOf(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SEED_SIZE)
    throw new Error(`AGENCY_API_SEED_SIZE must be an integer from 1 to ${MAX_SEED_SIZE}, got ${n}`);
  return n;
}

export function resolveDataDir(dataDir: string | undefined, env: Env = process.env): string {
  const chosen = dataDir ?? nonEmpty(env.AGENCY_API_DATA);
  return chosen === undefined ? DEFAULT_DATA_DIR : path.resolve(chosen);
}

export function resolveConfig(opts: AgencyApiOptions = {}, env: Env = process.env): AgencyConfig {
  return {
    port: opts.port ?? integerFromEnv(env, 'AGENCY_API_PORT', 4010, 0),
    host: opts.host ?? nonEmpty(env.AGENCY_API_HOST) ?? '127.0.0.1',
    dataDir: resolveDataDir(opts.dataDir, env),
    salt: opts.salt ?? nonEmpty(env.API_SALT) ?? DEV_DEFAULTS.salt,
    siteApiKey: opts.siteApiKey ?? nonEmpty(env.SITE_API_KEY) ?? DEV_DEFAULTS.siteApiKey,
    panelApiToken: opts.panelApiToken ?? nonEmpty(env.PANEL_API_TOKEN) ?? DEV_DEFAULTS.panelApiToken,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? integerFromEnv(env, 'AGENCY_API_TOKEN_TTL', 3600, 1),
    log: opts.log ?? env.AGENCY_API_LOG !== '0',
    delayMs: opts.delayMs ?? integerFromEnv(env, 'AGENCY_API_DELAY_MS', 0, 0),
    aboutExtraHtml: opts.aboutExtraHtml ?? env.AGENCY_API_ABOUT_EXTRA_HTML ?? '',
    seedSize: seedSizeOf(opts.seedSize ?? integerFromEnv(env, 'AGENCY_API_SEED_SIZE', DEFAULT_SEED_SIZE, 1)),
    hooks: opts.hooks ?? {},
  };
}

/** The places inside one data folder. */
export interface DataPaths {
  root: string;
  database: string;
  /** `GET /storage/x` answers `<media>/storage/x`. */
  media: string;
  /** Uploads are staged here (same file system as media) before they are renamed into place. */
  staging: string;
}

export function dataPaths(dataDir: string): DataPaths {
  return {
    root: dataDir,
    database: path.join(dataDir, 'agency.sqlite'),
    media: path.join(dataDir, 'media'),
    staging: path.join(dataDir, 'tmp'),
  };
}
