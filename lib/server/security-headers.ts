/**
 * The headers every answer carries. The Content-Security-Policy allows only
 * what the site uses: its own origin, the agency's media host, the video
 * players (YouTube, Vimeo) loaded on demand, and Google Maps only when a key
 * is configured. Inline scripts stay allowed because statically rendered
 * pages carry Next's inline bootstrap (a nonce would make every page dynamic;
 * docs/decisions/0005-csp-script-src-unsafe-inline.md).
 */
export type SecurityOptions = {
  /** The site's public address (NEXT_PUBLIC_SITE_URL): HSTS only when it is https. */
  siteUrl?: string | null;
  mediaOrigin: string | null;
  mapsEnabled: boolean;
  socialFeedOrigin?: string | null;
  dev?: boolean;
};

const maps = {
  script: ['https://maps.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  connect: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const posters = ['https://i.ytimg.com', 'https://i.vimeocdn.com', 'https://vumbnail.com'];

export function contentSecurityPolicy(o: SecurityOptions): string {
  const extra = (list: string[]) => (o.mapsEnabled ? list : []);
  const media = o.mediaOrigin ? [o.mediaOrigin] : [];
  const feed = o.socialFeedOrigin ? [o.socialFeedOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(o.dev ? ["'unsafe-eval'"] : []), ...extra(maps.script), ...feed],
    'style-src': ["'self'", "'unsafe-inline'", ...extra(maps.style)],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...posters, ...extra(maps.img)],
    'media-src': ["'self'", ...media],
    'font-src': ["'self'", ...extra(maps.font)],
    'connect-src': ["'self'", ...extra(maps.connect), ...feed, ...(o.dev ? ['ws:'] : [])],
    'frame-src': [...players, ...feed],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`)
    .join('; ');
}

/** Two years, the span HSTS preload lists ask for; subdomains too, so no http subdomain can set cookies for the site. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function securityHeaders(o: SecurityOptions): { key: string; value: string }[] {
  const https = o.siteUrl ? originOf(o.siteUrl)?.startsWith('https://') === true : false;
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(o) },
    // Sent over plain http it would be ignored by browsers; a site served over http must not promise https.
    ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
    // No other window keeps a handle on ours (a page it opened, or one that opened it).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Only our own pages may embed what we serve. Players, maps, fonts and the
    // feed are resources of other origins, governed by their own headers.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
