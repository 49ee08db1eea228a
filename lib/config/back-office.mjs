// Plain JavaScript so that Node can load it without a build: Next's cache
// handler (cache-handler.mjs) is required by the server as it is, and needs
// the same identity of the back office as the app's own code. Hence it reads
// SITE_API_URL and PANEL_API_URL itself (env.ts, beside it, checks them).
import { createHash } from 'node:crypto';

export const DEFAULT_API_URL = 'http://127.0.0.1:4010';

/** An unset or empty variable means the embedded agency API's default address. */
function urlOf(value) {
  const text = typeof value === 'string' ? value.trim() : '';
  try {
    return new URL(text || DEFAULT_API_URL).href;
  } catch {
    // env.ts refuses it with a clear message as the server starts; an
    // identity made of the raw text still never matches another back office.
    return text;
  }
}

/**
 * Which back office the data comes from: both hosts the site calls. Cached
 * data is keyed by it, so a cache filled from another back office (a kept
 * `.next/cache`, staging beside production on one Redis) is never served.
 */
export function backOfficeIdentity(env = process.env) {
  return `${urlOf(env.SITE_API_URL)} ${urlOf(env.PANEL_API_URL)}`;
}

/** A short, stable digest of the identity, for key prefixes. */
export function backOfficeKey(env = process.env) {
  return createHash('sha256').update(backOfficeIdentity(env)).digest('hex').slice(0, 16);
}
