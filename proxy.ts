import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { legacyTarget, withoutDefaultPrefix } from '@/lib/i18n/legacy';
import { listCanonicalRedirect, listRewritePath } from '@/lib/i18n/list-rewrite';
import { isHomePath } from '@/lib/server/slides-health';
import { homeSlidesHealth } from '@/lib/server/home';
import { notFoundLocale, notFoundPagePath } from '@/lib/i18n/unmatched';
import { canonicalSelectionPath } from '@/lib/i18n/selection';
import { isVisibleTalentId } from '@/lib/server/roster';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';

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
  // Reached only through the second matcher (a path with a %): nothing else to do here.
  if (NOT_A_SCREEN.test(pathname)) return NextResponse.next();

  // next-intl answers 307 here; the spec wants the /pt prefix gone for good.
  const unprefixed = withoutDefaultPrefix(pathname);
  if (unprefixed !== null) return NextResponse.redirect(new URL(unprefixed + search, request.url), 308);

  const legacy = legacyTarget(pathname);
  if (legacy) {
    const target = localizedPath(legacy.locale, legacy.href);
    return NextResponse.redirect(new URL(target.includes('?') ? target : target + search, request.url), 308);
  }

  // No screen, category or visible talent by that name: the language's static 404 page,
  // before anything is rendered, cached or asked of the back office. If the roster
  // cannot be read, the profile page decides (and shows the error page).
  const missing = await notFoundLocale(pathname, (id) => isVisibleTalentId(id).catch(() => true));
  if (missing) {
    // The page is static (kept for a year by default); a talent added since must not stay a 404
    // in a shared cache longer than the roster is kept.
    return NextResponse.rewrite(new URL(notFoundPagePath(missing), request.url), {
      status: 404,
      headers: { 'Cache-Control': `public, max-age=0, s-maxage=${ROSTER_REVALIDATE_S}` },
    });
  }

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
  // is a static page (lib/i18n/list-rewrite.ts).
  const canonicalList = listCanonicalRedirect(pathname, request.nextUrl.searchParams);
  if (canonicalList) return NextResponse.redirect(new URL(canonicalList, request.url), 307);
  const list = listRewritePath(pathname, request.nextUrl.searchParams);
  // A searched list (…/search) reads its query; the static ones need none.
  if (list) return NextResponse.rewrite(new URL(list.endsWith('/search') ? list + search : list, request.url));

  return intl(request);
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
  ],
};
