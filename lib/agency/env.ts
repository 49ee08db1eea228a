/**
 * Configuration of the agency API client. Parsing is pure (it takes the
 * variables as an argument) so tests can build a client for a local server;
 * only the server-only fetch helper (fetch.ts) reads `process.env`.
 */
import { z } from 'zod';
import { DEFAULT_API_URL } from './back-office.mjs';

export { DEFAULT_API_URL };

export interface AgencyConfig {
  siteUrl: string;
  panelUrl: string;
  /** Base of relative media paths (defaults to the panel host). */
  mediaUrl: string;
  siteApiKey: string;
  panelApiToken: string;
  salt: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
}

// An empty variable (`SITE_API_URL=` in a .env file) counts as unset.
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const url = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const httpUrl = (fallback: string) => z.preprocess(unsetIfEmpty, url().default(fallback));
const secret = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().default(fallback));

const envSchema = z.object({
  SITE_API_URL: httpUrl(DEFAULT_API_URL),
  PANEL_API_URL: httpUrl(DEFAULT_API_URL),
  MEDIA_URL: z.preprocess(unsetIfEmpty, url().optional()),
  SITE_API_KEY: secret('dev-site-key'),
  PANEL_API_TOKEN: secret('dev-panel-token'),
  API_SALT: secret('dev-salt'),
  AGENCY_API_TIMEOUT_MS: z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().max(600_000).default(8000)),
});

export type AgencyEnv = Partial<Record<keyof z.input<typeof envSchema>, string | undefined>>;

/** Reads and validates the variables; throws an Error naming the bad ones (never their values). */
export function parseAgencyEnv(source: AgencyEnv | NodeJS.ProcessEnv): AgencyConfig {
  const parsed = envSchema.safeParse({
    SITE_API_URL: source.SITE_API_URL,
    PANEL_API_URL: source.PANEL_API_URL,
    MEDIA_URL: source.MEDIA_URL,
    SITE_API_KEY: source.SITE_API_KEY,
    PANEL_API_TOKEN: source.PANEL_API_TOKEN,
    API_SALT: source.API_SALT,
    AGENCY_API_TIMEOUT_MS: source.AGENCY_API_TIMEOUT_MS,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid agency API environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    siteUrl: env.SITE_API_URL,
    panelUrl: env.PANEL_API_URL,
    mediaUrl: env.MEDIA_URL ?? env.PANEL_API_URL,
    siteApiKey: env.SITE_API_KEY,
    panelApiToken: env.PANEL_API_TOKEN,
    salt: env.API_SALT,
    timeoutMs: env.AGENCY_API_TIMEOUT_MS,
  };
}
