// Next's cache (pages, route answers, unstable_cache data and their tags) in
// Redis when REDIS_URL is set, so that a revalidation through any instance is
// seen by every instance. next.config.ts points Next here only then; Node
// loads this file as it is (no bundling), hence plain JavaScript. Why this
// package, on Node 20: docs/decisions/0010-redis-cache-handler-on-node-20.md.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { backOfficeKey } from './lib/config/back-office.mjs';
import { sharedRedis } from './lib/server/redis-connection.mjs';

CacheHandler.onCreation(({ buildId }) => {
  // Each instance's own copy: read only while Redis cannot be (the handlers
  // are asked in order and the first that does not fail answers), written
  // always, so an outage serves what this instance last saw instead of failing.
  const local = createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 50 * 1024 * 1024 });
  // The build renders pages once; there is nothing to share yet.
  const redis = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? null : sharedRedis();
  if (!redis) return { handlers: [local] };
  return {
    handlers: [
      createRedisHandler({
        client: redis,
        // Deployments sharing one Redis (staging beside production) never read
        // each other's entries: the back office decides the data, the build
        // the pages' script names.
        keyPrefix: `ravage:${backOfficeKey()}:${buildId ?? 'dev'}:`,
        // A Redis that hangs costs a page at most this long before the local copy answers.
        timeoutMs: 1000,
      }),
      local,
    ],
  };
});

export default CacheHandler;
