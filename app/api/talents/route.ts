import { loadRosterPage } from '@/lib/server/roster';
import { parseListQuery } from '@/lib/server/list-query';

/** The next 20 cards of the models list, for the browser's infinite scroll. */
export async function GET(request: Request) {
  const query = parseListQuery(new URL(request.url).searchParams);
  if (!query) return Response.json({ message: 'Invalid list query' }, { status: 400 });
  try {
    const page = await loadRosterPage(query);
    return Response.json(page, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
  } catch (error) {
    console.error('roster page failed', error);
    return Response.json({ message: 'The roster is unavailable' }, { status: 503 });
  }
}
