import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { legacyTarget, withoutDefaultPrefix } from '@/lib/i18n/legacy';
import { listRewritePath } from '@/lib/i18n/list-rewrite';
import { createSlidesHealthCheck, isHomePath, type SlidesHealth } from '@/lib/slides-health';

const intl = createMiddleware(routing);

let healthOrigin = '';
const slidesHealth = createSlidesHealthCheck(async (): Promise<SlidesHealth> => {
  const response = await fetch(`${healthOrigin}/api/slides-health`, { signal: AbortSignal.timeout(9000) });
  return response.json() as Promise<SlidesHealth>;
});

/** Whether the path's percent-escapes decode; Next answers a path that does not with a bare 500 (vercel/next.js#92527). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** What the first matcher leaves out: the site's API, Next's internals, files. */
const NOT_A_SCREEN = /^\/(?:api|_next|_vercel|.*\..*)/;

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
  if (unprefixed !== null) {
    return NextResponse.redirect(new URL(unprefixed + search, request.url), 308);
  }

  const legacy = legacyTarget(pathname);
  if (legacy) {
    const target = localizedPath(legacy.locale, legacy.href);
    return NextResponse.redirect(new URL(target, request.url), 308);
  }

  if (isHomePath(pathname)) {
    healthOrigin = request.nextUrl.origin;
    const health = await slidesHealth();
    if (!health.ok) {
      const locale = pathname === '/' ? routing.defaultLocale : pathname.slice(1);
      const url = new URL(`/${locale}/home-unavailable`, request.url);
      url.searchParams.set('code', health.code);
      return NextResponse.rewrite(url, { status: 503 });
    }
  }

  const response = intl(request);
  // The models list's filters become path segments internally, so every
  // filtered list is a static page (lib/i18n/list-rewrite.ts). next-intl
  // rewrites localized paths (/modelos → /pt/models) and lets paths that are
  // already internal (/en/models) through unchanged.
  const rewrite = response.headers.get('x-middleware-rewrite');
  const passesThrough = !rewrite && response.headers.has('x-middleware-next');
  const target = rewrite ? new URL(rewrite) : passesThrough ? new URL(request.url) : null;
  const internal = target && listRewritePath(target.pathname, request.nextUrl.searchParams);
  if (target && internal) {
    target.pathname = internal;
    target.search = '';
    response.headers.delete('x-middleware-next');
    response.headers.set('x-middleware-rewrite', target.toString());
  }
  return response;
}

export const config = {
  matcher: [
    // Everything but the site's own API, Next internals and files with a dot.
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // Any path with a percent sign, so that a malformed escape is refused above
    // (forms carry no % in their path, so their bodies never pass through here).
    '/:path(.*%.*)',
  ],
};
