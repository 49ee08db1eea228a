import { getRosterPage, searchOf } from '@/lib/agency/talents';
import { castingWords } from '@/lib/i18n/casting';
import { parseListQuery } from '@/lib/server/list-query';
import { logFailure } from '@/lib/server/observability/request-log';

/** The next 20 cards of the models list (filtered as the list is), for the browser's infinite scroll. */
export async function GET(request: Request) {
  const parsed = parseListQuery(new URL(request.url).searchParams);
  if (!parsed) return Response.json({ message: 'Invalid list query' }, { status: 400 });
  try {
    const casting = await castingWords(parsed.locale);
    const page = await getRosterPage(parsed.query, parsed.locale, searchOf(parsed.query), casting.availability);
    return Response.json(page, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
  } catch (error) {
    logFailure('roster page failed', error);
    return Response.json({ message: 'The roster is unavailable' }, { status: 503 });
  }
}
