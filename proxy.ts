import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { legacyTarget, withoutDefaultPrefix } from '@/lib/i18n/legacy';
import { listRewritePath } from '@/lib/i18n/list-rewrite';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // next-intl answers 307 here; the spec wants the /pt prefix gone for good.
  const unprefixed = withoutDefaultPrefix(pathname);
  if (unprefixed !== null) {
    return NextResponse.redirect(new URL(unprefixed + search, request.url), 308);
  }

  const legacy = legacyTarget(pathname);
  if (legacy) {
    const target = getPathname({ locale: legacy.locale, href: legacy.href });
    return NextResponse.redirect(new URL(target, request.url), 308);
  }

  const response = intl(request);
  // The models list's filters become path segments internally, so every
  // filtered list is a static page (lib/i18n/list-rewrite.ts).
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const url = new URL(rewrite);
    const internal = listRewritePath(url.pathname, request.nextUrl.searchParams);
    if (internal) {
      url.pathname = internal;
      url.search = '';
      response.headers.set('x-middleware-rewrite', url.toString());
    }
  }
  return response;
}

export const config = {
  // Everything but the site's own API, Next internals and files with a dot.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
