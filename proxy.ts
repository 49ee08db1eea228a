// Next's proxy file: its matchers must be literals here; the proxy's steps are in lib/proxy/.
export { proxy } from '@/lib/proxy/proxy';

export const config = {
  matcher: [
    // Everything but the site's own API, Next internals and files at the root
    // (robots.txt, icons): a dot deeper in the path (/x.php/modelos,
    // /wp/xmlrpc.php) is an unknown URL the proxy answers with the 404 page.
    '/((?!api|_next|_vercel|[^/]*\\.[^/]*$).*)',
    // Any path with a percent sign, so that a malformed escape is refused
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
