import { AGENCY_LANGS, type AgencyLang } from '@/lib/agency/types';
import { isKnownCountry, getCities } from '@/lib/agency/content';
import { logFailure } from '@/lib/server/observability/request-log';

/** The cities of one country for the scouting form: GET /api/places?country=1&lang=pt. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const country = params.get('country') ?? '';
  const lang = params.get('lang') ?? 'pt';
  // Like /api/talents: a parameter it does not know, or one sent twice, is refused rather than ignored.
  const names = [...params.keys()];
  const strict = names.every((n) => n === 'country' || n === 'lang') && new Set(names).size === names.length;
  if (!strict || !/^[1-9]\d{0,8}$/.test(country) || !(AGENCY_LANGS as readonly string[]).includes(lang)) {
    return Response.json({ message: 'Use ?country=<id>&lang=pt|en|es' }, { status: 400 });
  }
  try {
    if (!(await isKnownCountry(lang as AgencyLang, Number(country)))) {
      return Response.json({ message: 'Unknown country' }, { status: 404 });
    }
    const cities = await getCities(lang as AgencyLang, Number(country));
    return Response.json({ cities }, { headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' } });
  } catch (error) {
    logFailure('cities unavailable', error);
    return Response.json({ message: 'The cities are unavailable' }, { status: 503 });
  }
}
