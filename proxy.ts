import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { legacyTarget, withoutDefaultPrefix } from '@/lib/proxy/legacy';
import { listCanonicalRedirect, listRewritePath } from '@/lib/proxy/list-rewrite';
import { isHomePath } from '@/lib/proxy/slides-health';
import { homeSlidesHealth } from '@/lib/proxy/memory';
import { notFoundLocale, notFoundPagePath } from '@/lib/proxy/unmatched';
import { canonicalSelectionPath } from '@/lib/proxy/selection';
import { isVisibleTalentId, newsIndex, visibleTalents } from '@/lib/proxy/memory';
import { canonicalProfilePath } from '@/lib/proxy/profile-canonical';
import { listPastEnd } from '@/lib/proxy/list-end';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { objectPropertyParameter } from '@/lib/server/query-names';
import { newsListRoute } from '@/lib/proxy/news-rewrite';

const intl = createMiddleware(routing);

/** Whether the path's percent-escapes decode; Next answers a path that does not with a bare 500 (vercel/next.js#92527). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** What the first matcher leaves out: the site's API, Next's internals, files at the root. */
const NOT_A_SCREEN = /^\/(?:api|_next|_vercel|[^/]*\.[^/]*$)/;

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // A malformed escape (%ff, a lone %) is the client's error: 400, not Next's 500.
  if (!decodable(pathname)) {
    return pathname.startsWith('/api/')
      ? NextResponse.json({ message: 'Malformed URL encoding' }, { status: 400 })
      : new NextResponse('Bad Request: malformed URL encoding', {
          status: 400,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
  }
  // The API routes that read a query (third matcher): a parameter named __proto__ never
  // reaches their handler (lib/server/query-names.ts), so it is refused here.
  const property = pathname.startsWith('/api/') ? objectPropertyParameter(request.nextUrl.searchParams) : undefined;
  if (property !== undefined) {
    return NextResponse.json({ message: `Unknown parameter: ${property.slice(0, 40)}` }, { status: 400 });
  }

  // Reached only through the second and third matchers: nothing else to do here.
  if (NOT_A_SCREEN.test(pathname)) return NextResponse.next();

  // next-intl answers 307 here; the /pt prefix is gone for good (docs/product.md §2).
  const unprefixed = withoutDefaultPrefix(pathname);
  if (unprefixed !== null) return NextResponse.redirect(new URL(unprefixed + search, request.url), 308);

  const legacy = legacyTarget(pathname);
  if (legacy) {
    const target = getPathname({ locale: legacy.locale, href: legacy.href });
    return NextResponse.redirect(new URL(target.includes('?') ? target : target + search, request.url), 308);
  }

  // No screen, category or visible talent by that name: the language's static 404 page,
  // before anything is rendered, cached or asked of the back office. If the roster
  // cannot be read, the profile page decides (and shows the error page).
  const missing = await notFoundLocale(
    pathname,
    (id) => isVisibleTalentId(id).catch(() => true),
    // A news slug that is no post: the same 404 page; if the news cannot be read, the post page decides.
    (locale, slug) =>
      newsIndex(locale).then(
        (news) => news.slugs.has(slug),
        () => true,
      ),
  );
  if (missing) return notFoundPage(missing, request);

  // One profile, one URL: a wrong name or category is a redirect, never a render
  // or a cache entry of its own. If the roster cannot be read, the page decides.
  const profile = await canonicalProfilePath(pathname, (id) =>
    visibleTalents().then(
      (talents) => talents.get(id) ?? null,
      () => null,
    ),
  );
  if (profile) return NextResponse.redirect(new URL(profile + search, request.url), 308);

  // One selection, one URL: repeats and stray pieces are gone for good.
  const selection = canonicalSelectionPath(pathname);
  if (selection) return NextResponse.redirect(new URL(selection + search, request.url), 308);

  if (isHomePath(pathname)) {
    const health = await homeSlidesHealth();
    if (!health.ok) {
      const locale = pathname === '/' ? routing.defaultLocale : pathname.slice(1);
      const url = new URL(`/${locale}/home-unavailable`, request.url);
      url.searchParams.set('code', health.code);
      return NextResponse.rewrite(url, { status: 503 });
    }
  }

  // The models list's filters become path segments, so every filtered list
  // is a static page (lib/proxy/list-rewrite.ts).
  const canonicalList = listCanonicalRedirect(pathname, request.nextUrl.searchParams);
  if (canonicalList) return NextResponse.redirect(new URL(canonicalList, request.url), 307);
  const list = listRewritePath(pathname, request.nextUrl.searchParams);
  // A searched list (…/search) reads its query; the static ones need none.
  if (list && list.endsWith('/search')) return NextResponse.rewrite(new URL(list + search, request.url));
  if (list) {
    // A page number past the list's end: the 404 page, not a render kept per number.
    const pastEnd = await listPastEnd(list, () =>
      visibleTalents().then(
        (talents) => talents.values(),
        () => null,
      ),
    );
    if (pastEnd) return notFoundPage(pastEnd, request);
    return NextResponse.rewrite(new URL(list, request.url));
  }

  // The news list's later pages (?page=N, the no-JS "load more") are static internal pages;
  // a page past the last is the 404 page, never an empty list (lib/proxy/news-rewrite.ts).
  const news = newsListRoute(pathname, request.nextUrl.searchParams);
  if (news?.kind === 'redirect') return NextResponse.redirect(new URL(news.location, request.url), 308);
  if (news?.kind === 'not-found') return notFoundPage(news.locale, request);
  if (news?.kind === 'page') {
    const lastPage = await newsIndex(news.locale).then(
      (index) => index.lastPage,
      () => Infinity,
    );
    if (news.page > lastPage) return notFoundPage(news.locale, request);
    return NextResponse.rewrite(new URL(news.internal, request.url));
  }

  return intl(request);
}

/** The language's static 404 page, before anything is rendered, cached or asked of the back office. */
function notFoundPage(locale: AppLocale, request: NextRequest) {
  // The page is static (kept for a year by default); a talent added since must not stay a 404
  // in a shared cache longer than the roster is kept.
  return NextResponse.rewrite(new URL(notFoundPagePath(locale), request.url), {
    status: 404,
    headers: { 'Cache-Control': `public, max-age=0, s-maxage=${ROSTER_REVALIDATE_S}` },
  });
}

export const config = {
  matcher: [
    // Everything but the site's own API, Next internals and files at the root
    // (robots.txt, icons): a dot deeper in the path (/x.php/modelos,
    // /wp/xmlrpc.php) is an unknown URL the proxy answers with the 404 page.
    '/((?!api|_next|_vercel|[^/]*\\.[^/]*$).*)',
    // Any path with a percent sign, so that a malformed escape is refused above
    // (forms carry no % in their path, so their bodies never pass through here).
    '/:path(.*%.*)',
    // The API routes that read a query (GET, no body passes through here).
    '/api/talents',
    '/api/talents/availability',
    '/api/news',
    '/api/places',
    '/api/comp-card/:id',
    '/api/comp-cards',
  ],
};
