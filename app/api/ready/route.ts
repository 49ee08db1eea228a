import { agency } from '@/lib/agency/fetch';
import { env } from '@/lib/config/env';
import { createReadiness } from '@/lib/server/observability/readiness';
import { sharedRedis } from '@/lib/server/redis-connection.mjs';

// Asked at every request, never prerendered: it says how things are now.
export const dynamic = 'force-dynamic';

const readiness = createReadiness({
  // The home's slides: a small answer of the site host, signed in as every page is.
  backOffice: async (signal) => {
    const answer = await agency().stream('site', { path: '/api/slides/home', signal });
    await answer.body?.cancel();
  },
  redis: env().REDIS_URL ? () => sharedRedis()!.ping() : null,
});

/** 200 when the back office (and Redis, when configured) answer; 503 with what is degraded otherwise. */
export async function GET() {
  const answer = await readiness();
  return Response.json(answer, { status: answer.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
