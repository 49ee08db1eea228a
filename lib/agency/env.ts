/**
 * Configuration of the agency API client, from the site's environment
 * (lib/config/env.ts checks the variables). Pure, so tests can build a client
 * for a local server; the server-only fetch helper (fetch.ts) builds the
 * app's own from `env()`.
 */
// Relative: next.config.ts imports this file, and its loader knows no `@/` alias.
import { parseEnv, type RawEnv, type SiteEnv } from '../config/env';

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

export function agencyConfig(env: SiteEnv): AgencyConfig {
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

/** The client's configuration from a set of variables; throws an Error naming the bad ones (never a secret). */
export function parseAgencyEnv(source: RawEnv): AgencyConfig {
  return agencyConfig(parseEnv(source));
}
