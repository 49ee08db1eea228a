import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { getPathname } from '@/lib/i18n/navigation';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { objectPropertyParameter } from '@/lib/server/query-names';
import { legacyTarget, withoutDefaultPrefix } from './legacy';
import { listPastEnd } from './list-end';
import { listCanonicalRedirect, listRewritePath } from './list-rewrite';
import { homeSlidesHealth, isVisibleTalentId, newsIndex, visibleTalents } from './memory';
import { newsListRoute } from './news-rewrite';
import { canonicalProfilePath } from './profile-canonical';
import { canonicalSelectionPath } from './selection';
import { isHomePath } from './slides-health';
import { notFoundLocale, notFoundPagePath } from './unmatched';

type Answer = NextResponse | null;

const intl = createMiddleware(routing);

/**
 * The proxy (proxy.ts at the root holds its matchers): each step answers the
 * request or passes it on (null) to the next, in the order of
 * docs/architecture.md ("The proxy"); what none answers goes to next-intl,
 * which rewrites the localized path to its internal folder.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  return (
    refuseMalformedEscape(request) ??
    refuseObjectPropertyParameter(request) ??
    passWhatIsNoScreen(request) ??
    dropDefaultPrefix(request) ??
    redirectLegacyWords(request) ??
    (await notFoundUnknownPath(request)) ??
    (await redirectProfileSpelling(request)) ??
    redirectSelectionSpelling(request) ??
    (await homeWithoutSlides(request)) ??
    (await modelsList(request)) ??
    (await newsList(request)) ??
    intl(request)
  );
}

/** A malformed escape (%ff, a lone %) is the client's error: 400; Next answers a bare 500 (vercel/next.js#92527). */
export function refuseMalformedEscape(request: NextRequest): Answer {
  const { pathname } = request.nextUrl;
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return pathname.startsWith('/api/')
      ? NextResponse.json({ message: 'Malformed URL encoding' }, { status: 400 })
      : new NextResponse('Bad Request: malformed URL encoding', {
          status: 400,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
  }
}

/**
 * The API routes that read a query (the matchers' last ones): a parameter named __proto__
 * never reaches their handler (lib/server/query-names.ts), so it is refused here.
 */
export function refuseObjectPropertyParameter(request: NextRequest): Answer {
  if (!request.nextUrl.pathname.startsWith('/api/')) return null;
  const property = objectPropertyParameter(request.nextUrl.searchParams);
  return property === undefined
    ? null
    : NextResponse.json({ message: `Unknown parameter: ${property.slice(0, 40)}` }, { status: 400 });
}

/** What the first matcher leaves out: the site's API, Next's internals, files at the root. */
const NOT_A_SCREEN = /^\/(?:api|_next|_vercel|[^/]*\.[^/]*$)/;

/** Reached only through the matchers for a percent sign or an API query: nothing else to do here. */
export function passWhatIsNoScreen(request: NextRequest): Answer {
  return NOT_A_SCREEN.test(request.nextUrl.pathname) ? NextResponse.next() : null;
}

/** next-intl answers 307 here; the /pt prefix is gone for good (docs/product.md §2). */
export function dropDefaultPrefix(request: NextRequest): Answer {
  const unprefixed = withoutDefaultPrefix(request.nextUrl.pathname);
  return unprefixed === null ? null : redirect(unprefixed + request.nextUrl.search, request, 308);
}

/** An old word, or a screen's words in another language: the path's own words, for good. */
export function redirectLegacyWords(request: NextRequest): Answer {
  const legacy = legacyTarget(request.nextUrl.pathname);
  if (!legacy) return null;
  const target = getPathname({ locale: legacy.locale, href: legacy.href });
  return redirect(target.includes('?') ? target : target + request.nextUrl.search, request, 308);
}

/**
 * No screen, category, visible talent or news post by that name: the language's static 404
 * page, before anything is rendered, cached or asked of the back office. If the roster or
 * the news cannot be read, the page decides (and shows the error page).
 */
export async function notFoundUnknownPath(request: NextRequest): Promise<Answer> {
  const missing = await notFoundLocale(
    request.nextUrl.pathname,
    (id) => isVisibleTalentId(id).catch(() => true),
    (locale, slug) =>
      newsIndex(locale).then(
        (news) => news.slugs.has(slug),
        () => true,
      ),
  );
  return missing ? notFoundPage(missing, request) : null;
}

/**
 * One profile, one URL: a wrong name or category is a redirect, never a render
 * or a cache entry of its own. If the roster cannot be read, the page decides.
 */
export async function redirectProfileSpelling(request: NextRequest): Promise<Answer> {
  const profile = await canonicalProfilePath(request.nextUrl.pathname, (id) =>
    visibleTalents().then(
      (talents) => talents.get(id) ?? null,
      () => null,
    ),
  );
  return profile ? redirect(profile + request.nextUrl.search, request, 308) : null;
}

/** One selection, one URL: repeats and stray pieces are gone for good. */
export function redirectSelectionSpelling(request: NextRequest): Answer {
  const selection = canonicalSelectionPath(request.nextUrl.pathname);
  return selection ? redirect(selection + request.nextUrl.search, request, 308) : null;
}

/** The home whose slides cannot be loaded is the 503 error screen with the code (docs/product.md §8). */
export async function homeWithoutSlides(request: NextRequest): Promise<Answer> {
  const { pathname } = request.nextUrl;
  if (!isHomePath(pathname)) return null;
  const health = await homeSlidesHealth();
  if (health.ok) return null;
  const locale = pathname === '/' ? routing.defaultLocale : pathname.slice(1);
  const url = new URL(`/${locale}/home-unavailable`, request.url);
  url.searchParams.set('code', health.code);
  return NextResponse.rewrite(url, { status: 503 });
}

/**
 * The models list's filters become path segments, so every filtered list is a static
 * page (lib/proxy/list-rewrite.ts); a form's query is first redirected to its one URL.
 */
export async function modelsList(request: NextRequest): Promise<Answer> {
  const { pathname, search, searchParams } = request.nextUrl;
  const canonical = listCanonicalRedirect(pathname, searchParams);
  if (canonical) return redirect(canonical, request, 307);
  const list = listRewritePath(pathname, searchParams);
  if (!list) return null;
  // A searched list (…/search) reads its query; the static ones need none.
  if (list.endsWith('/search')) return NextResponse.rewrite(new URL(list + search, request.url));
  // A page number past the list's end: the 404 page, not a render kept per number.
  const pastEnd = await listPastEnd(list, () =>
    visibleTalents().then(
      (talents) => talents.values(),
      () => null,
    ),
  );
  return pastEnd ? notFoundPage(pastEnd, request) : NextResponse.rewrite(new URL(list, request.url));
}

/**
 * The news list's later pages (?page=N, the no-JS "load more") are static internal pages;
 * a page past the last is the 404 page, never an empty list (lib/proxy/news-rewrite.ts).
 */
export async function newsList(request: NextRequest): Promise<Answer> {
  const news = newsListRoute(request.nextUrl.pathname, request.nextUrl.searchParams);
  switch (news?.kind) {
    case undefined:
      return null;
    case 'redirect':
      return redirect(news.location, request, 308);
    case 'not-found':
      return notFoundPage(news.locale, request);
    case 'page': {
      const lastPage = await newsIndex(news.locale).then(
        (index) => index.lastPage,
        () => Infinity,
      );
      return news.page > lastPage
        ? notFoundPage(news.locale, request)
        : NextResponse.rewrite(new URL(news.internal, request.url));
    }
  }
}

function redirect(location: string, request: NextRequest, status: 307 | 308): NextResponse {
  return NextResponse.redirect(new URL(location, request.url), status);
}

/** The language's static 404 page, before anything is rendered, cached or asked of the back office. */
function notFoundPage(locale: AppLocale, request: NextRequest): NextResponse {
  // The page is static (kept for a year by default); a talent added since must not stay a 404
  // in a shared cache longer than the roster is kept.
  return NextResponse.rewrite(new URL(notFoundPagePath(locale), request.url), {
    status: 404,
    headers: { 'Cache-Control': `public, max-age=0, s-maxage=${ROSTER_REVALIDATE_S}` },
  });
}
