/**
 * `createAgencyClient(config)`: every call of the agency API, each declared
 * once in its file (talents, content, forms), bound to one configuration and
 * one token cache per host. The app uses the default client of index.ts;
 * tests build their own against a local server.
 */
import { contentCalls } from './content';
import type { AgencyContext } from './context';
import type { AgencyConfig } from './env';
import { formCalls } from './forms';
import { createHttp, type HttpOptions } from './http';
import { talentCalls } from './talents';

export function createAgencyClient(config: AgencyConfig, options: HttpOptions = {}) {
  const ctx: AgencyContext = { config, http: createHttp(config, options) };
  return { ...talentCalls(ctx), ...contentCalls(ctx), ...formCalls(ctx) };
}

export type AgencyClient = ReturnType<typeof createAgencyClient>;
