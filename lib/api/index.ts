/**
 * The agency API as the app sees it. `server-only` makes importing this from
 * a client component a build error; this is also the only module that reads
 * the credentials from `process.env`. The inner modules read nothing from the
 * environment, which keeps them importable by unit tests.
 */
import 'server-only';
import { createAgencyClient, type AgencyClient } from './client';
import { parseAgencyEnv } from './env';

let defaultClient: AgencyClient | null = null;

/** Built on first use, so a bad environment fails the first call, not the import. */
function agency(): AgencyClient {
  defaultClient ??= createAgencyClient(parseAgencyEnv(process.env));
  return defaultClient;
}

export const getSocialMedia: AgencyClient['getSocialMedia'] = (...args) => agency().getSocialMedia(...args);
export const getRoster: AgencyClient['getRoster'] = (...args) => agency().getRoster(...args);
export const getTalentProfile: AgencyClient['getTalentProfile'] = (...args) => agency().getTalentProfile(...args);
export const getAttributes: AgencyClient['getAttributes'] = (...args) => agency().getAttributes(...args);
export const getSlides: AgencyClient['getSlides'] = (...args) => agency().getSlides(...args);
export const getPosts: AgencyClient['getPosts'] = (...args) => agency().getPosts(...args);
export const getPost: AgencyClient['getPost'] = (...args) => agency().getPost(...args);
export const sendContact: AgencyClient['sendContact'] = (...args) => agency().sendContact(...args);
export const sendBudgetRequest: AgencyClient['sendBudgetRequest'] = (...args) => agency().sendBudgetRequest(...args);
export const sendScoutingApplication: AgencyClient['sendScoutingApplication'] = (...args) =>
  agency().sendScoutingApplication(...args);
export const downloadGallery: AgencyClient['downloadGallery'] = (...args) => agency().downloadGallery(...args);

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
