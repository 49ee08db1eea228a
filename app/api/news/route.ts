import { getTranslations } from 'next-intl/server';
import { isAppLocale } from '@/lib/i18n/routing';
import { newsPageRange, parseNewsPage, type NewsMore } from '@/lib/rules/news';
import { getNewsPage, newsItems } from '@/lib/agency/content';
import { logFailure } from '@/lib/server/observability/request-log';

const ALLOWED = new Set(['locale', 'page']);

/**
 * The next page of the news (6 posts) for the list's "load more": `locale`
 * (pt, en, es) and `page` (2 and on), nothing else; from the cached
 * collection, so it asks the back office nothing.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? '';
  const page = parseNewsPage(params.get('page'));
  const unknown = [...params.keys()].some((key) => !ALLOWED.has(key) || params.getAll(key).length > 1);
  if (unknown || !isAppLocale(locale) || page === null) {
    return Response.json({ message: 'Invalid news query' }, { status: 400 });
  }
  try {
    const current = await getNewsPage(locale, page);
    if (!current) return Response.json({ message: 'No such news page' }, { status: 404 });
    const t = await getTranslations({ locale, namespace: 'News' });
    const shown = newsPageRange(page).start + current.items.length;
    const body: NewsMore = {
      items: await newsItems(locale, current.items),
      page: current.page,
      lastPage: current.lastPage,
      total: current.total,
      hasMore: current.hasMore,
      announcement: `${t('added', { count: current.items.length, shown, total: current.total })}${current.hasMore ? '' : ` ${t('allShown')}`}`,
    };
    return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
  } catch (error) {
    logFailure('news page failed', error);
    return Response.json({ message: 'The news is unavailable' }, { status: 503 });
  }
}
