/**
 * The agency API as the app sees it: `agency().getRoster(lang)` and every
 * other call of client.ts. `server-only` makes importing this from a client
 * component a build error; this is also the only module that reads the
 * credentials from `process.env`. The inner modules read nothing from the
 * environment, which keeps them importable by unit tests.
 */
import 'server-only';
import { createAgencyClient, type AgencyClient } from './client';
import { parseAgencyEnv } from './env';

let defaultClient: AgencyClient | null = null;

/** The client of this server's back office, built on first use so a bad environment fails the first call, not the import. */
export function agency(): AgencyClient {
  defaultClient ??= createAgencyClient(parseAgencyEnv(process.env));
  return defaultClient;
}

export { createAgencyClient, type AgencyClient } from './client';
export { backOfficeIdentity } from './back-office.mjs';
export { AgencyApiError, isAgencyApiError, type AgencyErrorCode, type AgencyHost } from './errors';
export { mediaUrl } from './media';
export { tags } from './tags';
export type { AttributesQuery } from './talents';
export type { PostsQuery } from './content';
export type { GalleryOwner, SubmitInit } from './forms';
export type { AgencyConfig } from './env';
export * from './types';
