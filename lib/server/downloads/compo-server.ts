import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { agency, cachedCall, tags } from '@/lib/agency/fetch';
import { downloadGallery } from '@/lib/agency/forms';
import type { Talent } from '@/lib/agency/types';
import { createZipCache, type CompoZip } from '@/lib/server/downloads/compo-zip';
import { currentRequest } from '@/lib/server/observability/request-log';

/** A zip larger than this is streamed to the visitor and never kept. */
export const COMPO_ZIP_MAX_BYTES = 32 * 1024 * 1024;
/** All kept zips together, per site process. */
export const COMPO_CACHE_MAX_BYTES = 256 * 1024 * 1024;
/** Per client address: a booker printing a selection stays far below it, a script does not. */
export const COMPO_RATE = { points: 30, durationS: 60, keyPrefix: 'compo' } as const;
/** A shared download serves every waiting visitor, so no single visitor's closed tab may abort it; this bounds it instead. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

const zips = createZipCache({
  maxBytes: COMPO_CACHE_MAX_BYTES,
  maxEntryBytes: COMPO_ZIP_MAX_BYTES,
  // A shared download carries the id of the request that started it; the requests waiting on it have lines of their own.
  download: (talent) =>
    downloadGallery(agency(), talent, 'compo', {
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      requestId: currentRequest()?.requestId,
    }),
});

/**
 * A token that lives in Next's data cache under the profile's tags and
 * period: a revalidation of `agency:profile:<id>` or `agency` replaces it,
 * and with it every kept copy of that talent's zip, in every site process
 * that shares the data cache.
 */
const revalidationToken = cachedCall('compo-zip-version', async (id: number) => `${id}:${randomUUID()}`, {
  tags: (id) => [tags.profile(id)],
});

/**
 * Concurrent misses of the data cache each compute their own token, and a
 * token is minted in no time, so the requests of a burst saw several of them,
 * each a back-office download, until one was stored
 * (docs/decisions/0027-compo-zip-through-the-site.md).
 * One read per talent per TOKEN_HOLD_MS in this process gives a burst one
 * token. POST /api/revalidate lets go of them at once in the process it
 * reaches (forgetHeldTokens); other processes follow within TOKEN_HOLD_MS.
 * Held on globalThis: the revalidate route is bundled apart from this one.
 */
const TOKEN_HOLD_MS = 1000;
const heldTokens = ((
  globalThis as { __compoZipTokens?: Map<number, { token: Promise<string>; until: number }> }
).__compoZipTokens ??= new Map());

export function forgetHeldTokens(): void {
  heldTokens.clear();
}

function currentToken(id: number): Promise<string> {
  const now = Date.now();
  const held = heldTokens.get(id);
  if (held && held.until > now) return held.token;
  // Expired holds go as new ones come: the map never outgrows the talents asked for within a second.
  for (const [key, value] of heldTokens) if (value.until <= now) heldTokens.delete(key);
  const token = revalidationToken(id);
  heldTokens.set(id, { token, until: now + TOKEN_HOLD_MS });
  token.catch(() => heldTokens.delete(id));
  return token;
}

/** The talent's compo zip: kept bytes when current, else one shared download. */
export async function compoZip(talent: Pick<Talent, 'id' | 'name' | 'compo'>): Promise<CompoZip> {
  // The compo list is part of the version: a profile refreshed on its own
  // schedule with other images makes a new zip even without a revalidation call.
  const images = createHash('sha256').update(JSON.stringify(talent.compo)).digest('base64url').slice(0, 16);
  const version = `${await currentToken(talent.id)}:${images}`;
  return zips.get({ id: talent.id, name: talent.name }, version);
}
