import { getRosterAvailability } from '@/lib/agency/talents';
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import { castingWords } from '@/lib/i18n/casting';
import { reviewWords } from '@/lib/i18n/review';
import { calendarDay } from '@/lib/rules/agreed';
import { isRealDate } from '@/lib/rules/quote-brief';
import { clashOf } from '@/lib/rules/review';
import { hasLocale } from 'next-intl';
import { locales } from '@/lib/i18n/routing';
import { SELECTION_SEPARATOR } from '@/lib/rules/selection';
import { talentIdOf } from '@/lib/rules/talent-id';
import { logFailure } from '@/lib/server/observability/request-log';
import { repeatedParameter } from '@/lib/server/query-names';

/**
 * Where each of the favourites can be booked now, written in the visitor's
 * language: `?ids=12-7-31&locale=en` → `{ "12": "In town · São Paulo" }`.
 * The browser keeps its favourites' cards, which go stale; availability is
 * asked afresh, from the cached roster (no back-office call of its own). At
 * most as many ids as a browser keeps; talents the back office says nothing
 * of are left out. With the job's dates (`&from=yyyy-mm-dd&to=…`, either or
 * both), only the talents away on them, each with its clash in words ("Away
 * in Lisboa until 5 Dec: within your dates"): the review's cards show it.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const text = params.get('ids') ?? '';
  const locale = params.get('locale') ?? 'pt';
  const pieces = text.split(SELECTION_SEPARATOR);
  const ids = pieces.map((piece) => talentIdOf(piece));
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const known = [...params.keys()].every((key) => ['ids', 'locale', 'from', 'to'].includes(key));
  if (
    !known ||
    repeatedParameter(params) !== undefined ||
    !hasLocale(locales, locale) ||
    pieces.length > FAVORITES_MAX ||
    ids.some((id) => id === null) ||
    [from, to].some((day) => day !== undefined && !isRealDate(day))
  ) {
    return Response.json({ message: 'Invalid availability query' }, { status: 400 });
  }
  try {
    const today = calendarDay(new Date());
    const dates = from || to ? { from, to } : null;
    const [found, casting, review] = await Promise.all([
      getRosterAvailability(ids as number[]),
      castingWords(locale, today),
      reviewWords(locale, today),
    ]);
    const written: Record<string, string> = {};
    for (const [id, availability] of found) {
      if (dates) {
        // The job's dates given: only the talents away on them, worded as the budget request's message words them.
        const clash = clashOf(availability, dates, today);
        if (clash) written[String(id)] = review.clash(clash);
        continue;
      }
      const line = casting.availability(availability);
      if (line) written[String(id)] = line;
    }
    return Response.json(written, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
  } catch (error) {
    logFailure('favourites availability failed', error);
    return Response.json({ message: 'The roster is unavailable' }, { status: 503 });
  }
}
