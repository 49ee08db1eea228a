import proxyaddr from 'proxy-addr';
import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { backOfficeKey } from '@/lib/config/back-office.mjs';
import { env } from '@/lib/config/env';
import { sharedRedis } from '@/lib/server/redis-connection.mjs';
import { logFailure } from '@/lib/server/observability/request-log';

/**
 * Attempts per client in a fixed window. With REDIS_URL the count lives in
 * Redis, so it holds across every instance; without it (or while Redis is
 * unreachable) each process counts in its own memory.
 */
export interface RateLimiter {
  /** Counts an attempt for `key`, of `cost` points (1 by default); false when the key is over its limit. */
  take(key: string, cost?: number): Promise<boolean>;
}

export interface RateLimit {
  /** Attempts allowed per window. */
  points: number;
  /** Length of the window in seconds. */
  durationS: number;
  /** Names the limit, so two limits never share counts (`contact`, `compo`…). */
  keyPrefix: string;
}

export function createRateLimiter(
  { points, durationS, keyPrefix }: RateLimit,
  redisUrl: string | undefined = env().REDIS_URL,
): RateLimiter {
  const memory = new RateLimiterMemory({ points, duration: durationS, keyPrefix });
  const redis = sharedRedis(redisUrl);
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        points,
        duration: durationS,
        // Staging and production sharing one Redis keep their counts apart.
        keyPrefix: `ravage:${backOfficeKey()}:rate:${keyPrefix}`,
        // Redis down: this process's own count answers at once instead of the visitor waiting.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;

  return {
    async take(key, cost = 1) {
      try {
        await limiter.consume(key, cost);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        // Neither Redis nor the insurance counter answered: a form stays usable.
        logFailure('rate limit unavailable', refusal);
        return true;
      }
    },
  };
}

const compiled = new Map<string, ReturnType<typeof proxyaddr.compile>>();
function trustOf(list: string[]) {
  const id = list.join(',');
  let trust = compiled.get(id);
  if (!trust) {
    trust = proxyaddr.compile(list);
    compiled.set(id, trust);
  }
  return trust;
}

/** Longer than any address; a malformed header cannot make a key of any size. */
const MAX_KEY_LENGTH = 64;

/**
 * The visitor's address for rate limits. Next does not hand a route handler
 * the socket's address: its server fills `x-forwarded-for` with it only when
 * the request has none, and keeps the client's own header otherwise. So the
 * rightmost hop stands for the peer (the socket, or what the nearest proxy
 * wrote there), and hops to its left count only through proxies listed in
 * `trusted`, walked from the right as proxy-addr does for Express. A client
 * behind a proxy that overwrites or appends the header cannot choose its key;
 * one that reaches an instance directly can, hence instances listen only
 * where the proxy reaches them (docs/operations.md, "The visitor's address").
 */
export function clientKey(request: Request, trusted: string[] = env().TRUSTED_PROXIES): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const peer = hops.pop();
  if (!peer) return 'unknown';
  const forwarded = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': hops.join(', ') },
  } as unknown as IncomingMessage;
  return proxyaddr(forwarded, trustOf(trusted)).slice(0, MAX_KEY_LENGTH);
}
